import { useSearchParams } from 'react-router';
import {
  INSIGHT_GRAINS,
  INSIGHT_PRESETS,
  type InsightPreset,
  insightRangeProblem,
  presetRange,
  shanghaiToday,
} from '@contract/vocabulary/insight';
import { consoleStyles } from '@/features/console';
import { InsightDashboard, type InsightData, type InsightRangeValue } from '@/features/console/InsightDashboard';
import { listSearch, oneOfParam, useInsightDashboard } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** The range from the address: a preset counted from today, or custom days that make a valid range; else 近 7 天. */
function rangeOf(search: URLSearchParams, today: string): InsightRangeValue {
  const grain = oneOfParam(INSIGHT_GRAINS, search.get('grain')) || 'day';
  const preset: InsightPreset = oneOfParam(INSIGHT_PRESETS, search.get('range')) || 'last7';
  if (preset === 'custom') {
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    if (!insightRangeProblem(from, to)) return { preset, from, to, grain };
  }
  const days = presetRange(preset === 'custom' ? 'last7' : preset, today)!;
  return { preset: preset === 'custom' ? 'last7' : preset, ...days, grain };
}

const searchOf = (range: InsightRangeValue) =>
  listSearch([
    ['range', range.preset === 'last7' ? null : range.preset],
    ['from', range.preset === 'custom' ? range.from : null],
    ['to', range.preset === 'custom' ? range.to : null],
    ['grain', range.grain === 'day' ? null : range.grain],
  ]);

/** /admin/insight: the owner's dashboard (insight.read) over a range kept in the address. */
export function InsightPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const today = shanghaiToday();
  const range = rangeOf(search, today);
  const dashboard = useInsightDashboard(range);

  const data: InsightData = dashboard.isPending
    ? { state: 'loading' }
    : dashboard.isError
      ? {
          state: 'error',
          message: dashboard.error.message,
          onRetry: () => void dashboard.refetch(),
          retrying: dashboard.isFetching,
        }
      : { state: 'ready', dashboard: dashboard.data };

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.insight.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.insight.intro')}</p>
        </div>
      </div>
      <InsightDashboard range={range} today={today} onRangeChange={(next) => setSearch(searchOf(next))} data={data} />
    </section>
  );
}
