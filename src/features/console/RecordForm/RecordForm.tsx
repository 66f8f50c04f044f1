import type { ReactNode } from 'react';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import * as styles from '../CourseForm/CourseForm.css';

export interface RecordFormNoticesProps {
  /** What a role that may only look is told; null when it may write. */
  readOnly: string | null;
  /** A standing warning about the record (a question already answered, say), under the read-only note. */
  warning?: string | null | undefined;
  /** The server's refusal of the last save. */
  error: string | null;
  /** Reading the record again, offered with a refusal (someone else saved it meanwhile). */
  reload?: { label: string; onReload: () => void } | undefined;
  /** What the last save did, shown while there is no refusal. */
  notice: string | null;
}

/** The notes above a console record's form: read-only, a warning, then the last save's refusal or success. */
export function RecordFormNotices({ readOnly, warning, error, reload, notice }: RecordFormNoticesProps) {
  return (
    <>
      {readOnly ? <Notice tone="info" message={readOnly} /> : null}
      {warning ? <Notice tone="warning" message={warning} /> : null}
      {error ? (
        <Notice
          tone="error"
          message={error}
          action={
            reload ? (
              <Button type="button" variant="outline" size="sm" onClick={reload.onReload}>
                {reload.label}
              </Button>
            ) : undefined
          }
        />
      ) : notice ? (
        <Notice tone="success" message={notice} />
      ) : null}
    </>
  );
}

export interface RecordSaveBarProps {
  saving: boolean;
  /** The button's words: while saving, for a record not yet saved, and for one that exists. */
  labels: { saving: string; create: string; save: string };
  /** The record exists already (saving changes it rather than creating it). */
  exists: boolean;
  /** What sits left of the button (state moves, an unsaved-changes note); nothing by default. */
  children?: ReactNode;
}

/** The bar under a console record's form: its other actions on the left, save (or create) on the right. */
export function RecordSaveBar({ saving, labels, exists, children }: RecordSaveBarProps) {
  return (
    <div className={styles.bar}>
      {children ?? <span />}
      <Button type="submit" loading={saving}>
        {saving ? labels.saving : exists ? labels.save : labels.create}
      </Button>
    </div>
  );
}
