import type { ReactNode } from 'react';
import { LoadError } from '@/components/LoadError';
import { Pagination } from '@/components/Pagination';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';

/** What a console list shows: the first load, a failed load, or the rows of the page asked for. */
export type PagedListState<Row> =
  | { state: 'loading' }
  | { state: 'error'; message?: string | undefined; onRetry: () => void; retrying: boolean }
  | { state: 'ready'; rows: readonly Row[]; total: number };

export interface PagedListProps<Row> {
  list: PagedListState<Row>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Said when a failed load brings no message of its own. */
  failed: string;
  /** Said when the page has no rows. */
  empty: string;
  /** The count under the rows ("共 26 位导师"). */
  count: (total: number) => string;
  /** The rows of a page that has some. */
  children: (rows: readonly Row[]) => ReactNode;
}

/** A console list's states under its filters, and its count and pages below it. */
export function PagedList<Row>({ list, page, pageSize, onPageChange, failed, empty, count, children }: PagedListProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      {list.state === 'loading' ? (
        <p className={shared.centered} aria-busy>
          {t('admin.loading')}
        </p>
      ) : list.state === 'error' ? (
        <LoadError message={list.message ?? failed} onRetry={list.onRetry} retrying={list.retrying} />
      ) : list.rows.length === 0 ? (
        <p className={shared.centered}>{empty}</p>
      ) : (
        children(list.rows)
      )}
      {list.state === 'ready' ? (
        <div className={styles.footer}>
          <span className={shared.muted}>{count(list.total)}</span>
          <Pagination page={page} pageSize={pageSize} total={list.total} onPageChange={onPageChange} hideOnSinglePage />
        </div>
      ) : null}
    </>
  );
}
