import { useState, type FormEvent } from 'react';
import { addTrial, saveTrialWindow, type TrialAdd, type TrialWindowEdit } from '@contract/api/schemas/admin/campaignTrials';
import { FormField } from '@/components/FormField';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { invalidFields, localInputOf, momentOf, SiteFormDialog, siteListStyles as styles } from '../SiteList';
import type { CampaignTrialCandidate, CampaignTrialRow } from './types';

type Field = 'courseId' | 'startsAt' | 'endsAt';

export interface TrialDialogProps {
  /** The trial course whose window is edited, or null to add one. */
  trial: CampaignTrialRow | null;
  /** Courses that may be added: published, paid, not listed yet. */
  candidates: readonly CampaignTrialCandidate[];
  saving: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  onCancel: () => void;
  onAdd: (input: TrialAdd) => void;
  onSaveWindow: (input: TrialWindowEdit) => void;
}

/** Adds a course to the free trials, or changes when one is shown; checked by the call's own rules. */
export function TrialDialog({ trial, candidates, saving, error, onCancel, onAdd, onSaveWindow }: TrialDialogProps) {
  const { t } = useTranslation();
  const [courseId, setCourseId] = useState('');
  const [startsAt, setStartsAt] = useState(localInputOf(trial?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(localInputOf(trial?.endsAt ?? null));
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const errorOf = (field: Field) => (invalid.has(field) ? t(`admin.campaigns.trials.form.errors.${field}`) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const window = { startsAt: momentOf(startsAt), endsAt: momentOf(endsAt) };
    if (trial) {
      const edit: TrialWindowEdit = { trialId: trial.id, version: trial.version, ...window };
      const found = invalidFields(saveTrialWindow.request, edit);
      setInvalid(found);
      if (found.size === 0) onSaveWindow(edit);
      return;
    }
    const input: TrialAdd = { courseId, ...window };
    const found = invalidFields(addTrial.request, input);
    setInvalid(found);
    if (found.size === 0) onAdd(input);
  }

  return (
    <SiteFormDialog
      title={
        trial ? t('admin.campaigns.trials.form.editTitle', { title: trial.title }) : t('admin.campaigns.trials.form.newTitle')
      }
      description={t('admin.campaigns.trials.form.windowHint')}
      width={640}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
    >
      {trial ? null : (
        <FormField
          className={styles.wide}
          label={t('admin.campaigns.trials.form.course')}
          htmlFor="trial-course"
          message={errorOf('courseId')}
          messageTone="error"
        >
          <select
            id="trial-course"
            className={shared.select}
            value={courseId}
            aria-invalid={invalid.has('courseId') || undefined}
            onChange={(event) => setCourseId(event.target.value)}
          >
            <option value="">{t('admin.campaigns.trials.form.chooseCourse')}</option>
            {candidates.map((course) => (
              <option key={course.id} value={course.id}>
                {course.gradeName ? `${course.title}（${course.gradeName}）` : course.title}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {!trial && candidates.length === 0 ? (
        <div className={styles.wide}>
          <Notice tone="info" message={t('admin.campaigns.trials.form.noCandidates')} />
        </div>
      ) : null}
      <TextField
        type="datetime-local"
        label={t('admin.campaigns.trials.form.startsAt')}
        value={startsAt}
        onValueChange={setStartsAt}
        error={errorOf('startsAt')}
      />
      <TextField
        type="datetime-local"
        label={t('admin.campaigns.trials.form.endsAt')}
        value={endsAt}
        onValueChange={setEndsAt}
        error={errorOf('endsAt')}
      />
    </SiteFormDialog>
  );
}
