import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { FamilyFilter } from '@contract/api/schemas/admin/families';
import type { FamilyState } from '@contract/vocabulary/families';
import { Link } from '@/components/Link';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import {
  ConsoleTable,
  ListSearchForm,
  PagedList,
  type PagedListState,
  useConsoleTable,
  type ConsoleTableFeatures,
} from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';
import { nowrap } from '../OrderTable/OrderTable.css';

export interface FamilyTableRow {
  familyId: string;
  /** Masked in the list (138****8000). */
  phone: string;
  name: string;
  grade: string | null;
  registeredAt: string;
  lastSignInAt: string | null;
  state: FamilyState;
  paidOrders: number;
}

/** What the list shows under its search: the first load, a failed load, or the rows of the page asked for. */
export type FamilyTableList = PagedListState<FamilyTableRow>;

export interface FamilyTableProps {
  list: FamilyTableList;
  pageSize: number;
  filter: FamilyFilter;
  onFilterChange: (filter: FamilyFilter) => void;
  detailPath: (familyId: string) => string;
}

export const FAMILY_STATE_TONE: Record<FamilyState, TagTone> = { normal: 'success', locked: 'error' };

type KeyedRow = FamilyTableRow & { id: string };

const column = createColumnHelper<ConsoleTableFeatures, KeyedRow>();

/** The console's family list: the search above, one row per family, newest sign-up first. */
export function FamilyTable({ list, pageSize, filter, onFilterChange, detailPath }: FamilyTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'family',
          header: () => t('admin.families.columns.family'),
          cell: ({ row: { original: row } }) => (
            <span className={styles.courseTitle}>
              <Link to={detailPath(row.familyId)} className={shared.numeric}>
                {row.phone}
              </Link>
              {row.name ? <span className={styles.code}>{row.name}</span> : null}
            </span>
          ),
          meta: { cellClassName: nowrap },
        }),
        column.accessor('grade', {
          header: () => t('admin.families.columns.grade'),
          cell: ({ getValue }) => getValue() ?? <span className={shared.muted}>{t('admin.families.noGrade')}</span>,
          meta: { cellClassName: nowrap },
        }),
        column.accessor('registeredAt', {
          header: () => t('admin.families.columns.registered'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: `${shared.numeric} ${nowrap}` },
        }),
        column.accessor('lastSignInAt', {
          header: () => t('admin.families.columns.lastSignIn'),
          cell: ({ getValue }) => {
            const at = getValue();
            return at ? formatDateTime(at) : <span className={shared.muted}>{t('admin.families.never')}</span>;
          },
          meta: { cellClassName: `${shared.numeric} ${nowrap}` },
        }),
        column.accessor('state', {
          header: () => t('admin.families.columns.state'),
          cell: ({ getValue }) => (
            <Tag size="sm" tone={FAMILY_STATE_TONE[getValue()]}>
              {t(`admin.families.states.${getValue()}`)}
            </Tag>
          ),
          meta: { cellClassName: nowrap },
        }),
        column.accessor('paidOrders', {
          header: () => t('admin.families.columns.paidOrders'),
          cell: ({ getValue }) => getValue(),
          meta: { cellClassName: shared.numeric },
        }),
        column.display({
          id: 'actions',
          header: () => t('admin.families.columns.actions'),
          cell: ({ row: { original: row } }) => (
            <Link
              to={detailPath(row.familyId)}
              className={shared.linkButton}
              aria-label={`${t('admin.families.view')} ${row.phone}`}
            >
              {t('admin.families.view')}
            </Link>
          ),
        }),
      ]),
    [t, detailPath],
  );
  const rows = useMemo(() => (list.state === 'ready' ? list.rows.map((row) => ({ ...row, id: row.familyId })) : []), [list]);
  const table = useConsoleTable(columns, rows);
  const searched = filter.q !== '';

  return (
    <div>
      <ListSearchForm
        label={t('admin.families.search')}
        initial={filter.q}
        onSearch={(q) => onFilterChange({ q, page: 1 })}
        searchLabel={t('admin.families.searchButton')}
        clearLabel={t('admin.families.clear')}
        filtered={searched}
        onClear={() => onFilterChange({ q: '', page: 1 })}
      >
        {null}
      </ListSearchForm>
      <PagedList
        list={list}
        page={filter.page}
        pageSize={pageSize}
        onPageChange={(page) => onFilterChange({ ...filter, page })}
        failed={t('admin.families.loadFailed')}
        empty={searched ? t('admin.families.empty') : t('admin.families.emptyAll')}
        count={(count) => t('admin.families.count', { count })}
      >
        {() => <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `family-${row.familyId}` })} />}
      </PagedList>
    </div>
  );
}
