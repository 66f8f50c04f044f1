import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { LIVE_CLASS_FILTERS, type LiveClassEdit, type LiveClassFilter } from '@contract/api/schemas/admin/campaignLive';
import { SIGNUP_CHANNELS, type SignupChannel } from '@contract/api/schemas/user/campaign';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { RadioChips } from '@/components/RadioChips';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import { RowActions, SiteListSkeleton, SiteToolbar, siteListStyles, useSiteAction } from '../SiteList';
import * as styles from './CampaignLive.css';
import { LiveClassDialog } from './LiveClassDialog';
import { LiveSignupsDialog } from './LiveSignupsDialog';
import { beijingTime, type LiveClassListData, type LiveClassRow, type LiveSignupData } from './types';

export interface CampaignLiveProps {
  classes: Loadable<LiveClassListData>;
  when: LiveClassFilter;
  onWhenChange: (when: LiveClassFilter) => void;
  canWrite: boolean;
  onSave: (edit: LiveClassEdit) => Promise<unknown>;
  onDelete: (live: { id: number; version: number }) => Promise<unknown>;
  onUploadImage: (file: File) => Promise<string>;
  /** The session whose sign-ups are open, its list and channel filter. */
  viewing: LiveClassRow | null;
  onView: (live: LiveClassRow | null) => void;
  signups: Loadable<LiveSignupData>;
  signupChannel: SignupChannel | null;
  onSignupChannelChange: (channel: SignupChannel | null) => void;
  onExport: () => Promise<unknown>;
  /** The form open from the start: a session's id, or 'new' (stories show the form this way). */
  initialEditing?: number | 'new' | null;
  /** The moment the form checks a new start against (stories fix it). */
  now?: () => Date;
}

const column = createColumnHelper<ConsoleTableFeatures, LiveClassRow>();

