import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { BroadcastAudience, BroadcastState } from '@contract/vocabulary/broadcasts';
import { Link } from '@/components/Link';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, PagedList, type PagedListState, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';
import * as own from '../OrderTable/OrderTable.css';

export interface BroadcastTableRow {
  id: number;
  title: string;
  audience: BroadcastAudience;
  /** The grade's or course's name, or how many phones; '' for everyone. */
  audienceName: string;
  sendAt: string;
  state: BroadcastState;
  deliveredCount: number;
  readCount: number;
}

export type BroadcastTableList = PagedListState<BroadcastTableRow>;

export interface BroadcastTableProps {
  list: BroadcastTableList;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  editPath: (broadcastId: number) => string;
}

export const BROADCAST_STATE_TONE: Record<BroadcastState, TagTone> = {
  scheduled: 'accent',
  sending: 'warning',
  delivered: 'success',
  cancelled: 'neutral',
};

const column = createColumnHelper<ConsoleTableFeatures, BroadcastTableRow>();

/** The console's broadcasts, newest first: who each went to, when, where it stands, how many got and read it. */
export function BroadcastTable({ list, page, pageSize, onPageChange, editPath }: BroadcastTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: () => t('admin.broadcasts.columns.title'),
          cell: ({ row: { original: row } }) => <Link to={editPath(row.id)}>{row.title}</Link>,
        }),
        column.display({
          id: 'audience',
          header: () => t('admin.broadcasts.columns.audience'),
          cell: ({ row: { original: row } }) => (
            <span className={styles.courseTitle}>
              <span>{t(`admin.broadcasts.audiences.${row.audience}`)}</span>
              {row.audienceName ? <span className={styles.code}>{row.audienceName}</span> : null}
            </span>
          ),
        }),
        column.accessor('sendAt', {
          header: () => t('admin.broadcasts.columns.sendAt'),
          cell: ({ getValue }) => formatDateTime(getValue()),
          meta: { cellClassName: `${shared.numeric} ${own.nowrap}` },
        }),
        column.accessor('state', {
          header: () => t('admin.broadcasts.columns.state'),
          cell: ({ getValue }) => (
            <Tag size="sm" tone={BROADCAST_STATE_TONE[getValue()]}>
              {t(`admin.broadcasts.states.${getValue()}`)}
            </Tag>
          ),
          meta: { cellClassName: own.nowrap },
        }),
        column.accessor('deliveredCount', {
          header: () => t('admin.broadcasts.columns.delivered'),
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('readCount', {
          header: () => t('admin.broadcasts.columns.read'),
          meta: { cellClassName: shared.numeric },
        }),
      ]),
    [t, editPath],
  );
  const rows = useMemo(() => (list.state === 'ready' ? [...list.rows] : []), [list]);
  const table = useConsoleTable(columns, rows);
  return (
    <PagedList
      list={list}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      failed={t('admin.broadcasts.loadFailed')}
      empty={t('admin.broadcasts.empty')}
      count={(count) => t('admin.broadcasts.count', { count })}
    >
      {() => <ConsoleTable table={table} rowProps={(row) => ({ 'data-testid': `broadcast-${row.id}` })} />}
    </PagedList>
  );
}
