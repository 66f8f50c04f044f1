import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { OrderFilter } from '@contract/api/schemas/admin/orders';
import { ORDER_STATUSES, PAY_CHANNELS, type OrderStatus, type PayChannel } from '@contract/vocabulary/orders';
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
import * as own from './OrderTable.css';

export interface OrderTableRow {
  orderNo: string;
  status: OrderStatus;
  courses: readonly string[];
  /** Masked in the list (138****8000). */
  buyerPhone: string;
  buyerName: string;
  amount: number;
  paid: number;
  payChannel: PayChannel | null;
  createdAt: string;
  paidAt: string | null;
}

/** What the list shows under its filters: the first load, a failed load, or the rows of the page asked for. */
export type OrderTableList = PagedListState<OrderTableRow>;

export interface OrderTableProps {
  list: OrderTableList;
  pageSize: number;
  filter: OrderFilter;
  onFilterChange: (filter: OrderFilter) => void;
  detailPath: (orderNo: string) => string;
}

export const ORDER_STATUS_TONE: Record<OrderStatus, TagTone> = {
  unpaid: 'warning',
  paid: 'success',
  cancelled: 'neutral',
  refunded: 'accent',
};

/** An amount in yuan as the console writes money: two decimals. */
export const yuanText = (amount: number) => amount.toFixed(2);

const NO_FILTER: OrderFilter = { q: '', status: '', channel: '', from: '', to: '', page: 1 };

/** A row keyed by its order number. */
type KeyedRow = OrderTableRow & { id: string };

const column = createColumnHelper<ConsoleTableFeatures, KeyedRow>();

/** The console's order list: search and filters above, one row per order, newest first. */
export function OrderTable({ list, pageSize, filter, onFilterChange, detailPath }: OrderTableProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<OrderFilter>) => onFilterChange({ ...filter, page: 1, ...patch });
  const filtered = filter.q !== '' || filter.status !== '' || filter.channel !== '' || filter.from !== '' || filter.to !== '';
  const columns = useMemo(() => {
    const money = (amount: number) => t('admin.orders.yuan', { amount: yuanText(amount) });
    return column.columns([
      column.accessor('orderNo', {
        header: () => t('admin.orders.columns.orderNo'),
        cell: ({ getValue }) => (
          <Link to={detailPath(getValue())} className={shared.numeric}>
            {getValue()}
          </Link>
        ),
        meta: { cellClassName: own.nowrap },
      }),
      column.display({
        id: 'courses',
        header: () => t('admin.orders.columns.courses'),
        cell: ({ row: { original: row } }) => (
          <span className={own.courses}>
            {row.courses[0] ?? ''}
            {row.courses.length > 1 ? (
              <span className={shared.muted}> {t('admin.orders.moreCourses', { count: row.courses.length })}</span>
            ) : null}
          </span>
        ),
      }),
      column.display({
        id: 'buyer',
        header: () => t('admin.orders.columns.buyer'),
        cell: ({ row: { original: row } }) => (
          <span className={styles.courseTitle}>
            <span className={shared.numeric}>{row.buyerPhone}</span>
            {row.buyerName ? <span className={styles.code}>{row.buyerName}</span> : null}
          </span>
        ),
        meta: { cellClassName: own.nowrap },
      }),
      column.display({
        id: 'amount',
        header: () => t('admin.orders.columns.amount'),
        cell: ({ row: { original: row } }) => (
          <span className={styles.courseTitle}>
            <span>{money(row.amount)}</span>
            <span className={styles.code}>{money(row.paid)}</span>
          </span>
        ),
        meta: { cellClassName: `${shared.numeric} ${own.nowrap}` },
      }),
      // The state with the channel it was paid through beneath it: one column fewer on a 1024 px screen.
      column.accessor('status', {
        header: () => t('admin.orders.columns.status'),
        cell: ({ row: { original: row } }) => (
          <span className={styles.courseTitle}>
            <Tag size="sm" tone={ORDER_STATUS_TONE[row.status]}>
              {t(`admin.orders.statuses.${row.status}`)}
            </Tag>
            {row.payChannel ? <span className={styles.code}>{t(`admin.orders.channels.${row.payChannel}`)}</span> : null}
          </span>
        ),
        meta: { cellClassName: own.nowrap },
      }),
      // Ordered and paid share a column, one above the other: the list fits a 1024 px screen without scrolling.
      column.display({
        id: 'times',
        header: () => t('admin.orders.columns.times'),
        cell: ({ row: { original: row } }) => (
          <span className={styles.courseTitle}>
            <span>{formatDateTime(row.createdAt)}</span>
            <span className={styles.code}>
              {row.paidAt ? t('admin.orders.paidAtLine', { time: formatDateTime(row.paidAt) }) : t('admin.orders.notPaidLine')}
            </span>
          </span>
        ),
        meta: { cellClassName: `${shared.numeric} ${own.nowrap}` },
      }),
    ]);
  }, [t, detailPath]);
  const rows = useMemo(() => (list.state === 'ready' ? list.rows.map((row) => ({ ...row, id: row.orderNo })) : []), [list]);
  const table = useConsoleTable(columns, rows);

  const day = (label: string, value: string, onPick: (value: string) => void) => (
    <label className={styles.filter}>
      {label}
      <input className={own.day} type="date" value={value} onChange={(event) => onPick(event.target.value)} />
    </label>
  );

  return (
    <div>
      <ListSearchForm
        label={t('admin.orders.search')}
        initial={filter.q}
        onSearch={(q) => change({ q })}
        searchLabel={t('admin.orders.searchButton')}
        clearLabel={t('admin.orders.clear')}
        filtered={filtered}
        onClear={() => onFilterChange(NO_FILTER)}
      >
        <FilterSelect
          label={t('admin.orders.filters.status')}
          value={filter.status}
          any={t('admin.orders.anyStatus')}
          choices={ORDER_STATUSES.map((status) => ({ value: status, label: t(`admin.orders.statuses.${status}`) }))}
          onPick={(value) => change({ status: value as OrderStatus | '' })}
        />
        <FilterSelect
          label={t('admin.orders.filters.channel')}
          value={filter.channel}
          any={t('admin.orders.anyChannel')}
          choices={PAY_CHANNELS.map((channel) => ({ value: channel, label: t(`admin.orders.channels.${channel}`) }))}
          onPick={(value) => change({ channel: value as PayChannel | '' })}
        />
        {day(t('admin.orders.filters.from'), filter.from, (value) => change({ from: value }))}
        {day(t('admin.orders.filters.to'), filter.to, (value) => change({ to: value }))}
      </ListSearchForm>
      <PagedList
        list={list}
        page={filter.page}
        pageSize={pageSize}
        onPageChange={(page) => onFilterChange({ ...filter, page })}
        failed={t('admin.orders.loadFailed')}
        empty={filtered ? t('admin.orders.empty') : t('admin.orders.emptyAll')}
        count={(count) => t('admin.orders.count', { count })}
      >
        {() => (
          // Still wider than a narrow window: the table scrolls sideways inside the panel instead of being cut off.
          <div className={own.scroll}>
            <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `order-${row.orderNo}` })} />
          </div>
        )}
      </PagedList>
    </div>
  );
}
