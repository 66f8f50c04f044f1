import { VisuallyHidden } from '@/components/VisuallyHidden';
import { forwardRef, useId } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { LoadError } from '@/components/LoadError';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as styles from './GradeSelect.css';

export const gradeSelectStatuses = ['loading', 'ready', 'error'] as const;
export type GradeSelectStatus = (typeof gradeSelectStatuses)[number];

/** One school stage of common/findGradeSelection (小学, 初中, 高中) with its grades. */
export interface GradeOption {
  name: string;
}
export interface GradeOptionGroup {
  gradeName: string;
  grades: GradeOption[];
}

export interface GradeSelectProps {
  open: boolean;
  /** Only reachable when `dismissible`: the grade must be set before the user goes on. */
  onOpenChange?: (open: boolean) => void;
  /** False by default: Escape, clicks outside and a close button would leave the grade unset. */
  dismissible?: boolean;
  status: GradeSelectStatus;
  groups: GradeOptionGroup[];
  /** The grade picked so far (a grade's name, e.g. 初二); null before a choice. */
  value: string | null;
  onChange: (grade: string) => void;
  onConfirm: (grade: string) => void;
  saving?: boolean;
  onRetry: () => void;
  retrying?: boolean;
}

/** How many chips the loading view stands in for, per stage row. */
const placeholderRows = [6, 3, 3];

export const GradeSelect = forwardRef<HTMLDivElement, GradeSelectProps>(function GradeSelect(
  {
    open,
    onOpenChange,
    dismissible = false,
    status,
    groups,
    value,
    onChange,
    onConfirm,
    saving = false,
    onRetry,
    retrying = false,
  },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const known = value != null && groups.some((group) => group.grades.some((grade) => grade.name === value));
  const canConfirm = status === 'ready' && known;

  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={(next) => {
        if (dismissible) onOpenChange?.(next);
      }}
      dismissible={dismissible}
      width="md"
      // The dialog itself takes the focus: a ring on the first grade would read as a choice already made.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
      title={t('account.grade.title')}
      description={t('account.grade.subtitle')}
      footer={
        status === 'ready' ? (
          <Button
            size="lg"
            block
            disabled={!canConfirm}
            loading={saving}
            aria-describedby={canConfirm ? undefined : `${id}-required`}
            onClick={() => {
              if (canConfirm && value) onConfirm(value);
            }}
          >
            {t('account.grade.confirm')}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.root} data-status={status} data-saving={saving || undefined}>
        {status === 'loading' && (
          <SkeletonGroup label={t('account.grade.loading')} className={styles.groups}>
            {placeholderRows.map((count, row) => (
              <div key={row} className={styles.group}>
                <Skeleton width="3em" />
                <div className={styles.chips}>
                  {Array.from({ length: count }, (_, index) => (
                    <Skeleton key={index} shape="rect" width="100%" height="2.4em" />
                  ))}
                </div>
              </div>
            ))}
          </SkeletonGroup>
        )}
        {status === 'error' && (
          <LoadError
            size="sm"
            message={t('account.grade.loadFailed')}
            retryLabel={t('account.grade.retry')}
            onRetry={onRetry}
            retrying={retrying}
          />
        )}
        {status === 'ready' && (
          <div className={styles.groups}>
            {groups.map((group) => (
              <fieldset key={group.gradeName} className={styles.group} disabled={saving}>
                <legend className={styles.legend}>{group.gradeName}</legend>
                <div className={styles.chips}>
                  {group.grades.map((grade) => {
                    const checked = grade.name === value;
                    return (
                      <label key={grade.name} className={styles.chip} data-state={checked ? 'checked' : 'unchecked'}>
                        <input
                          className={styles.radio}
                          type="radio"
                          name={`${id}-grade`}
                          value={grade.name}
                          checked={checked}
                          onChange={() => onChange(grade.name)}
                        />
                        {grade.name}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            ))}
            {!canConfirm && <VisuallyHidden id={`${id}-required`}>{t('account.grade.required')}</VisuallyHidden>}
          </div>
        )}
      </div>
    </Dialog>
  );
});
