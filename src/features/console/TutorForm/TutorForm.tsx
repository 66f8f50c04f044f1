import { useState, type FormEvent, type ReactNode } from 'react';
import { TUTOR_LIMITS, type TutorFormValues } from '@contract/api/schemas/admin/tutors';
import { TUTOR_GENDERS, type TutorVisibility } from '@contract/vocabulary/tutorVisibility';
import { Button } from '@/components/Button';
import { FormField } from '@/components/FormField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { CoverField } from '../CoverCropper';
import { IdSelectField } from '../IdSelectField';
import * as styles from '../CourseForm/CourseForm.css';
import * as own from './TutorForm.css';
import { AchievementList } from './AchievementList';
import { tutorFormErrors, type TutorFormField } from './tutorFormErrors';
import { RecordFormNotices, RecordSaveBar } from '../RecordForm';

export type TutorFormFields = TutorFormValues;

export interface TutorFormProps {
  initial: TutorFormFields;
  options: {
    categories: readonly { id: number; name: string }[];
    grades: readonly { id: number; name: string }[];
  };
  /** The saved tutor's visibility, or null for one not saved yet. */
  visibility: TutorVisibility | null;
  readOnly: boolean;
  saving: boolean;
  /** The server's refusal of the last save or show/hide. */
  error: string | null;
  /** What just succeeded ("已保存"). */
  notice: string | null;
  onSubmit: (values: TutorFormFields) => void;
  /** Show or hide the saved version; offered only when nothing is left unsaved. */
  onVisibility: (visibility: TutorVisibility) => void;
  /** Uploads the cropped photo and gives its address; a refusal rejects with its message. */
  onUploadPhoto: (file: File) => Promise<string>;
  /** Offered beside a refusal: read the tutor again (after another editor's save), dropping these edits. */
  onReload?: (() => void) | undefined;
  /** Heading parts from the page: title, visibility tag, code and version line. */
  head: ReactNode;
}

const same = (a: TutorFormFields, b: TutorFormFields) =>
  (Object.keys(a) as (keyof TutorFormFields)[]).every((key) =>
    Array.isArray(a[key]) ? JSON.stringify(a[key]) === JSON.stringify(b[key]) : a[key] === b[key],
  );

