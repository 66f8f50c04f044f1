import type { ReactElement } from 'react';
import { Link } from '@/components/Link';
import { LoadError } from '@/components/LoadError';
import { useTranslation } from '@/i18n/react';
import * as consoleStyles from '../consoleStyles.css';

/** A load as a query gives it: whether it is waiting, failed or fetching again, its error, and a retry. */
interface Load {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

export interface RecordGateInput {
  /**
   * The address names no record, a new one for a member who may not write, or one the server says does not
   * exist.
   */
  unreachable: boolean;
  /** The record's own load; absent for a new record. */
  record?: Load | undefined;
  /** What else the form needs: the options of its selects. */
  needs?: readonly Load[];
  notFound: string;
  backTo: string;
  backLabel: string;
}

function RecordMissing({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <section className={consoleStyles.panel}>
      <p className={consoleStyles.centered}>{message}</p>
      <Link to={backTo}>{backLabel}</Link>
    </section>
  );
}

function RecordLoading() {
  const { t } = useTranslation();
  return <p className={consoleStyles.centered}>{t('admin.loading')}</p>;
}

/**
 * What a console record page shows instead of its form until it can show the form: that there is no such
 * record (with the way back to the list), the loading, or a failed load with a retry. Null once all has loaded.
 */
export function recordGate({
  unreachable,
  record,
  needs = [],
  notFound,
  backTo,
  backLabel,
}: RecordGateInput): ReactElement | null {
  if (unreachable) return <RecordMissing message={notFound} backTo={backTo} backLabel={backLabel} />;
  const loads = record ? [record, ...needs] : needs;
  if (loads.some((load) => load.isPending)) return <RecordLoading />;
  const failed = loads.filter((load) => load.isError);
  if (failed.length > 0)
    return (
      <LoadError
        message={failed[0]!.error?.message}
        onRetry={() => void Promise.all(failed.map((load) => load.refetch()))}
        retrying={loads.some((load) => load.isFetching)}
      />
    );
  return null;
}
