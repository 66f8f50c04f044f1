import { useState, type FormEvent, type ReactNode } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { z } from 'zod';
import { dropEmptyFields } from '@contract/api/schemas/messages';
import { SCHOOL_STAGES, type SchoolStage } from '@contract/vocabulary/stages';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { Dialog } from '@/components/Dialog';
import { Notice } from '@/components/Notice';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { useTranslation } from '@/i18n/react';
import type { ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from './SiteList.css';

/**
 * The fields of a call's input its shared schema refuses, checked in the browser before sending: the same
 * rules the server applies, so the form names the field the server would.
 */
export function invalidFields(schema: z.ZodType, input: object): Set<string> {
  const result = schema.safeParse(dropEmptyFields(input));
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0] ?? '')));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a datetime-local input shows it: the viewer's own time zone, to the minute. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as the ISO moment the call sends; left as typed when it is no time. */
export function momentOf(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/**
 * An action of a section (save, move, delete) that may be refused: whether it runs, and the refusal's
 * message until the next try. Resolves true when it succeeded.
 */
export function useSiteAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : String(failure));
      return false;
    } finally {
      setPending(false);
    }
  }
  return { pending, error, run, clear: () => setError(null) };
}

/** A list's ids with one moved a place up (-1) or down (+1): the whole new order a reorder call sends. */
export function movedOrder(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  const next = [...ids];
  if (from < 0 || to < 0 || to >= ids.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export interface OrderButtonsProps {
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (step: -1 | 1) => void;
}

/** Up and down for one row of a hand-ordered list. */
export function OrderButtons({ name, first, last, disabled, onMove }: OrderButtonsProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.order}>
      <button
        type="button"
        className={styles.orderButton}
        aria-label={t('admin.operations.move.upOf', { name })}
        title={t('admin.operations.move.up')}
        disabled={disabled || first}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.orderButton}
        aria-label={t('admin.operations.move.downOf', { name })}
        title={t('admin.operations.move.down')}
        disabled={disabled || last}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </span>
  );
}

export interface OrderColumnOptions<Row extends { id: number }> {
  canWrite: boolean;
  rows: readonly Row[];
  header: string;
  /** The row's name, read out with its buttons. */
  nameOf: (row: Row) => string;
  /** A change is running: the buttons wait for it. */
  busy: boolean;
  /** Every row's id in the new order. */
  onReorder: (ids: number[]) => void;
}

/** The ↑↓ column of a hand-ordered list for a member who may write; none for the others. */
export function orderColumns<Row extends { id: number }>({
  canWrite,
  rows,
  header,
  nameOf,
  busy,
  onReorder,
}: OrderColumnOptions<Row>) {
  if (!canWrite) return [];
  const ids = rows.map((row) => row.id);
  const column = createColumnHelper<ConsoleTableFeatures, Row>();
  return [
    column.display({
      id: 'order',
      header: () => header,
      cell: ({ row }) => (
        <OrderButtons
          name={nameOf(row.original)}
          first={row.index === 0}
          last={row.index === ids.length - 1}
          disabled={busy}
          onMove={(step) => onReorder(movedOrder(ids, row.original.id, step))}
        />
      ),
    }),
  ];
}

export interface SiteToolbarProps {
  intro: ReactNode;
  /** The add button's words; no button without write permission. */
  addLabel?: string | undefined;
  onAdd?: (() => void) | undefined;
}

/** What a section says it holds, and its add button. */
export function SiteToolbar({ intro, addLabel, onAdd }: SiteToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.intro}>{intro}</p>
      {addLabel && onAdd ? <Button onClick={onAdd}>{addLabel}</Button> : null}
    </div>
  );
}

/** A list's stand-in while it loads: a few rows of a picture and two lines. */
export function SiteListSkeleton({ picture = '72px' }: { picture?: string }) {
  return (
    <SkeletonGroup>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton shape="rect" width={picture} height="40px" />
          <Skeleton shape="text" lines={2} width="40%" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

export interface SiteFormDialogProps {
  title: string;
  description?: string | undefined;
  width: number;
  saving: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  /** The submit button's words when the form does more than save (submit a request, refuse one). */
  submitLabel?: string | undefined;
  /** The button's words while the form works, when that is more than saving (preparing a file, shipping). */
  busyLabel?: string | undefined;
}

/** A record's form in a dialog: two columns of fields, the server's refusal above them, cancel and save below. */
export function SiteFormDialog({
  title,
  description,
  width,
  saving,
  error,
  onCancel,
  onSubmit,
  children,
  submitLabel,
  busyLabel,
}: SiteFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())} title={title} description={description} width={width}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {error ? (
          <div className={styles.wide}>
            <Notice tone="error" message={error} />
          </div>
        ) : null}
        {children}
        <div className={styles.formActions}>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('admin.operations.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? (busyLabel ?? t('admin.operations.saving')) : (submitLabel ?? t('admin.operations.save'))}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A row's edit and (where records may go) delete. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <span className={styles.actions}>
      <button type="button" className={shared.linkButton} onClick={onEdit}>
        {t('admin.operations.edit')}
      </button>
      {onDelete ? (
        <button type="button" className={[shared.linkButton, styles.danger].join(' ')} onClick={onDelete}>
          {t('admin.operations.delete')}
        </button>
      ) : null}
    </span>
  );
}

export interface StageChecksProps {
  /** Names the error line, which the group points to. */
  id: string;
  legend: string;
  value: readonly SchoolStage[];
  labelOf: (stage: SchoolStage) => string;
  /** What is wrong with the choice, shown under it. */
  error?: string | undefined;
  onChange: (stages: SchoolStage[]) => void;
  className?: string | undefined;
}

/** The school stages as a group of checkboxes, as a form chooses some of them. */
export function StageChecks({ id, legend, value, labelOf, error, onChange, className }: StageChecksProps) {
  return (
    <fieldset
      className={[styles.stageSet, className].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <span className={styles.stages}>
        {SCHOOL_STAGES.map((stage) => (
          <Checkbox
            key={stage}
            checked={value.includes(stage)}
            invalid={Boolean(error)}
            onCheckedChange={(checked) => onChange(checked ? [...value, stage] : value.filter((other) => other !== stage))}
          >
            {labelOf(stage)}
          </Checkbox>
        ))}
      </span>
      {error ? (
        <span id={`${id}-error`} className={shared.errorText}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

export { styles as siteListStyles };
