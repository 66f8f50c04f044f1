import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { TrialAdd, TrialMove, TrialState, TrialWindowEdit } from '@contract/api/schemas/admin/campaignTrials';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import { OrderButtons, SiteListSkeleton, SiteToolbar, siteListStyles, useSiteAction } from '../SiteList';
import * as styles from './CampaignTrials.css';
import { TrialDialog } from './TrialDialog';
import type { CampaignTrialList, CampaignTrialRow } from './types';

export const TRIAL_STATE_TONE: Record<TrialState, 'success' | 'brand' | 'neutral' | 'warning'> = {
  showing: 'success',
  scheduled: 'brand',
  ended: 'neutral',
  hidden: 'warning',
};

export interface CampaignTrialsProps {
  trials: Loadable<CampaignTrialList>;
  canWrite: boolean;
  onAdd: (input: TrialAdd) => Promise<unknown>;
  onSaveWindow: (input: TrialWindowEdit) => Promise<unknown>;
  onMove: (input: { trialId: number; version: number; direction: TrialMove }) => Promise<unknown>;
  onRemove: (trial: { id: number; version: number }) => Promise<unknown>;
  onShowClaims: (trial: CampaignTrialRow) => void;
  /** The form open from the start: a trial's id, or 'new' (stories show the form this way). */
  initialEditing?: number | 'new' | null;
}

const column = createColumnHelper<ConsoleTableFeatures, CampaignTrialRow>();

/** Whether a row has a neighbour of its own grade that way: a course moves only among its grade's courses. */
const canMove = (rows: readonly CampaignTrialRow[], index: number, step: -1 | 1) =>
  rows[index + step]?.gradeName === rows[index]?.gradeName;

/**
 * The free-trial courses in the family page's order, each with its course's state, its window, where it stands
 * now (and why it is not shown), and its claims and the buyers among them; add, move, change the window, remove.
 */
