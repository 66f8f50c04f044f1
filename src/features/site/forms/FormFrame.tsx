import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import '../texts';
import * as styles from './forms.css';

export const formStates = ['editing', 'submitting', 'sent'] as const;
export type FormState = (typeof formStates)[number];

export interface FormFrameProps {
  heading: ReactNode;
  intro?: ReactNode;
  state: FormState;
  /** The server's refusal, shown above the button. */
  serverError?: string | null;
  /** What the thank-you panel says. */
  sentText: ReactNode;
  sentTitle?: ReactNode;
  onSubmit: () => void;
  onAgain?: () => void;
  children: ReactNode;
  headingId: string;
}

/**
 * A site form's frame: its heading and intro, the fields, the server's refusal, one send button that
 * takes no second press while sending, and a thank-you panel once sent.
 */
export function FormFrame({
  heading,
  intro,
  state,
  serverError,
  sentText,
  sentTitle,
  onSubmit,
  onAgain,
  children,
  headingId,
}: FormFrameProps) {
  const { t } = useTranslation();
  if (state === 'sent') {
    return (
      <section className={styles.frame} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <div className={styles.sent} role="status">
          <svg viewBox="0 0 48 48" className={styles.sentIcon} aria-hidden="true">
            <circle cx="24" cy="24" r="22" />
            <path d="M14 24.5l7 7 13-14" />
          </svg>
          <p className={styles.sentTitle}>{sentTitle ?? t('site.form.sentTitle')}</p>
          <p className={styles.sentText}>{sentText}</p>
          {onAgain && (
            <Button variant="outline" onClick={onAgain}>
              {t('site.form.again')}
            </Button>
          )}
        </div>
      </section>
    );
  }
  const submitting = state === 'submitting';
  return (
    <section className={styles.frame} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      <form
        className={styles.form}
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!submitting) onSubmit();
        }}
      >
        {children}
        {serverError && <Notice tone="error" message={serverError} />}
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={submitting}>
            {submitting ? t('site.form.submitting') : t('site.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
