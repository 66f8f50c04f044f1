import { useEffect, useRef } from 'react';
import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, type ECharts, init, use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import * as styles from './InsightDashboard.css';

// Only what the dashboard draws: bars and lines on a grid, their legend and tooltip, painted on a canvas.
registerChartParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type InsightChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface InsightChartProps {
  /** What the chart shows, read out in place of the picture; the table beside it holds the numbers. */
  label: string;
  /** Builds the option with the theme's colours, read from the page's design tokens. */
  option: (color: (token: string) => string) => InsightChartOption;
  /** Off in stories and screenshots, where every frame must be the last one. */
  animate: boolean;
  testId?: string;
}

/** The value of a design token's CSS variable (`var(--name)`) where the chart is. */
function tokenValue(element: Element, token: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : token;
}

/** One ECharts chart that follows its container's size and is disposed with it. */
export function InsightChart({ label, option, animate, testId }: InsightChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = init(element, null, { renderer: 'canvas' });
    chart.current = instance;
    const resize = () => instance.resize();
    // The console's menu folds and the window changes: the chart keeps to its box either way.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(element);
    window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!chart.current || !element) return;
    chart.current.setOption({ animation: animate, ...option((token) => tokenValue(element, token)) }, true);
  }, [option, animate]);

  return <div ref={box} className={styles.chart} role="img" aria-label={label} data-testid={testId} />;
}