/** A tutor's profile as the site shows it, its save and show/hide; checked here with the schema the server uses. */
export function TutorForm({
  initial,
  options,
  visibility,
  readOnly,
  saving,
  error,
  notice,
  onSubmit,
  onVisibility,
  onUploadPhoto,
  onReload,
  head,
}: TutorFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<readonly TutorFormField[]>([]);
  const set = <Key extends keyof TutorFormFields>(key: Key, value: TutorFormFields[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const problem = (field: TutorFormField) => (errors.includes(field) ? t(`admin.tutors.form.errors.${field}`) : undefined);
  const dirty = !same(values, initial);
  const move: TutorVisibility | null = visibility === 'hidden' ? 'visible' : visibility === 'visible' ? 'hidden' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = tutorFormErrors(values);
    setErrors(found);
    if (found.length === 0) onSubmit(values);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.head}>{head}</div>
      <RecordFormNotices
        readOnly={readOnly ? t('admin.tutors.form.readOnly') : null}
        error={error}
        reload={onReload ? { label: t('admin.tutors.form.reload'), onReload } : undefined}
        notice={notice}
      />
      <fieldset className={styles.section} disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <h2 className={styles.sectionTitle}>{t('admin.tutors.form.basics')}</h2>
        <div className={[styles.wide, own.basics].join(' ')}>
          <CoverField
            shape="photo"
            label={t('admin.tutors.photo.label')}
            hint={t('admin.tutors.photo.hint')}
            value={values.photoUrl}
            onChange={(url) => set('photoUrl', url)}
            onUpload={onUploadPhoto}
            readOnly={readOnly}
            error={problem('photoUrl')}
          />
          <div className={styles.section}>
            <TextField
              label={t('admin.tutors.form.name')}
              value={values.name}
              onValueChange={(value) => set('name', value)}
              maxLength={TUTOR_LIMITS.name}
              error={problem('name')}
            />
            <FormField
              label={t('admin.tutors.form.gender')}
              htmlFor="tutor-gender"
              message={problem('gender')}
              messageTone="error"
            >
              <select
                id="tutor-gender"
                className={[shared.select, styles.selectBlock].join(' ')}
                value={values.gender}
                onChange={(event) => set('gender', event.target.value as TutorFormFields['gender'])}
                aria-invalid={errors.includes('gender') || undefined}
              >
                <option value="" disabled>
                  {t('admin.tutors.form.choose')}
                </option>
                {TUTOR_GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`admin.tutors.genders.${gender}`)}
                  </option>
                ))}
              </select>
            </FormField>
            <TextField
              label={t('admin.tutors.form.school')}
              value={values.school}
              onValueChange={(value) => set('school', value)}
              maxLength={TUTOR_LIMITS.school}
              error={problem('school')}
            />
            <TextField
              label={t('admin.tutors.form.major')}
              value={values.major}
              onValueChange={(value) => set('major', value)}
              maxLength={TUTOR_LIMITS.major}
              error={problem('major')}
            />
            <IdSelectField
              id="tutor-subject"
              label={t('admin.tutors.form.subject')}
              value={values.categoryId}
              choices={options.categories}
              onChange={(value) => set('categoryId', value)}
              empty={{ label: t('admin.tutors.form.choose'), required: true }}
              error={problem('categoryId')}
            />
            <IdSelectField
              id="tutor-grade"
              label={t('admin.tutors.form.grade')}
              value={values.gradeId}
              choices={options.grades}
              onChange={(value) => set('gradeId', value)}
              empty={{ label: t('admin.tutors.form.choose'), required: true }}
              error={problem('gradeId')}
            />
            <TextField
              label={t('admin.tutors.form.sort')}
              value={values.sort}
              onValueChange={(value) => set('sort', value)}
              inputMode="numeric"
              maxLength={4}
              hint={t('admin.tutors.form.sortHint')}
              error={problem('sort')}
            />
          </div>
        </div>
        <h2 className={styles.sectionTitle}>{t('admin.tutors.form.profile')}</h2>
        <AchievementList
          className={styles.wide}
          lines={values.achievements}
          onChange={(lines) => set('achievements', lines)}
          readOnly={readOnly}
          error={problem('achievements')}
        />
        <FormField
          className={styles.wide}
          label={t('admin.tutors.form.intro')}
          htmlFor="tutor-intro"
          message={problem('intro') ?? t('admin.tutors.form.introHint')}
          messageTone={errors.includes('intro') ? 'error' : 'hint'}
        >
          <textarea
            id="tutor-intro"
            className={styles.textarea}
            value={values.intro}
            rows={6}
            maxLength={TUTOR_LIMITS.intro}
            onChange={(event) => set('intro', event.target.value)}
            aria-invalid={errors.includes('intro') || undefined}
          />
        </FormField>
      </fieldset>
      {readOnly ? null : (
        <RecordSaveBar
          saving={saving}
          exists={Boolean(visibility)}
          labels={{
            saving: t('admin.tutors.form.saving'),
            save: t('admin.tutors.form.save'),
            create: t('admin.tutors.form.create'),
          }}
        >
          <span className={styles.barActions}>
            {move ? (
              <Button
                type="button"
                variant={move === 'visible' ? 'accent' : 'outline'}
                disabled={saving || dirty}
                title={dirty ? t('admin.tutors.form.unsaved') : undefined}
                onClick={() => onVisibility(move)}
              >
                {t(`admin.tutors.visibility.${move}`)}
              </Button>
            ) : null}
            {dirty && move ? <span className={shared.muted}>{t('admin.tutors.form.unsaved')}</span> : null}
          </span>
        </RecordSaveBar>
      )}
    </form>
  );
}
