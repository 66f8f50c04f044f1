import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { admin } from '@contract/api/calls';
import type { InsightGrain } from '@contract/vocabulary/insight';
import { consoleApi } from './consoleApi';

/** The owner's dashboard over a range of Shanghai days; the last figures stay on screen while the next load. */
export function useInsightDashboard(range: { from: string; to: string; grain: InsightGrain }) {
  return useQuery({
    queryKey: ['console', 'insight', range.from, range.to, range.grain] as const,
    queryFn: () => consoleApi.call(admin.insight.insightDashboard, range, { handleError: true }),
    // The range picker and the last figures stay on screen while another range's figures load.
    placeholderData: keepPreviousData,
  });
}
