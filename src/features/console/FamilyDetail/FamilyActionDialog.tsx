import { useState, type FormEvent } from 'react';
import type { FamilyActionInput, FamilyActionName } from '@contract/api/schemas/admin/families';
import { FAMILY_REASON_MAX, GRANT_KINDS, type GrantKind } from '@contract/vocabulary/families';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Notice } from '@/components/Notice';
import { RadioChips } from '@/components/RadioChips';
import { TextAreaField } from '@/components/TextAreaField';
import { useTranslation } from '@/i18n/react';
import { IdSelectField } from '../IdSelectField';
import * as styles from './FamilyDetail.css';

export interface FamilyActionDialogProps {
  /** The action being confirmed; null while the dialog is closed. */
  action: FamilyActionName | null;
  /** What the grade change and the grant choose from. */
  choices: { grades: readonly { id: number; name: string }[]; courses: readonly { id: number; name: string }[] };
  submitting: boolean;
  /** The server's refusal of the last try (a course the family already owns, say). */
  error: string | null;
  onClose: () => void;
  onSubmit: (input: FamilyActionInput) => void;
}

type Errors = Partial<Record<'reason' | 'grade' | 'course', string>>;

/** Confirms an action on a family's account with the reason the audit log keeps, and what it needs to choose. */
export function FamilyActionDialog({ action, onClose, ...form }: FamilyActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={action ? t(`admin.families.actions.${action}`) : ''}
      description={action ? t(`admin.families.actions.intro.${action}`) : ''}
      width={520}
    >
      {/* Mounted per opening: a reason belongs to one action and starts blank. */}
      {action ? <ActionForm key={action} action={action} onClose={onClose} {...form} /> : null}
    </Dialog>
  );
}

function ActionForm({
  action,
  choices,
  submitting,
  error,
  onClose,
  onSubmit,
}: Omit<FamilyActionDialogProps, 'action'> & { action: FamilyActionName }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [gradeId, setGradeId] = useState<number | null>(null);
  const [courseId, setCourseId] = useState<number | null>(null);
  const [kind, setKind] = useState<GrantKind>('gift');
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      ...(reason.trim() ? {} : { reason: t('admin.families.actions.errors.reason') }),
      ...(action === 'grade' && gradeId === null ? { grade: t('admin.families.actions.errors.grade') } : {}),
      ...(action === 'grant' && courseId === null ? { course: t('admin.families.actions.errors.course') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const why = reason.trim();
    if (action === 'grade') onSubmit({ action, reason: why, gradeId: gradeId! });
    else if (action === 'grant') onSubmit({ action, reason: why, courseId: courseId!, kind });
    else onSubmit({ action, reason: why });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error ? <Notice tone="error" message={error} /> : null}
      {action === 'grade' ? (
        <IdSelectField
          id="family-grade"
          label={t('admin.families.actions.gradeField')}
          value={gradeId}
          choices={choices.grades}
          onChange={setGradeId}
          empty={{ label: t('admin.families.actions.chooseGrade'), required: true }}
          error={errors.grade}
        />
      ) : null}
      {action === 'grant' ? (
        <>
          <IdSelectField
            id="family-course"
            label={t('admin.families.actions.courseField')}
            value={courseId}
            choices={choices.courses}
            onChange={setCourseId}
            empty={{
              label:
                choices.courses.length > 0 ? t('admin.families.actions.chooseCourse') : t('admin.families.actions.noCourseLeft'),
              required: true,
            }}
            error={errors.course}
          />
          <RadioChips
            legend={t('admin.families.actions.kind')}
            options={GRANT_KINDS.map((value) => ({ value, label: t(`admin.families.actions.kinds.${value}`) }))}
            value={kind}
            onValueChange={(value) => setKind(value as GrantKind)}
          />
        </>
      ) : null}
      <TextAreaField
        label={t('admin.families.actions.reason')}
        value={reason}
        onValueChange={setReason}
        maxLength={FAMILY_REASON_MAX}
        rows={3}
        required
        hint={t('admin.families.actions.reasonHint')}
        error={errors.reason}
      />
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('admin.families.actions.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitting ? t('admin.families.actions.submitting') : t('admin.families.actions.submit')}
        </Button>
      </div>
    </form>
  );
}
