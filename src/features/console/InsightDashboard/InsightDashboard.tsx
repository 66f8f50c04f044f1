import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import type {
  InsightChannelRow,
  InsightCompletionRow,
  InsightCourseRow,
  InsightDashboard as Dashboard,
  InsightPeriod,
} from '@contract/api/schemas/admin/insight';
import {
  INSIGHT_GRAINS,
  INSIGHT_PRESETS,
  type InsightGrain,
  type InsightPreset,
  insightRangeProblem,
  presetRange,
} from '@contract/vocabulary/insight';
import { vars } from '@tokens/theme.css';
import { Button } from '@/components/Button';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/Spinner';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { InsightChart, type InsightChartOption } from './InsightChart';
import * as styles from './InsightDashboard.css';

/** The range on screen: a preset or custom days, and whether money is summed per day or per week. */
export interface InsightRangeValue {
  preset: InsightPreset;
  from: string;
  to: string;
  grain: InsightGrain;
}

export type InsightData =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { state: 'ready'; dashboard: Dashboard };

export interface InsightDashboardProps {
  range: InsightRangeValue;
  /** Today in Shanghai (YYYY-MM-DD): the presets count back from it. */
  today: string;
  onRangeChange: (range: InsightRangeValue) => void;
  data: InsightData;
  /** Charts animate on screen; stories and screenshots draw them at once. */
  animate?: boolean;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** Fen as the console writes money: ¥ and two decimals, a minus sign in front of the ¥. */
export function fenText(t: Translate, fen: number): string {
  const yuan = (Math.abs(fen) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${fen < 0 ? '-' : ''}${t('admin.insight.yuan', { amount: yuan })}`;
}

const percentText = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);
const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The dashboard: range and grain on top, the headline figures, then each chart with its numbers below it. */
export function InsightDashboard({ range, today, onRangeChange, data, animate = true }: InsightDashboardProps) {
  const { t } = useTranslation();
  return (
    <div>
      {/* A new range from outside (a preset, the address) starts the custom days afresh. */}
      <RangePicker key={`${range.from}:${range.to}`} range={range} today={today} onRangeChange={onRangeChange} />
      {data.state === 'loading' ? (
        <div className={styles.state}>
          <Spinner label={t('admin.insight.loading')} stacked />
        </div>
      ) : data.state === 'error' ? (
        <LoadError
          onRetry={data.onRetry}
          retrying={data.retrying}
          message={t('admin.insight.loadFailed', { message: data.message })}
          retryLabel={t('admin.insight.retry')}
        />
      ) : (
        <Figures dashboard={data.dashboard} animate={animate} />
      )}
    </div>
  );
}

function RangePicker({ range, today, onRangeChange }: Omit<InsightDashboardProps, 'data' | 'animate'>) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);

  const pickPreset = (preset: InsightPreset) => {
    setProblem(null);
    const days = presetRange(preset, today);
    onRangeChange({ ...range, preset, ...(days ?? {}) });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wrong = insightRangeProblem(from, to);
    setProblem(wrong);
    if (!wrong) onRangeChange({ ...range, preset: 'custom', from, to });
  };

  return (
    <form className={styles.toolbar} onSubmit={apply} noValidate>
      <label className={styles.field}>
        {t('admin.insight.range')}
        <select
          className={shared.select}
          value={range.preset}
          onChange={(event) => pickPreset(event.target.value as InsightPreset)}
        >
          {INSIGHT_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`admin.insight.presets.${preset}`)}
            </option>
          ))}
        </select>
      </label>
      {range.preset === 'custom' ? (
        <>
          <label className={styles.field}>
            {t('admin.insight.from')}
            <input
              className={styles.day}
              type="date"
              value={from}
              max={today}
              aria-invalid={problem !== null}
              aria-describedby={problem ? 'insight-range-problem' : undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label className={styles.field}>
            {t('admin.insight.to')}
            <input
              className={styles.day}
              type="date"
              value={to}
              aria-invalid={problem !== null}
              aria-describedby={problem ? 'insight-range-problem' : undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          <Button type="submit" size="sm">
            {t('admin.insight.apply')}
          </Button>
        </>
      ) : (
        <span className={`${shared.muted} ${shared.numeric}`}>{t('admin.insight.days', { from: range.from, to: range.to })}</span>
      )}
      <div className={styles.field}>
        <span id="insight-grain">{t('admin.insight.grain')}</span>
        <div className={styles.grainToggle} role="group" aria-labelledby="insight-grain">
          {INSIGHT_GRAINS.map((grain) => (
            <button
              key={grain}
              type="button"
              className={styles.grainButton}
              aria-pressed={range.grain === grain}
              onClick={() => onRangeChange({ ...range, grain })}
            >
              {t(`admin.insight.grains.${grain}`)}
            </button>
          ))}
        </div>
      </div>
      {problem ? (
        <p id="insight-range-problem" className={styles.rangeError} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function Figures({ dashboard, animate }: { dashboard: Dashboard; animate: boolean }) {
  const { t } = useTranslation();
  const { totals } = dashboard;
  const hasMoney = totals.orders > 0 || totals.refunds > 0;
  return (
    <>
      <dl className={styles.cards}>
        {(
          [
            ['sales', fenText(t, totals.sales)],
            ['refunds', fenText(t, totals.refunds)],
            ['net', fenText(t, totals.net)],
            ['orders', String(totals.orders)],
            ['payingFamilies', String(totals.payingFamilies)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className={styles.card}>
            <dt className={styles.cardLabel}>{t(`admin.insight.totals.${key}`)}</dt>
            <dd className={`${styles.cardValue} ${shared.numeric}`} data-testid={`insight-total-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.sections}>
        <Section id="money" title={t('admin.insight.money.title')}>
          {hasMoney ? <Money periods={dashboard.periods} grain={dashboard.grain} animate={animate} /> : <NoOrders />}
        </Section>
        <Section id="families" title={t('admin.insight.families.title')}>
          {hasMoney ? <Families periods={dashboard.periods} grain={dashboard.grain} animate={animate} /> : <NoOrders />}
        </Section>
        <Section id="channels" title={t('admin.insight.channels.title')} wide>
          <Channels rows={dashboard.channels} animate={animate} />
        </Section>
        <Section id="courses" title={t('admin.insight.courses.title')}>
          {dashboard.courses.length > 0 ? <Courses rows={dashboard.courses} animate={animate} /> : <NoOrders />}
        </Section>
        <Section id="completion" title={t('admin.insight.completion.title')} wide>
          {dashboard.completion.length > 0 ? (
            <Completion rows={dashboard.completion} animate={animate} />
          ) : (
            <p className={styles.state}>{t('admin.insight.completion.empty')}</p>
          )}
        </Section>
      </div>
    </>
  );
}

