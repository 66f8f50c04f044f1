import { useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { TenderFields } from '@contract/api/schemas/admin/pages';
import { Link } from '@/components/Link';
import { Pagination } from '@/components/Pagination';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';

export interface TenderTableRow {
  id: number;
  code: string;
  title: string;
  status: TenderFields['status'];
  isPublished: boolean;
  publishedAt: string;
  deadline: string | null;
  updatedAt: string;
}

export interface TenderTableFilter {
  q: string;
  page: number;
}

export interface TenderTableProps {
  rows: readonly TenderTableRow[];
  total: number;
  pageSize: number;
  filter: TenderTableFilter;
  onFilterChange: (filter: TenderTableFilter) => void;
  editPath: (tenderId: number) => string;
}

/** The bidding state of a notice, in the site's own tones. */
export const TENDER_STATUS_TONE = { open: 'success', closed: 'neutral', awarded: 'brand' } as const;

/** Whether families see a notice. */
export function TenderVisibility({ isPublished }: { isPublished: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag size="sm" tone={isPublished ? 'success' : 'neutral'}>
      {t(isPublished ? 'admin.site.tenders.visibility.published' : 'admin.site.tenders.visibility.hidden')}
    </Tag>
  );
}

const column = createColumnHelper<ConsoleTableFeatures, TenderTableRow>();

/** Tender announcements: search above, one row per notice with its number, state, visibility and dates. */
export function TenderTable({ rows, total, pageSize, filter, onFilterChange, editPath }: TenderTableProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filter.q);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('code', { header: () => t('admin.site.tenders.columns.code'), meta: { cellClassName: shared.numeric } }),
        column.accessor('title', {
          header: () => t('admin.site.tenders.columns.title'),
          cell: ({ row: { original: row } }) => <Link to={editPath(row.id)}>{row.title}</Link>,
        }),
        column.accessor('status', {
          header: () => t('admin.site.tenders.columns.status'),
          cell: ({ getValue }) => (
            <Tag size="sm" tone={TENDER_STATUS_TONE[getValue()]}>
              {t(`site.tender.status.${getValue()}`)}
            </Tag>
          ),
        }),
        column.accessor('isPublished', {
          header: () => t('admin.site.tenders.columns.visibility'),
          cell: ({ getValue }) => <TenderVisibility isPublished={getValue()} />,
        }),
        column.accessor('deadline', {
          header: () => t('admin.site.tenders.columns.deadline'),
          cell: ({ getValue }) => {
            const deadline = getValue();
            return deadline ? formatDateTime(deadline) : '—';
          },
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('publishedAt', {
          header: () => t('admin.site.tenders.columns.publishedAt'),
          cell: ({ row: { original: row } }) => (row.isPublished ? formatDateTime(row.publishedAt) : '—'),
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('updatedAt', {
          header: () => t('admin.site.tenders.columns.updatedAt'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: shared.numeric },
        }),
      ]),
    [t, editPath],
  );
  const table = useConsoleTable(columns, rows);

  function search(event: FormEvent) {
    event.preventDefault();
    onFilterChange({ q: q.trim(), page: 1 });
  }

  return (
    <div>
      <form className={styles.filters} onSubmit={search} role="search">
        <label className={styles.filter}>
          {t('admin.site.tenders.search')}
          <input
            className={styles.search}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={40}
          />
        </label>
        <button type="submit" className={shared.linkButton}>
          {t('admin.news.searchButton')}
        </button>
        {filter.q ? (
          <button
            type="button"
            className={shared.linkButton}
            onClick={() => {
              setQ('');
              onFilterChange({ q: '', page: 1 });
            }}
          >
            {t('admin.courses.clear')}
          </button>
        ) : null}
      </form>
      {rows.length === 0 ? (
        <p className={shared.centered}>{filter.q ? t('admin.site.tenders.empty') : t('admin.site.tenders.emptyAll')}</p>
      ) : (
        <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `tender-${row.id}` })} />
      )}
      <div className={styles.footer}>
        <span className={shared.muted}>{t('admin.site.tenders.count', { count: total })}</span>
        <Pagination
          page={filter.page}
          pageSize={pageSize}
          total={total}
          onPageChange={(page) => onFilterChange({ ...filter, page })}
          hideOnSinglePage
        />
      </div>
    </div>
  );
}
