import { useMemo, useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { ARTICLE_STATUSES, type ArticleStatus } from '@contract/vocabulary/articleStatus';
import { Link } from '@/components/Link';
import { Pagination } from '@/components/Pagination';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';

export interface ArticleTableRow {
  id: number;
  title: string;
  categoryName: string;
  status: ArticleStatus;
  isTop: boolean;
  views: number;
  publishedAt: string;
  updatedAt: string;
}

export interface ArticleTableFilter {
  q: string;
  categoryId: number | null;
  status: ArticleStatus | '';
  page: number;
}

export interface ArticleTableProps {
  rows: readonly ArticleTableRow[];
  total: number;
  pageSize: number;
  filter: ArticleTableFilter;
  categories: readonly { id: number; name: string }[];
  onFilterChange: (filter: ArticleTableFilter) => void;
  editPath: (articleId: number) => string;
}

export const ARTICLE_STATUS_TONE = { draft: 'neutral', published: 'success' } as const;

const column = createColumnHelper<ConsoleTableFeatures, ArticleTableRow>();

/** The console's news list: search and filters above, one row per article with its status and dates. */
export function ArticleTable({ rows, total, pageSize, filter, categories, onFilterChange, editPath }: ArticleTableProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filter.q);
  const change = (next: Partial<ArticleTableFilter>) => onFilterChange({ ...filter, ...next, page: 1 });
  const filtered = filter.q !== '' || filter.categoryId !== null || filter.status !== '';
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: () => t('admin.news.columns.title'),
          cell: ({ row: { original: row } }) => (
            <>
              <Link to={editPath(row.id)}>{row.title}</Link>
              {row.isTop ? (
                <span className={styles.badges}>
                  <Tag size="sm" tone="accent">
                    {t('admin.news.pinned')}
                  </Tag>
                </span>
              ) : null}
            </>
          ),
        }),
        column.accessor('categoryName', { header: () => t('admin.news.columns.category') }),
        column.accessor('status', {
          header: () => t('admin.news.columns.status'),
          cell: ({ getValue }) => (
            <Tag size="sm" tone={ARTICLE_STATUS_TONE[getValue()]}>
              {t(`admin.news.statuses.${getValue()}`)}
            </Tag>
          ),
        }),
        column.accessor('views', { header: () => t('admin.news.columns.views'), meta: { cellClassName: shared.numeric } }),
        column.accessor('publishedAt', {
          header: () => t('admin.news.columns.publishedAt'),
          // A draft's publish time is only when it was written: it is set when the article is published.
          cell: ({ row: { original: row } }) => (row.status === 'published' ? formatDateTime(row.publishedAt) : '—'),
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('updatedAt', {
          header: () => t('admin.news.columns.updatedAt'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: shared.numeric },
        }),
      ]),
    [t, editPath],
  );
  const table = useConsoleTable(columns, rows);

  function search(event: FormEvent) {
    event.preventDefault();
    change({ q: q.trim() });
  }

  return (
    <div>
      <form className={styles.filters} onSubmit={search} role="search">
        <label className={styles.filter}>
          {t('admin.news.search')}
          <input
            className={styles.search}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={40}
          />
        </label>
        <label className={styles.filter}>
          {t('admin.news.columns.category')}
          <select
            className={shared.select}
            value={filter.categoryId ?? ''}
            onChange={(event) => change({ categoryId: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{t('admin.news.anyCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          {t('admin.news.columns.status')}
          <select
            className={shared.select}
            value={filter.status}
            onChange={(event) => change({ status: event.target.value as ArticleStatus | '' })}
          >
            <option value="">{t('admin.news.anyStatus')}</option>
            {ARTICLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.news.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={shared.linkButton}>
          {t('admin.news.searchButton')}
        </button>
        {filtered ? (
          <button
            type="button"
            className={shared.linkButton}
            onClick={() => {
              setQ('');
              onFilterChange({ q: '', categoryId: null, status: '', page: 1 });
            }}
          >
            {t('admin.courses.clear')}
          </button>
        ) : null}
      </form>
      {rows.length === 0 ? (
        <p className={shared.centered}>{filtered ? t('admin.news.empty') : t('admin.news.emptyAll')}</p>
      ) : (
        <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `article-${row.id}` })} />
      )}
      <div className={styles.footer}>
        <span className={shared.muted}>{t('admin.news.count', { count: total })}</span>
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
