import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { SITE_PAGE_PLACES } from '@contract/api/schemas/admin/pages';
import type { SitePageSlug } from '@contract/api/schemas/web/site';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';

export interface SitePageTableRow {
  slug: SitePageSlug;
  title: string;
  hasDraft: boolean;
  publishedAt: string;
  updatedAt: string;
}

export interface SitePageTableProps {
  rows: readonly SitePageTableRow[];
  editPath: (slug: SitePageSlug) => string;
}

/** Whether the site shows what the console holds, or changes wait to be published. */
export function SitePageStatus({ hasDraft }: { hasDraft: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag size="sm" tone={hasDraft ? 'warning' : 'success'}>
      {t(hasDraft ? 'admin.site.pages.statuses.draft' : 'admin.site.pages.statuses.published')}
    </Tag>
  );
}

type Row = SitePageTableRow & { id: number };
const column = createColumnHelper<ConsoleTableFeatures, Row>();

/** The site's own pages: title, the address families open, whether changes wait to be published, dates. */
export function SitePageTable({ rows, editPath }: SitePageTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: () => t('admin.site.pages.columns.title'),
          cell: ({ row: { original: row } }) => <Link to={editPath(row.slug)}>{row.title}</Link>,
        }),
        column.accessor('slug', {
          header: () => t('admin.site.pages.columns.address'),
          cell: ({ getValue }) => {
            const path = SITE_PAGE_PLACES[getValue()].path;
            return path ? <code>{path}</code> : <span className={shared.muted}>{t('admin.site.pages.noAddress')}</span>;
          },
        }),
        column.accessor('hasDraft', {
          header: () => t('admin.site.pages.columns.status'),
          cell: ({ getValue }) => <SitePageStatus hasDraft={getValue()} />,
        }),
        column.accessor('publishedAt', {
          header: () => t('admin.site.pages.columns.publishedAt'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('updatedAt', {
          header: () => t('admin.site.pages.columns.updatedAt'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: shared.numeric },
        }),
      ]),
    [t, editPath],
  );
  // The table keys rows by a number: the page's place in the list.
  const numbered = useMemo(() => rows.map((row, index) => ({ ...row, id: index + 1 })), [rows]);
  const table = useConsoleTable(columns, numbered);
  if (rows.length === 0) return <p className={shared.centered}>{t('admin.site.pages.empty')}</p>;
  return <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `site-page-${row.slug}` })} />;
}
