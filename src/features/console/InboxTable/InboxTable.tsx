import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { InboxFilter } from '@contract/api/schemas/admin/inbox';
import { INBOX_KINDS, INBOX_STATES, type InboxKind, type InboxState } from '@contract/vocabulary/serviceInbox';
import { Link } from '@/components/Link';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import {
  ConsoleTable,
  PagedList,
  type PagedListState,
  FilterSelect,
  ListSearchForm,
  useConsoleTable,
  type ConsoleTableFeatures,
} from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';
import { nowrap } from '../OrderTable/OrderTable.css';
import * as own from './InboxTable.css';

export interface InboxTableRow {
  kind: InboxKind;
  id: number;
  state: InboxState;
  topic: string;
  summary: string;
  senderName: string;
  /** Masked in the list (138****8000); '' when none was left. */
  senderPhone: string;
  assignee: { id: number; name: string } | null;
  createdAt: string;
}

/** What the list shows: the first load, a failed load, or the page asked for with the counts per state. */
export type InboxTableList = PagedListState<InboxTableRow>;

export interface InboxTableProps {
  list: InboxTableList;
  /** Items per state under the other filters; null until the first page came. */
  counts: Readonly<Record<InboxState, number>> | null;
  pageSize: number;
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  /** Staff an item may be given to, for the assignee filter. */
  staff: readonly { id: number; name: string }[];
  detailPath: (kind: InboxKind, id: number) => string;
}

export const INBOX_STATE_TONE: Record<InboxState, TagTone> = {
  new: 'error',
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};

const NO_FILTER: InboxFilter = { q: '', kind: '', state: '', assignee: '', page: 1 };

/** A row keyed by kind and id: a feedback and a message may share an id. */
type KeyedRow = Omit<InboxTableRow, 'id'> & { id: string; itemId: number };

const column = createColumnHelper<ConsoleTableFeatures, KeyedRow>();

/**
 * The console's service inbox: the states with their counts, search and filters above, one row per item of
 * any kind, newest first.
 */
export function InboxTable({ list, counts, pageSize, filter, onFilterChange, staff, detailPath }: InboxTableProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<InboxFilter>) => onFilterChange({ ...filter, page: 1, ...patch });
  const filtered = filter.q !== '' || filter.kind !== '' || filter.state !== '' || filter.assignee !== '';
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('kind', {
          header: () => t('admin.inbox.columns.kind'),
          cell: ({ row: { original: row } }) => (
            <span className={styles.courseTitle}>
              <span>{t(`admin.inbox.kinds.${row.kind}`)}</span>
              {row.topic ? <span className={styles.code}>{row.topic}</span> : null}
            </span>
          ),
          meta: { cellClassName: nowrap },
        }),
        column.accessor('summary', {
          header: () => t('admin.inbox.columns.summary'),
          cell: ({ row: { original: row } }) => (
            <Link to={detailPath(row.kind, row.itemId)} className={own.summary}>
              {row.summary}
            </Link>
          ),
        }),
        column.display({
          id: 'sender',
          header: () => t('admin.inbox.columns.sender'),
          cell: ({ row: { original: row } }) => (
            <span className={styles.courseTitle}>
              <span>{row.senderName || t('admin.inbox.anonymous')}</span>
              {row.senderPhone ? <span className={`${styles.code} ${shared.numeric}`}>{row.senderPhone}</span> : null}
            </span>
          ),
          meta: { cellClassName: nowrap },
        }),
        column.accessor('state', {
          header: () => t('admin.inbox.columns.state'),
          cell: ({ getValue }) => (
            <Tag size="sm" tone={INBOX_STATE_TONE[getValue()]}>
              {t(`admin.inbox.states.${getValue()}`)}
            </Tag>
          ),
          meta: { cellClassName: nowrap },
        }),
        column.accessor('assignee', {
          header: () => t('admin.inbox.columns.assignee'),
          cell: ({ getValue }) => getValue()?.name ?? <span className={shared.muted}>{t('admin.inbox.nobody')}</span>,
          meta: { cellClassName: nowrap },
        }),
        column.accessor('createdAt', {
          header: () => t('admin.inbox.columns.created'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: `${shared.numeric} ${nowrap}` },
        }),
        column.display({
          id: 'actions',
          header: () => t('admin.inbox.columns.actions'),
          cell: ({ row: { original: row } }) => (
            <Link
              to={detailPath(row.kind, row.itemId)}
              className={shared.linkButton}
              aria-label={`${t('admin.inbox.view')} ${t(`admin.inbox.kinds.${row.kind}`)} #${row.itemId}`}
            >
              {t('admin.inbox.view')}
            </Link>
          ),
        }),
      ]),
    [t, detailPath],
  );
  const rows = useMemo(
    () => (list.state === 'ready' ? list.rows.map((row) => ({ ...row, id: `${row.kind}-${row.id}`, itemId: row.id })) : []),
    [list],
  );
  const table = useConsoleTable(columns, rows);
  const total = counts ? INBOX_STATES.reduce((sum, state) => sum + counts[state], 0) : null;

  return (
    <div>
      <ul className={own.states} aria-label={t('admin.inbox.stateTabs')}>
        {(['', ...INBOX_STATES] as const).map((state) => (
          <li key={state || 'all'}>
            <button type="button" className={own.state} aria-pressed={filter.state === state} onClick={() => change({ state })}>
              {state === ''
                ? t('admin.inbox.allStates', { count: total ?? '…' })
                : t('admin.inbox.stateCount', { state: t(`admin.inbox.states.${state}`), count: counts?.[state] ?? '…' })}
            </button>
          </li>
        ))}
      </ul>
      <ListSearchForm
        label={t('admin.inbox.search')}
        initial={filter.q}
        onSearch={(q) => change({ q })}
        searchLabel={t('admin.inbox.searchButton')}
        clearLabel={t('admin.inbox.clear')}
        filtered={filtered}
        onClear={() => onFilterChange(NO_FILTER)}
      >
        <FilterSelect
          label={t('admin.inbox.filters.kind')}
          value={filter.kind}
          any={t('admin.inbox.anyKind')}
          choices={INBOX_KINDS.map((kind) => ({ value: kind, label: t(`admin.inbox.kinds.${kind}`) }))}
          onPick={(value) => change({ kind: value as InboxKind | '' })}
        />
        <FilterSelect
          label={t('admin.inbox.filters.assignee')}
          value={filter.assignee}
          any={t('admin.inbox.anyAssignee')}
          choices={[
            { value: 'mine', label: t('admin.inbox.mine') },
            { value: 'none', label: t('admin.inbox.unassigned') },
            ...staff.map((member) => ({ value: String(member.id), label: member.name })),
          ]}
          onPick={(assignee) => change({ assignee })}
        />
      </ListSearchForm>
      <PagedList
        list={list}
        page={filter.page}
        pageSize={pageSize}
        onPageChange={(page) => onFilterChange({ ...filter, page })}
        failed={t('admin.inbox.loadFailed')}
        empty={filtered ? t('admin.inbox.empty') : t('admin.inbox.emptyAll')}
        count={(count) => t('admin.inbox.count', { count })}
      >
        {() => <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `inbox-${row.id}` })} />}
      </PagedList>
    </div>
  );
}
