import { useState, type FormEvent, type ReactNode } from 'react';
import { paperSaveFields, savePaper, type PaperFormValues } from '@contract/api/schemas/admin/papers';
import { dropEmptyFields } from '@contract/api/schemas/messages';
import { PAPER_LIMITS } from '@contract/vocabulary/testPapers';
import { Checkbox } from '@/components/Checkbox';
import { FormField } from '@/components/FormField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as styles from '../CourseForm/CourseForm.css';
import { IdSelectField } from '../IdSelectField';
import { RecordFormNotices, RecordSaveBar } from '../RecordForm';

/** The fields of the paper form, in the order they are shown. */
const PAPER_FORM_FIELDS = [
  'title',
  'categoryId',
  'gradeId',
  'durationMin',
  'totalScore',
  'description',
  'opensAt',
  'closesAt',
  'reportIntro',
  'reportFooter',
] as const;
type PaperFormField = (typeof PAPER_FORM_FIELDS)[number];

/** The fields the server would refuse, found with the save call's own schema. */
export function paperFormErrors(values: PaperFormValues): PaperFormField[] {
  const checked = savePaper.request.safeParse(dropEmptyFields(paperSaveFields(values)));
  if (checked.success) return [];
  const wrong = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  return PAPER_FORM_FIELDS.filter((field) => wrong.has(field));
}

export interface PaperFormProps {
  initial: PaperFormValues;
  options: { categories: readonly { id: number; name: string }[]; grades: readonly { id: number; name: string }[] };
  saved: boolean;
  /** Families have sat it: its subject stays. */
  sat: boolean;
  readOnly: boolean;
  saving: boolean;
  error: string | null;
  notice: string | null;
  onSubmit: (values: PaperFormValues) => void;
  onReload?: (() => void) | undefined;
  head: ReactNode;
}

/** A paper's details, when families may sit it, and the words of its printed report. */
export function PaperForm({
  initial,
  options,
  saved,
  sat,
  readOnly,
  saving,
  error,
  notice,
  onSubmit,
  onReload,
  head,
}: PaperFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<readonly PaperFormField[]>([]);
  const set = <Key extends keyof PaperFormValues>(key: Key, value: PaperFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const message = (field: PaperFormField) => (errors.includes(field) ? t(`admin.papers.form.errors.${field}`) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = paperFormErrors(values);
    setErrors(found);
    if (found.length === 0) onSubmit(values);
  }

  const area = (field: 'description' | 'reportIntro', rows: number) => (
    <FormField
      className={styles.wide}
      label={t(`admin.papers.form.${field}`)}
      htmlFor={`paper-${field}`}
      message={message(field) ?? t(`admin.papers.form.${field}Hint`)}
      messageTone={message(field) ? 'error' : 'hint'}
    >
      <textarea
        id={`paper-${field}`}
        className={styles.textarea}
        value={values[field]}
        rows={rows}
        maxLength={PAPER_LIMITS[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={Boolean(message(field)) || undefined}
      />
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.head}>{head}</div>
      <RecordFormNotices
        readOnly={readOnly ? t('admin.papers.form.readOnly') : null}
        error={error}
        reload={onReload ? { label: t('admin.papers.form.reload'), onReload } : undefined}
        notice={notice}
      />
      <fieldset className={styles.section} disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <h2 className={styles.sectionTitle}>{t('admin.papers.form.details')}</h2>
        <TextField
          className={styles.wide}
          label={t('admin.papers.form.title')}
          value={values.title}
          onValueChange={(value) => set('title', value)}
          maxLength={PAPER_LIMITS.title}
          error={message('title')}
        />
        <IdSelectField
          id="paper-subject"
          label={t('admin.papers.form.subject')}
          value={values.categoryId}
          choices={options.categories}
          onChange={(value) => set('categoryId', value)}
          empty={{ label: t('admin.papers.form.choose'), required: true }}
          error={message('categoryId')}
          hint={sat ? t('admin.papers.form.subjectFixed') : undefined}
          disabled={sat}
        />
        <IdSelectField
          id="paper-grade"
          label={t('admin.papers.form.grade')}
          value={values.gradeId}
          choices={options.grades}
          onChange={(value) => set('gradeId', value)}
          empty={{ label: t('admin.papers.form.anyGrade'), required: false }}
          error={message('gradeId')}
        />
        <TextField
          label={t('admin.papers.form.durationMin')}
          value={values.durationMin}
          onValueChange={(value) => set('durationMin', value)}
          inputMode="numeric"
          maxLength={3}
          suffix={t('admin.papers.form.minutes')}
          error={message('durationMin')}
        />
        <TextField
          label={t('admin.papers.form.totalScore')}
          value={values.totalScore}
          onValueChange={(value) => set('totalScore', value)}
          inputMode="numeric"
          maxLength={3}
          suffix={t('admin.papers.form.points')}
          hint={t('admin.papers.form.totalScoreHint')}
          error={message('totalScore')}
        />
        {area('description', 3)}
        <h2 className={styles.sectionTitle}>{t('admin.papers.form.schedule')}</h2>
        <TextField
          type="datetime-local"
          label={t('admin.papers.form.opensAt')}
          value={values.opensAt}
          onValueChange={(value) => set('opensAt', value)}
          hint={t('admin.papers.form.opensAtHint')}
          error={message('opensAt')}
        />
        <TextField
          type="datetime-local"
          label={t('admin.papers.form.closesAt')}
          value={values.closesAt}
          onValueChange={(value) => set('closesAt', value)}
          hint={t('admin.papers.form.closesAtHint')}
          error={message('closesAt')}
        />
        <h2 className={styles.sectionTitle}>{t('admin.papers.form.report')}</h2>
        {area('reportIntro', 3)}
        <TextField
          label={t('admin.papers.form.reportFooter')}
          value={values.reportFooter}
          onValueChange={(value) => set('reportFooter', value)}
          maxLength={PAPER_LIMITS.reportFooter}
          hint={t('admin.papers.form.reportFooterHint')}
          error={message('reportFooter')}
        />
        <div className={styles.flags}>
          <Checkbox
            checked={values.reportAnswers}
            onCheckedChange={(checked) => set('reportAnswers', checked)}
            disabled={readOnly}
          >
            {t('admin.papers.form.reportAnswers')}
          </Checkbox>
        </div>
      </fieldset>
      {readOnly ? null : (
        <RecordSaveBar
          saving={saving}
          exists={Boolean(saved)}
          labels={{
            saving: t('admin.papers.form.saving'),
            save: t('admin.papers.form.save'),
            create: t('admin.papers.form.create'),
          }}
        />
      )}
    </form>
  );
}
