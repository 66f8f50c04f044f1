import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { color as rawColor } from '@tokens/tokens.json';
import { resolveTokens } from '@tokens/index';
import { visuallyHidden } from '@tokens/a11y.css';
import * as styles from './StudyChart.css';

export const studyChartKinds = ['bar', 'line'] as const;
export type StudyChartKind = (typeof studyChartKinds)[number];

export interface StudyChartSeries {
  name: string;
  /** One value per category; null where there is nothing to draw (a week without answers). */
  values: readonly (number | null)[];
}

export interface StudyChartProps {
  kind: StudyChartKind;
  title: string;
  categories: readonly string[];
  /** Header of the category column in the text alternative. */
  categoryLabel: string;
  series: readonly StudyChartSeries[];
  /** Axis ceiling, e.g. 100 for percentages. */
  max?: number;
  /** One sentence saying what the chart shows; visible under the chart and read by screen readers. */
  summary: string;
  headingLevel?: 2 | 3;
}

// Canvas and SVG cannot read CSS variables: the chart takes the token values themselves.
const palette = resolveTokens(rawColor);
const seriesColors = [palette.brand[600], palette.accent[600], palette.success[500]];

type ChartState = 'loading' | 'ready' | 'failed';

/**
 * A bar or line chart drawn by ECharts, which is fetched only when a chart first mounts. The drawing is
 * hidden from assistive technology; a sentence and a visually hidden table carry the same data.
 */
export function StudyChart({ kind, title, categories, categoryLabel, series, max, summary, headingLevel = 2 }: StudyChartProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('loading');
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    let disposed = false;
    let cleanup = () => undefined as void;
    import('./echarts')
      .then(({ init }) => {
        if (disposed || !box.current) return;
        const chart = init(box.current, undefined, { renderer: 'svg' });
        chart.setOption({
          animation: false,
          color: seriesColors,
          grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
          tooltip: { trigger: 'axis' },
          xAxis: {
            type: 'category',
            data: [...categories],
            axisLabel: { color: palette.neutral[700], hideOverlap: true },
            axisLine: { lineStyle: { color: palette.neutral[300] } },
          },
          yAxis: {
            type: 'value',
            max,
            minInterval: 1,
            axisLabel: { color: palette.neutral[700] },
            splitLine: { lineStyle: { color: palette.neutral[200] } },
          },
          series: series.map((entry) => ({
            name: entry.name,
            type: kind,
            data: [...entry.values],
            connectNulls: kind === 'line',
            barMaxWidth: 36,
            itemStyle: { borderRadius: kind === 'bar' ? [4, 4, 0, 0] : 0 },
          })),
        });
        const observer = new ResizeObserver(() => chart.resize());
        observer.observe(box.current);
        cleanup = () => {
          observer.disconnect();
          chart.dispose();
        };
        setState('ready');
      })
      .catch(() => {
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [kind, categories, series, max]);

  return (
    <figure className={styles.root} data-chart={kind}>
      <Heading className={styles.title}>{title}</Heading>
      <div
        ref={box}
        className={styles.canvas}
        data-state={state}
        aria-hidden="true"
        style={state === 'failed' ? { display: 'none' } : undefined}
      />
      {state === 'failed' && <p className={styles.summary}>{t('studymag.chart.failed')}</p>}
      <figcaption className={styles.summary}>{summary}</figcaption>
      <table className={visuallyHidden}>
        <caption>{t('studymag.chart.tableCaption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((entry) => (
              <th key={entry.name} scope="col">
                {entry.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((entry) => (
                <td key={entry.name}>{entry.values[index] ?? t('studymag.units.noValue')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
