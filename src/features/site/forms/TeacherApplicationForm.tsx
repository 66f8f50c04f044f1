import { useTranslation } from '@/i18n/react';
import { Spinner } from '@/components/Spinner';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { CaptchaImage } from '@/features/account/CaptchaImage';
import { DOCUMENT_TYPES, type FieldProblem, LIMITS, type Problems, type TeacherValues } from '../rules';
import { FormFrame, type FormState } from './FormFrame';
import { problemText } from './problemText';
import * as styles from './forms.css';

/**
 * The resume as the form shows it: nothing yet, chosen (a visitor's waits for the form to be sent, as its
 * upload needs the captcha), on its way, uploaded, or refused with a reason.
 */
export type ResumeState =
  | { status: 'none' }
  | { status: 'chosen'; name: string; file: File }
  | { status: 'uploading'; name: string }
  | { status: 'uploaded'; name: string; url: string }
  | { status: 'failed'; message: string };

export interface TeacherApplicationFormProps {
  values: TeacherValues;
  onValuesChange: (values: TeacherValues) => void;
  problems: Problems<keyof TeacherValues>;
  resume: ResumeState;
  onResumeChoose: (file: File) => void;
  onResumeRemove: () => void;
  /** The image captcha a visitor's resume upload needs; left out when there is no resume or a login. */
  captcha?: {
    value: string;
    onChange: (value: string) => void;
    src: string | null;
    onRefresh: () => void;
    problem?: FieldProblem | undefined;
  };
  state: FormState;
  serverError?: string | null;
  onSubmit: () => void;
  onAgain: () => void;
}

/** Apply to teach: who, how to reach them, what and how they teach, and a resume. */
export function TeacherApplicationForm(props: TeacherApplicationFormProps) {
  const { t } = useTranslation();
  const { values, problems, resume } = props;
  const change = (patch: Partial<TeacherValues>) => props.onValuesChange({ ...values, ...patch });
  return (
    <FormFrame
      headingId="teacher-application"
      heading={t('site.teacher.heading')}
      intro={t('site.teacher.intro')}
      state={props.state}
      serverError={props.serverError}
      sentText={t('site.teacher.sent')}
      onSubmit={props.onSubmit}
      onAgain={props.onAgain}
    >
      <div className={styles.row}>
        <TextField
          label={t('site.teacher.name')}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          value={values.name}
          onValueChange={(name) => change({ name })}
          error={problemText(t, problems.name, t('site.teacher.name'))}
        />
        <TextField
          label={t('site.teacher.phone')}
          required
          type="tel"
          inputMode="numeric"
          digitsOnly
          maxLength={11}
          autoComplete="tel"
          value={values.phone}
          onValueChange={(phone) => change({ phone })}
          error={problemText(t, problems.phone, t('site.teacher.phone'))}
        />
        <TextField
          label={t('site.teacher.subject')}
          placeholder={t('site.teacher.subjectPlaceholder')}
          maxLength={LIMITS.subject}
          value={values.subject}
          onValueChange={(subject) => change({ subject })}
          error={problemText(t, problems.subject, t('site.teacher.subject'))}
        />
        <TextField
          label={t('site.teacher.grade')}
          placeholder={t('site.teacher.gradePlaceholder')}
          maxLength={LIMITS.grade}
          value={values.gradeName}
          onValueChange={(gradeName) => change({ gradeName })}
          error={problemText(t, problems.gradeName, t('site.teacher.grade'))}
        />
      </div>
      <TextAreaField
        label={t('site.teacher.experience')}
        placeholder={t('site.teacher.experiencePlaceholder')}
        rows={3}
        maxLength={LIMITS.experience}
        value={values.experience}
        onValueChange={(experience) => change({ experience })}
        error={problemText(t, problems.experience, t('site.teacher.experience'))}
      />
      <TextAreaField
        label={t('site.teacher.intro2')}
        placeholder={t('site.teacher.introPlaceholder')}
        rows={4}
        maxLength={LIMITS.intro}
        value={values.intro}
        onValueChange={(intro) => change({ intro })}
        error={problemText(t, problems.intro, t('site.teacher.intro2'))}
      />
      <div className={styles.fileRow} role="group" aria-label={t('site.teacher.resume')}>
        <span className={styles.fieldLabel}>{t('site.teacher.resume')}</span>
        {resume.status === 'uploaded' || resume.status === 'chosen' ? (
          <>
            <span>{t(resume.status === 'chosen' ? 'site.teacher.chosen' : 'site.teacher.uploaded', { name: resume.name })}</span>
            <button
              type="button"
              className={styles.textButton}
              onClick={props.onResumeRemove}
              aria-label={t('site.teacher.removeResume', { name: resume.name })}
            >
              ×
            </button>
          </>
        ) : resume.status === 'uploading' ? (
          <span>
            <Spinner size="sm" /> {t('site.teacher.uploading')}
          </span>
        ) : (
          <label className={styles.pickButton}>
            {t('site.teacher.chooseResume')}
            <input
              type="file"
              className={styles.fileInput}
              accept={DOCUMENT_TYPES.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) props.onResumeChoose(file);
              }}
            />
          </label>
        )}
        {resume.status === 'failed' ? (
          <p className={styles.fieldError} role="alert">
            {resume.message}
          </p>
        ) : (
          <p className={styles.fieldHint}>{t('site.teacher.resumeHint')}</p>
        )}
      </div>
      {props.captcha && (
        <div className={styles.captchaRow}>
          <TextField
            className={styles.captchaField}
            label={t('site.feedback.captcha')}
            required
            maxLength={8}
            autoComplete="off"
            placeholder={t('site.feedback.captchaPlaceholder')}
            value={props.captcha.value}
            onValueChange={props.captcha.onChange}
            error={problemText(t, props.captcha.problem, t('site.feedback.captcha'))}
          />
          <CaptchaImage src={props.captcha.src} onRefresh={props.captcha.onRefresh} />
        </div>
      )}
    </FormFrame>
  );
}
