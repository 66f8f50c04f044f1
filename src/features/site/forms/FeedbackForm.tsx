import { useTranslation } from '@/i18n/react';
import { RadioChips } from '@/components/RadioChips';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { CaptchaImage } from '@/features/account/CaptchaImage';
import { IMAGE_TYPES, LIMITS, type FeedbackValues, type Problems } from '../rules';
import { FormFrame, type FormState } from './FormFrame';
import { problemText } from './problemText';
import * as styles from './forms.css';

export const FEEDBACK_TYPES = ['course', 'video', 'order', 'account', 'complaint', 'other'] as const;
export const MAX_FEEDBACK_IMAGES = 3;

/**
 * A screenshot as the form shows it: its preview while uploading, then uploaded. On the anonymous form it is
 * `chosen` until the form is sent, as its upload needs the captcha typed.
 */
export interface FeedbackImage {
  id: string;
  previewUrl: string;
  status: 'chosen' | 'uploading' | 'uploaded';
}

export interface FeedbackFormProps {
  values: FeedbackValues;
  onValuesChange: (values: FeedbackValues) => void;
  problems: Problems<keyof FeedbackValues>;
  images: readonly FeedbackImage[];
  /** A refused file (too big, wrong type, failed upload). */
  imageError?: string | null;
  onImageChoose: (file: File) => void;
  onImageRemove: (id: string) => void;
  /**
   * The image captcha, for anonymous senders. Left out (`withCaptcha={false}`) where the server knows the
   * sender by their login.
   */
  withCaptcha?: boolean;
  captchaSrc?: string | null;
  onCaptchaRefresh?: () => void;
  /** Own words for the frame where the form is not the public page (the personal centre). */
  heading?: string;
  intro?: string;
  sentText?: string;
  state: FormState;
  serverError?: string | null;
  onSubmit: () => void;
  onAgain: () => void;
}

/** The complaint and suggestion form: kind, description, contact, screenshots, and a captcha when anonymous. */
export function FeedbackForm(props: FeedbackFormProps) {
  const { t } = useTranslation();
  const { values, problems, images, withCaptcha = true } = props;
  const change = (patch: Partial<FeedbackValues>) => props.onValuesChange({ ...values, ...patch });
  return (
    <FormFrame
      headingId="feedback-form"
      heading={props.heading ?? t('site.feedback.title')}
      intro={props.intro ?? t('site.feedback.intro')}
      state={props.state}
      serverError={props.serverError}
      sentTitle={t('site.feedback.sentTitle')}
      sentText={props.sentText ?? t('site.feedback.sent')}
      onSubmit={props.onSubmit}
      onAgain={props.onAgain}
    >
      <RadioChips
        legend={t('site.feedback.type')}
        required
        options={FEEDBACK_TYPES.map((type) => ({
          value: t(`site.feedback.types.${type}`),
          label: t(`site.feedback.types.${type}`),
        }))}
        value={values.type}
        onValueChange={(type) => change({ type })}
        error={problemText(t, problems.type, t('site.feedback.type'))}
      />
      <TextAreaField
        label={t('site.feedback.content')}
        required
        rows={6}
        placeholder={t('site.feedback.contentPlaceholder')}
        maxLength={LIMITS.feedbackContent}
        value={values.content}
        onValueChange={(content) => change({ content })}
        error={problemText(t, problems.content, t('site.feedback.content'))}
      />
      <TextField
        label={t('site.feedback.contact')}
        placeholder={t('site.feedback.contactPlaceholder')}
        maxLength={LIMITS.contact}
        autoComplete="email"
        value={values.contact}
        onValueChange={(contact) => change({ contact })}
        error={problemText(t, problems.contact, t('site.feedback.contact'))}
      />
      <div role="group" aria-labelledby="feedback-images">
        <p id="feedback-images" className={styles.fieldLabel}>
          {t('site.feedback.images', { max: MAX_FEEDBACK_IMAGES })}
        </p>
        <ul className={styles.files}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.thumb} aria-busy={image.status === 'uploading' || undefined}>
              <img
                src={image.previewUrl}
                alt={t('site.feedback.imageAlt', { index: index + 1 })}
                className={styles.thumbImage}
                width={96}
                height={96}
                data-state={image.status}
              />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('site.feedback.removeImage', { index: index + 1 })}
                onClick={() => props.onImageRemove(image.id)}
              >
                ×
              </button>
            </li>
          ))}
          {images.length < MAX_FEEDBACK_IMAGES && (
            <li>
              <label className={styles.addFile}>
                <span className={styles.addFileText}>+ {t('site.feedback.addImage')}</span>
                <input
                  type="file"
                  className={styles.fileInput}
                  accept={IMAGE_TYPES.join(',')}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) props.onImageChoose(file);
                  }}
                />
              </label>
            </li>
          )}
        </ul>
        {props.imageError && (
          <p className={styles.fieldError} role="alert">
            {props.imageError}
          </p>
        )}
      </div>
      {withCaptcha && (
        <div className={styles.captchaRow}>
          <TextField
            className={styles.captchaField}
            label={t('site.feedback.captcha')}
            required
            maxLength={8}
            autoComplete="off"
            placeholder={t('site.feedback.captchaPlaceholder')}
            value={values.captcha}
            onValueChange={(captcha) => change({ captcha })}
            error={problemText(t, problems.captcha, t('site.feedback.captcha'))}
          />
          <CaptchaImage src={props.captchaSrc ?? null} onRefresh={() => props.onCaptchaRefresh?.()} />
        </div>
      )}
    </FormFrame>
  );
}