export function CampaignTrials({
  trials,
  canWrite,
  onAdd,
  onSaveWindow,
  onMove,
  onRemove,
  onShowClaims,
  initialEditing = null,
}: CampaignTrialsProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(initialEditing);
  const [removing, setRemoving] = useState<CampaignTrialRow | null>(null);
  const save = useSiteAction();
  const change = useSiteAction();
  const rows = trials.status === 'ready' ? trials.data.list : [];

  const windowOf = (row: CampaignTrialRow) => {
    const from = row.startsAt ? formatDateTime(row.startsAt) : null;
    const to = row.endsAt ? formatDateTime(row.endsAt) : null;
    if (from && to) return t('admin.campaigns.trials.between', { from, to });
    if (from) return t('admin.campaigns.trials.from', { at: from });
    if (to) return t('admin.campaigns.trials.until', { at: to });
    return t('admin.campaigns.trials.always');
  };

  // Drawn afresh with the list and the running action (the move buttons wait for it); the list is short.
  const columns = column.columns([
    ...(canWrite
      ? [
          column.display({
            id: 'order',
            header: () => t('admin.campaigns.trials.columns.order'),
            cell: ({ row }) => (
              <OrderButtons
                name={row.original.title}
                first={!canMove(rows, row.index, -1)}
                last={!canMove(rows, row.index, 1)}
                disabled={change.pending}
                onMove={(step) =>
                  void change.run(() =>
                    onMove({ trialId: row.original.id, version: row.original.version, direction: step < 0 ? 'up' : 'down' }),
                  )
                }
              />
            ),
          }),
        ]
      : []),
    column.accessor('title', {
      header: () => t('admin.campaigns.trials.columns.course'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.course}>
          <span>{row.title}</span>
          <span className={siteListStyles.small}>#{row.courseId}</span>
        </span>
      ),
    }),
    column.accessor('gradeName', {
      header: () => t('admin.campaigns.trials.columns.grade'),
      cell: ({ getValue }) => getValue() || <span className={shared.muted}>{t('admin.campaigns.trials.noGrade')}</span>,
      // A grade's name is one word (一年级, 高三): it never breaks across lines on a laptop.
      meta: { cellClassName: styles.nowrap },
    }),
    column.display({
      id: 'course-state',
      header: () => t('admin.campaigns.trials.columns.courseState'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.tags}>
          <Tag size="sm" tone={row.coursePublished ? 'neutral' : 'warning'}>
            {t(`admin.campaigns.trials.courseStates.${row.coursePublished ? 'published' : 'unpublished'}`)}
          </Tag>
          <Tag size="sm" tone={row.courseFree ? 'warning' : 'neutral'}>
            {t(`admin.campaigns.trials.courseStates.${row.courseFree ? 'free' : 'paid'}`)}
          </Tag>
        </span>
      ),
    }),
    column.display({
      id: 'window',
      header: () => t('admin.campaigns.trials.columns.window'),
      cell: ({ row }) => <span className={[styles.window, shared.numeric].join(' ')}>{windowOf(row.original)}</span>,
    }),
    column.accessor('state', {
      header: () => t('admin.campaigns.trials.columns.state'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.state}>
          <Tag size="sm" tone={TRIAL_STATE_TONE[row.state]}>
            {t(`admin.campaigns.trials.states.${row.state}`)}
          </Tag>
          {row.hiddenReason ? (
            <span className={siteListStyles.small}>{t(`admin.campaigns.trials.hiddenReasons.${row.hiddenReason}`)}</span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('claims', {
      header: () => t('admin.campaigns.trials.columns.claims'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.claims}>
          <button type="button" className={[shared.linkButton, shared.numeric].join(' ')} onClick={() => onShowClaims(row)}>
            {row.claims}
          </button>
          <span className={siteListStyles.small}>{t('admin.campaigns.trials.conversion', { buyers: row.buyers })}</span>
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => t('admin.campaigns.trials.columns.actions'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.rowActions}>
          <button type="button" className={shared.linkButton} onClick={() => onShowClaims(row)}>
            {t('admin.campaigns.trials.actions.claims')}
          </button>
          {canWrite ? (
            <>
              <button
                type="button"
                className={shared.linkButton}
                onClick={() => {
                  save.clear();
                  setEditing(row.id);
                }}
              >
                {t('admin.campaigns.trials.actions.window')}
              </button>
              <button
                type="button"
                className={[shared.linkButton, siteListStyles.danger].join(' ')}
                onClick={() => setRemoving(row)}
              >
                {t('admin.campaigns.trials.actions.remove')}
              </button>
            </>
          ) : null}
        </span>
      ),
    }),
  ]);
  const table = useConsoleTable(columns, rows);
  const edited = editing === 'new' ? null : (rows.find((row) => row.id === editing) ?? null);
  const close = (saved: boolean) => (saved ? setEditing(null) : undefined);

  return (
    <div>
      <SiteToolbar
        intro={
          rows.length > 0
            ? `${t('admin.campaigns.trials.intro')} ${t('admin.campaigns.trials.count', { count: rows.length })}`
            : t('admin.campaigns.trials.intro')
        }
        addLabel={canWrite ? t('admin.campaigns.trials.add') : undefined}
        onAdd={() => {
          save.clear();
          setEditing('new');
        }}
      />
      {change.error ? <Notice tone="error" message={change.error} /> : null}
      <LoadableContent
        value={trials}
        skeleton={<SiteListSkeleton />}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            title={t('admin.campaigns.trials.empty')}
            description={<span className={styles.emptyHint}>{t('admin.campaigns.trials.emptyHint')}</span>}
          />
        }
      >
        {() => <ConsoleTable table={table} rowProps={(row) => ({ 'data-state': row.state })} />}
      </LoadableContent>
      {editing !== null && trials.status === 'ready' && (editing === 'new' || edited) ? (
        <TrialDialog
          key={editing}
          trial={edited}
          candidates={trials.data.candidates}
          saving={save.pending}
          error={save.error}
          onCancel={() => setEditing(null)}
          onAdd={(input) => void save.run(() => onAdd(input)).then(close)}
          onSaveWindow={(input) => void save.run(() => onSaveWindow(input)).then(close)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={removing ? t('admin.campaigns.trials.removeTitle', { title: removing.title }) : ''}
        message={t('admin.campaigns.trials.removeBody')}
        showCancel
        confirmLabel={t('admin.campaigns.trials.removeConfirm')}
        cancelLabel={t('admin.operations.cancel')}
        confirming={change.pending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          if (!target) return;
          void change.run(() => onRemove(target)).then(() => setRemoving(null));
        }}
      />
    </div>
  );
}