/** The live sessions sold on the channels' landing pages: filter, add, edit, delete, and each one's sign-ups. */
export function CampaignLive({
  classes,
  when,
  onWhenChange,
  canWrite,
  onSave,
  onDelete,
  onUploadImage,
  viewing,
  onView,
  signups,
  signupChannel,
  onSignupChannelChange,
  onExport,
  initialEditing = null,
  now,
}: CampaignLiveProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(initialEditing);
  const [deleting, setDeleting] = useState<LiveClassRow | null>(null);
  const save = useSiteAction();
  const change = useSiteAction();
  const exporting = useSiteAction();
  const rows = classes.status === 'ready' ? classes.data.list : [];
  const channelName = (channel: SignupChannel) => t(`admin.campaigns.live.channels.${channel}`);

  const columns = column.columns([
    column.accessor('title', {
      header: () => t('admin.campaigns.live.columns.title'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.title}>
          <span>{row.title}</span>
          <span className={siteListStyles.small}>{row.courseTitle}</span>
        </span>
      ),
    }),
    column.display({
      id: 'teacher',
      header: () => t('admin.campaigns.live.columns.teacher'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.teacher}>
          {row.teacher.photoUrl ? <img className={styles.photo} src={row.teacher.photoUrl} alt="" loading="lazy" /> : null}
          <span className={siteListStyles.stack}>
            <span>{row.teacher.name}</span>
            {row.teacher.title ? <span className={siteListStyles.small}>{row.teacher.title}</span> : null}
          </span>
        </span>
      ),
    }),
    column.accessor('startsAt', {
      header: () => t('admin.campaigns.live.columns.startsAt'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.startCell}>
          <span className={[shared.numeric, styles.nowrap].join(' ')}>{beijingTime(row.startsAt)}</span>
          {row.ended ? (
            <Tag size="sm" tone="neutral">
              {t('admin.campaigns.live.ended')}
            </Tag>
          ) : row.started ? (
            <Tag size="sm" tone="warning">
              {t('admin.campaigns.live.started')}
            </Tag>
          ) : null}
        </span>
      ),
    }),
    column.accessor('durationMinutes', {
      header: () => t('admin.campaigns.live.columns.duration'),
      cell: ({ getValue }) => <span className={styles.nowrap}>{t('admin.campaigns.live.minutes', { count: getValue() })}</span>,
    }),
    column.accessor('channels', {
      header: () => t('admin.campaigns.live.columns.channels'),
      cell: ({ getValue }) => (
        <span className={styles.chips}>
          {getValue().map((channel) => (
            <Tag key={channel} size="sm" tone="brand">
              {channelName(channel)}
            </Tag>
          ))}
        </span>
      ),
    }),
    column.display({
      id: 'seats',
      header: () => t('admin.campaigns.live.columns.seats'),
      cell: ({ row: { original: row } }) => (
        <span className={shared.numeric}>
          {t('admin.campaigns.live.seats', { taken: row.seatsTaken, total: row.seatsTotal })}
        </span>
      ),
    }),
    column.display({
      id: 'signups',
      header: () => t('admin.campaigns.live.columns.signups'),
      cell: ({ row: { original: row } }) => (
        <span className={siteListStyles.stack}>
          <span className={[siteListStyles.small, styles.nowrap].join(' ')}>
            {SIGNUP_CHANNELS.filter((channel) => row.channels.includes(channel) || row.signups[channel] > 0)
              .map((channel) =>
                t('admin.campaigns.live.signupsLine', { label: channelName(channel), count: row.signups[channel] }),
              )
              .join(' · ')}
          </span>
          <span className={siteListStyles.small}>{t('admin.campaigns.live.paid', { count: row.paid })}</span>
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => t('admin.campaigns.live.columns.actions'),
      cell: ({ row: { original: row } }) => (
        <span className={siteListStyles.actions}>
          <button type="button" className={shared.linkButton} onClick={() => onView(row)}>
            {t('admin.campaigns.live.viewSignups')}
          </button>
          {canWrite ? (
            <RowActions
              onEdit={() => {
                save.clear();
                setEditing(row.id);
              }}
              onDelete={row.seatsTaken === 0 ? () => setDeleting(row) : undefined}
            />
          ) : null}
        </span>
      ),
    }),
  ]);
  const table = useConsoleTable(columns, rows);
  const edited = editing === 'new' ? null : (rows.find((row) => row.id === editing) ?? null);

  return (
    <div>
      <SiteToolbar
        intro={
          classes.status === 'ready' && rows.length > 0
            ? `${t('admin.campaigns.live.intro')} ${t('admin.campaigns.live.count', { count: rows.length })}`
            : t('admin.campaigns.live.intro')
        }
        addLabel={canWrite ? t('admin.campaigns.live.add') : undefined}
        onAdd={() => {
          save.clear();
          setEditing('new');
        }}
      />
      <div className={styles.filters}>
        <RadioChips
          legend={t('admin.campaigns.live.filter')}
          name="live-class-filter"
          value={when}
          onValueChange={(value) => onWhenChange(value as LiveClassFilter)}
          options={LIVE_CLASS_FILTERS.map((value) => ({ value, label: t(`admin.campaigns.live.filters.${value}`) }))}
        />
      </div>
      {change.error ? <Notice tone="error" message={change.error} /> : null}
      <LoadableContent
        value={classes}
        skeleton={<SiteListSkeleton picture="40px" />}
        isEmpty={(data) => data.list.length === 0}
        empty={<EmptyState title={t('admin.campaigns.live.empty')} />}
      >
        {() => (
          <ConsoleTable
            table={table}
            rowProps={(row) => ({ 'data-state': row.ended ? 'ended' : row.started ? 'started' : 'upcoming' })}
          />
        )}
      </LoadableContent>
      {editing !== null && classes.status === 'ready' && (editing === 'new' || edited) ? (
        <LiveClassDialog
          key={editing}
          liveClass={edited}
          courses={classes.data.courses}
          saving={save.pending}
          error={save.error}
          onCancel={() => setEditing(null)}
          onUploadImage={onUploadImage}
          onSubmit={(edit) => void save.run(() => onSave(edit)).then((saved) => (saved ? setEditing(null) : undefined))}
          {...(now ? { now } : {})}
        />
      ) : null}
      {viewing ? (
        <LiveSignupsDialog
          title={viewing.title}
          signups={signups}
          channel={signupChannel}
          onChannelChange={onSignupChannelChange}
          exporting={exporting.pending}
          exportError={exporting.error}
          onExport={() => void exporting.run(onExport)}
          onClose={() => {
            exporting.clear();
            onView(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={deleting ? t('admin.campaigns.live.deleteTitle', { title: deleting.title }) : ''}
        message={t('admin.campaigns.live.deleteBody')}
        showCancel
        confirmLabel={t('admin.campaigns.live.delete')}
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
