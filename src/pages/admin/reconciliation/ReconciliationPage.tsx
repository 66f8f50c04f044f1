import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReconciliationLineRow } from '@contract/api/schemas/admin/reconciliation';
import { Button } from '@/components/Button';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/Skeleton';
import {
  consoleStyles,
  HandleDifferenceDialog,
  ReconciliationDifferences,
  ReconciliationRuns,
  RunDayDialog,
  useSiteAction,
} from '@/features/console';
import {
  listSearch,
  orderPath,
  positiveParam,
  RECONCILIATION_PAGE_SIZE,
  useHandleDifference,
  useReconciliationRun,
  useReconciliationRuns,
  useRunReconciliation,
  yesterdayInBeijing,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/**
 * /admin/reconciliation (finance.reconcile): the runs by day and provider, one run's differences linking to
 * their orders, running a day again and marking a difference handled.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = positiveParam(search.get('page')) ?? 1;
  const runId = positiveParam(search.get('run'));
  const runs = useReconciliationRuns(page);
  const run = useReconciliationRun(runId);
  const rerun = useRunReconciliation();
  const handle = useHandleDifference();
  const running = useSiteAction();
  const handling = useSiteAction();
  const [asking, setAsking] = useState(false);
  const [noting, setNoting] = useState<ReconciliationLineRow | null>(null);
  const open = (next: { page?: number; run?: number | null }) =>
    setSearch(
      listSearch([
        ['page', (next.page ?? page) > 1 ? (next.page ?? page) : null],
        ['run', next.run === undefined ? runId : next.run],
      ]),
    );

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.reconciliation.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.reconciliation.intro')}</p>
        </div>
        <Button
          disabled={!runs.data}
          onClick={() => {
            running.clear();
            setAsking(true);
          }}
        >
          {t('admin.reconciliation.run')}
        </Button>
      </div>
      <ReconciliationRuns
        list={
          runs.isPending
            ? { state: 'loading' }
            : runs.isError
              ? { state: 'error', message: runs.error.message, onRetry: () => void runs.refetch(), retrying: runs.isFetching }
              : { state: 'ready', rows: runs.data.list, total: runs.data.total }
        }
        page={page}
        pageSize={RECONCILIATION_PAGE_SIZE}
        onPageChange={(next) => open({ page: next })}
        selectedId={runId}
        onSelect={(picked) => open({ run: picked.id })}
      />
      {runId === null ? (
        runs.data && runs.data.total > 0 ? (
          <p className={consoleStyles.muted}>{t('admin.reconciliation.pick')}</p>
        ) : null
      ) : run.isPending ? (
        <Skeleton shape="text" lines={3} />
      ) : run.isError ? (
        <LoadError
          message={run.error.message || t('admin.reconciliation.detailFailed')}
          onRetry={() => void run.refetch()}
          retrying={run.isFetching}
        />
      ) : (
        <ReconciliationDifferences
          run={run.data.run}
          lines={run.data.lines}
          orderPath={orderPath}
          onHandle={(line) => {
            handling.clear();
            setNoting(line);
          }}
        />
      )}
      {asking && runs.data ? (
        <RunDayDialog
          providers={runs.data.providers}
          initialDay={yesterdayInBeijing()}
          maxDay={runs.data.today}
          saving={running.pending}
          error={running.error}
          onCancel={() => setAsking(false)}
          onSubmit={(input) =>
            void running.run(async () => {
              const result = await rerun.mutateAsync(input);
              setAsking(false);
              open({ run: result.run.id });
            })
          }
        />
      ) : null}
      {noting ? (
        <HandleDifferenceDialog
          saving={handling.pending}
          error={handling.error}
          onCancel={() => setNoting(null)}
          onSubmit={(note) =>
            void handling.run(() => handle.mutateAsync({ lineId: noting.id, note })).then((done) => done && setNoting(null))
          }
        />
      ) : null}
    </section>
  );
}
