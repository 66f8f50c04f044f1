import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin } from '@contract/api/calls';
import type { PaymentProviderName } from '@contract/vocabulary/orders';
import { consoleApi } from './consoleApi';

export const RECONCILIATION_PAGE_SIZE = 20;

const keys = {
  runs: (page: number) => ['console', 'reconciliation', 'runs', page] as const,
  run: (runId: number) => ['console', 'reconciliation', 'run', runId] as const,
};

export function useReconciliationRuns(page: number) {
  return useQuery({
    queryKey: keys.runs(page),
    queryFn: () =>
      consoleApi.call(admin.reconciliation.reconciliationList, { page, size: RECONCILIATION_PAGE_SIZE }, { handleError: true }),
    // The list stays on screen with the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useReconciliationRun(runId: number | null) {
  return useQuery({
    queryKey: keys.run(runId ?? 0),
    queryFn: () => consoleApi.call(admin.reconciliation.reconciliationDetail, { runId: runId! }, { handleError: true }),
    enabled: runId !== null,
  });
}

/** Running a day again or noting a difference: the run, the list and the audit log are read again. */
function useReconciliationStep<Input, Output extends { run: { id: number } }>(step: (input: Input) => Promise<Output>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (result) => queries.setQueryData(keys.run(result.run.id), result),
    onSettled: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'reconciliation', 'runs'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]),
  });
}

export function useRunReconciliation() {
  return useReconciliationStep((input: { provider: PaymentProviderName; day: string }) =>
    consoleApi.call(admin.reconciliation.reconciliationRun, input, { handleError: true }),
  );
}

export function useHandleDifference() {
  return useReconciliationStep((input: { lineId: number; note: string }) =>
    consoleApi.call(admin.reconciliation.reconciliationHandle, input, { handleError: true }),
  );
}

/** Yesterday in Beijing, the day the daily job reconciles. */
export function yesterdayInBeijing(now = new Date()): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000 - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