function Section({ id, title, wide, children }: { id: string; title: string; wide?: true; children: ReactNode }) {
  return (
    <section className={wide ? styles.wideSection : styles.section} aria-labelledby={`insight-${id}`}>
      <h2 id={`insight-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function NoOrders() {
  const { t } = useTranslation();
  return <p className={styles.state}>{t('admin.insight.noOrders')}</p>;
}

const AXIS = (color: (token: string) => string) => ({
  axisLine: { lineStyle: { color: color(vars.color.neutral[300]) } },
  axisLabel: { color: color(vars.color.neutral[600]) },
  splitLine: { lineStyle: { color: color(vars.color.neutral[100]) } },
});

const LEGEND = (color: (token: string) => string) => ({ top: 0, textStyle: { color: color(vars.color.neutral[700]) } });
const GRID = { left: 8, right: 8, top: 36, bottom: 8, containLabel: true };

function periodLabel(t: Translate, grain: InsightGrain, start: string) {
  return grain === 'week' ? t('admin.insight.weekOf', { day: start }) : start;
}

/** One column of a figure's table: its heading and what a row shows; numbers align right. */
interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's heading (a day, a channel, a course) rather than a number. */
  rowHeader?: true;
  className?: (row: Row) => string;
}

/** The numbers behind a chart, in a table below it: what a screen reader reads instead of the picture. */
function FigureTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  testId,
  rowTestId,
}: {
  rows: readonly Row[];
  columns: readonly FigureColumn<Row>[];
  rowKey: (row: Row) => string | number;
  caption?: string;
  testId?: string;
  rowTestId?: (row: Row) => string;
}) {
  return (
    <div className={styles.scroll}>
      <table className={shared.table} data-testid={testId}>
        {caption ? <caption className={shared.muted}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={shared.numeric}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={`${styles.number} ${shared.numeric} ${column.className?.(row) ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Money({ periods, grain, animate }: { periods: InsightPeriod[]; grain: InsightGrain; animate: boolean }) {
  const { t } = useTranslation();
  const option = useCallback(
    (color: (token: string) => string): InsightChartOption => ({
      tooltip: { trigger: 'axis' },
      legend: LEGEND(color),
      grid: GRID,
      xAxis: { type: 'category', data: periods.map((row) => row.start.slice(5)), ...AXIS(color) },
      yAxis: { type: 'value', ...AXIS(color) },
      series: [
        {
          type: 'bar',
          name: t('admin.insight.money.sales'),
          data: periods.map((row) => row.sales / 100),
          color: color(vars.color.brand[500]),
        },
        {
          type: 'bar',
          name: t('admin.insight.money.refunds'),
          data: periods.map((row) => row.refunds / 100),
          color: color(vars.color.accent[500]),
        },
        {
          type: 'line',
          name: t('admin.insight.money.net'),
          data: periods.map((row) => row.net / 100),
          color: color(vars.color.success[500]),
        },
      ],
    }),
    [periods, t],
  );
  return (
    <>
      <InsightChart label={t('admin.insight.money.chart')} option={option} animate={animate} testId="insight-money-chart" />
      <FigureTable
        rows={periods}
        rowKey={(row) => row.start}
        caption={t('admin.insight.money.caption')}
        testId="insight-money-table"
        rowTestId={(row) => `insight-period-${row.start}`}
        columns={[
          { header: t(`admin.insight.grains.${grain}`), cell: (row) => periodLabel(t, grain, row.start), rowHeader: true },
          { header: t('admin.insight.money.sales'), cell: (row) => fenText(t, row.sales) },
          { header: t('admin.insight.money.refunds'), cell: (row) => fenText(t, row.refunds) },
          {
            header: t('admin.insight.money.net'),
            cell: (row) => fenText(t, row.net),
            className: (row) => (row.net < 0 ? styles.negative : ''),
          },
          { header: t('admin.insight.money.orders'), cell: (row) => row.orders },
        ]}
      />
    </>
  );
}

function Families({ periods, grain, animate }: { periods: InsightPeriod[]; grain: InsightGrain; animate: boolean }) {
  const { t } = useTranslation();
  const option = useCallback(
    (color: (token: string) => string): InsightChartOption => ({
      tooltip: { trigger: 'axis' },
      grid: { ...GRID, top: 16 },
      xAxis: { type: 'category', data: periods.map((row) => row.start.slice(5)), ...AXIS(color) },
      yAxis: { type: 'value', minInterval: 1, ...AXIS(color) },
      series: [
        {
          type: 'bar',
          name: t('admin.insight.families.count'),
          data: periods.map((row) => row.payingFamilies),
          color: color(vars.color.brand[400]),
        },
      ],
    }),
    [periods, t],
  );
  return (
    <>
      <InsightChart label={t('admin.insight.families.chart')} option={option} animate={animate} />
      <FigureTable
        rows={periods}
        rowKey={(row) => row.start}
        columns={[
          { header: t(`admin.insight.grains.${grain}`), cell: (row) => periodLabel(t, grain, row.start), rowHeader: true },
          { header: t('admin.insight.families.count'), cell: (row) => row.payingFamilies },
        ]}
      />
    </>
  );
}

function Channels({ rows, animate }: { rows: InsightChannelRow[]; animate: boolean }) {
  const { t } = useTranslation();
  const option = useCallback(
    (color: (token: string) => string): InsightChartOption => ({
      tooltip: { trigger: 'axis' },
      legend: LEGEND(color),
      grid: GRID,
      xAxis: { type: 'category', data: rows.map((row) => t(`admin.insight.channelNames.${row.channel}`)), ...AXIS(color) },
      yAxis: { type: 'value', minInterval: 1, ...AXIS(color) },
      series: [
        {
          type: 'bar',
          name: t('admin.insight.channels.visits'),
          data: rows.map((row) => row.visits),
          color: color(vars.color.brand[200]),
        },
        {
          type: 'bar',
          name: t('admin.insight.channels.signups'),
          data: rows.map((row) => row.signups),
          color: color(vars.color.brand[500]),
        },
        {
          type: 'bar',
          name: t('admin.insight.channels.firstOrders'),
          data: rows.map((row) => row.firstOrders),
          color: color(vars.color.accent[500]),
        },
      ],
    }),
    [rows, t],
  );
  return (
    <>
      <InsightChart label={t('admin.insight.channels.chart')} option={option} animate={animate} />
      <FigureTable
        rows={rows}
        rowKey={(row) => row.channel}
        columns={[
          {
            header: t('admin.insight.channels.channel'),
            cell: (row) => t(`admin.insight.channelNames.${row.channel}`),
            rowHeader: true,
          },
          { header: t('admin.insight.channels.visits'), cell: (row) => row.visits },
          { header: t('admin.insight.channels.signups'), cell: (row) => row.signups },
          { header: t('admin.insight.channels.signupRate'), cell: (row) => percentText(shareOf(row.signups, row.visits)) },
          { header: t('admin.insight.channels.firstOrders'), cell: (row) => row.firstOrders },
          { header: t('admin.insight.channels.orderRate'), cell: (row) => percentText(shareOf(row.firstOrders, row.signups)) },
        ]}
      />
    </>
  );
}

/** Horizontal bars for named rows, the longest title on top. */
function namedBars(
  color: (token: string) => string,
  names: string[],
  values: number[],
  name: string,
  tone: string,
  percent = false,
): InsightChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { ...GRID, top: 8 },
    xAxis: { type: 'value', ...(percent ? { max: 100 } : {}), ...AXIS(color) },
    yAxis: {
      type: 'category',
      inverse: true,
      data: names,
      ...AXIS(color),
      axisLabel: { color: color(vars.color.neutral[700]), width: 140, overflow: 'truncate' },
    },
    series: [{ type: 'bar', name, data: values, color: color(tone) }],
  };
}

function Courses({ rows, animate }: { rows: InsightCourseRow[]; animate: boolean }) {
  const { t } = useTranslation();
  const option = useCallback(
    (color: (token: string) => string) =>
      namedBars(
        color,
        rows.map((row) => row.title),
        rows.map((row) => row.amount / 100),
        t('admin.insight.courses.amount'),
        vars.color.brand[500],
      ),
    [rows, t],
  );
  return (
    <>
      <InsightChart label={t('admin.insight.courses.chart')} option={option} animate={animate} />
      <FigureTable
        rows={rows}
        rowKey={(row) => row.courseId}
        columns={[
          { header: t('admin.insight.courses.course'), cell: (row) => row.title, rowHeader: true },
          { header: t('admin.insight.courses.count'), cell: (row) => row.count },
          { header: t('admin.insight.courses.amount'), cell: (row) => fenText(t, row.amount) },
        ]}
      />
    </>
  );
}

function Completion({ rows, animate }: { rows: InsightCompletionRow[]; animate: boolean }) {
  const { t } = useTranslation();
  const option = useCallback(
    (color: (token: string) => string) =>
      namedBars(
        color,
        rows.map((row) => row.title),
        rows.map((row) => Math.round(row.lessonCompletion * 1000) / 10),
        t('admin.insight.completion.lessonCompletion'),
        vars.color.success[500],
        true,
      ),
    [rows, t],
  );
  return (
    <>
      <InsightChart label={t('admin.insight.completion.chart')} option={option} animate={animate} />
      <FigureTable
        rows={rows}
        rowKey={(row) => row.courseId}
        columns={[
          { header: t('admin.insight.courses.course'), cell: (row) => row.title, rowHeader: true },
          { header: t('admin.insight.completion.enrolled'), cell: (row) => row.enrolled },
          { header: t('admin.insight.completion.lessons'), cell: (row) => row.lessons },
          { header: t('admin.insight.completion.lessonCompletion'), cell: (row) => percentText(row.lessonCompletion) },
          {
            header: t('admin.insight.completion.finished'),
            cell: (row) =>
              t('admin.insight.completion.finishedOf', {
                count: row.finishedStudents,
                share: percentText(shareOf(row.finishedStudents, row.enrolled)),
              }),
          },
        ]}
      />
    </>
  );
}
