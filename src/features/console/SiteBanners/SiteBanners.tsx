import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { BannerEdit, BannerState } from '@contract/api/schemas/admin/site';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import { orderColumns, RowActions, SiteListSkeleton, SiteToolbar, siteListStyles, useSiteAction } from '../SiteList';
import { BannerDialog } from './BannerDialog';
import * as styles from './SiteBanners.css';
import type { SiteBannerList, SiteBannerRow } from './types';

export const BANNER_STATE_TONE: Record<BannerState, 'success' | 'brand' | 'neutral' | 'warning'> = {
  live: 'success',
  scheduled: 'brand',
  ended: 'neutral',
  off: 'warning',
};

export interface SiteBannersProps {
  banners: Loadable<SiteBannerList>;
  canWrite: boolean;
  onSave: (edit: BannerEdit) => Promise<unknown>;
  /** Every banner's id in the new order. */
  onReorder: (ids: number[]) => Promise<unknown>;
  onDelete: (banner: { id: number; version: number }) => Promise<unknown>;
  onUploadImage: (file: File) => Promise<string>;
  /** The form open from the start: a banner's id, or 'new' (stories show the form this way). */
  initialEditing?: number | 'new' | null;
}

const column = createColumnHelper<ConsoleTableFeatures, SiteBannerRow>();

/** The home carousel's banners in display order: move, edit, delete, add; each with its state now. */
export function SiteBanners({
  banners,
  canWrite,
  onSave,
  onReorder,
  onDelete,
  onUploadImage,
  initialEditing = null,
}: SiteBannersProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(initialEditing);
  const [deleting, setDeleting] = useState<SiteBannerRow | null>(null);
  const save = useSiteAction();
  const change = useSiteAction();
  const rows = banners.status === 'ready' ? banners.data.list : [];

  // Drawn afresh with the list and the running action (the move buttons wait for it); the lists are short.
  const columns = (() => {
    const schedule = (row: SiteBannerRow) => {
      const from = row.startsAt ? formatDateTime(row.startsAt) : null;
      const to = row.endsAt ? formatDateTime(row.endsAt) : null;
      if (from && to) return t('admin.operations.banners.between', { from, to });
      if (from) return t('admin.operations.banners.from', { at: from });
      if (to) return t('admin.operations.banners.until', { at: to });
      return t('admin.operations.banners.always');
    };
    return column.columns([
      ...orderColumns({
        canWrite,
        rows,
        header: t('admin.operations.banners.columns.order'),
        nameOf: (row) => row.title,
        busy: change.pending,
        onReorder: (ids) => void change.run(() => onReorder(ids)),
      }),
      column.accessor('imageUrl', {
        header: () => t('admin.operations.banners.columns.picture'),
        cell: ({ getValue }) => <img className={styles.thumb} src={getValue()} alt="" loading="lazy" />,
      }),
      column.accessor('title', {
        header: () => t('admin.operations.banners.columns.title'),
        cell: ({ row: { original: row } }) => (
          <span className={styles.title}>
            <span>{row.title}</span>
            {row.subtitle ? <span className={siteListStyles.small}>{row.subtitle}</span> : null}
          </span>
        ),
      }),
      column.accessor('linkPath', {
        header: () => t('admin.operations.banners.columns.link'),
        cell: ({ row: { original: row } }) => (
          <span className={styles.link}>
            {row.courseId
              ? t('admin.operations.banners.courseLink', { title: row.courseTitle ?? `#${row.courseId}` })
              : row.linkPath || <span className={shared.muted}>{t('admin.operations.banners.noLink')}</span>}
          </span>
        ),
      }),
      column.display({
        id: 'schedule',
        header: () => t('admin.operations.banners.columns.schedule'),
        cell: ({ row }) => <span className={[styles.schedule, shared.numeric].join(' ')}>{schedule(row.original)}</span>,
      }),
      column.accessor('state', {
        header: () => t('admin.operations.banners.columns.state'),
        cell: ({ getValue }) => (
          <Tag size="sm" tone={BANNER_STATE_TONE[getValue()]}>
            {t(`admin.operations.banners.states.${getValue()}`)}
          </Tag>
        ),
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              header: () => t('admin.operations.banners.columns.actions'),
              cell: ({ row }) => (
                <RowActions onEdit={() => setEditing(row.original.id)} onDelete={() => setDeleting(row.original)} />
              ),
            }),
          ]
        : []),
    ]);
  })();
  const table = useConsoleTable(columns, rows);
  const edited = editing === 'new' ? null : (rows.find((row) => row.id === editing) ?? null);

  return (
    <div>
      <SiteToolbar
        intro={
          banners.status === 'ready' && rows.length > 0
            ? `${t('admin.operations.banners.intro')} ${t('admin.operations.banners.count', { count: rows.length })}`
            : t('admin.operations.banners.intro')
        }
        addLabel={canWrite ? t('admin.operations.banners.add') : undefined}
        onAdd={() => {
          save.clear();
          setEditing('new');
        }}
      />
      {change.error ? <Notice tone="error" message={change.error} /> : null}
      <LoadableContent
        value={banners}
        skeleton={<SiteListSkeleton picture="140px" />}
        isEmpty={(data) => data.list.length === 0}
        empty={<EmptyState title={t('admin.operations.banners.empty')} />}
      >
        {() => <ConsoleTable table={table} rowProps={(row) => ({ 'data-state': row.state })} />}
      </LoadableContent>
      {editing !== null && banners.status === 'ready' && (editing === 'new' || edited) ? (
        <BannerDialog
          key={editing}
          banner={edited}
          courses={banners.data.courses}
          saving={save.pending}
          error={save.error}
          onCancel={() => setEditing(null)}
          onUploadImage={onUploadImage}
          onSubmit={(edit) => void save.run(() => onSave(edit)).then((saved) => (saved ? setEditing(null) : undefined))}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={deleting ? t('admin.operations.banners.deleteTitle', { title: deleting.title }) : ''}
        message={t('admin.operations.banners.deleteBody')}
        showCancel
        confirmLabel={t('admin.operations.delete')}
        cancelLabel={t('admin.operations.cancel')}
        confirming={change.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void change.run(() => onDelete(target)).then(() => setDeleting(null));
        }}
      />
    </div>
  );
}
