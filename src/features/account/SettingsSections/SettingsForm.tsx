import { forwardRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { MaskedPhone } from '@/components/MaskedPhone';
import { Notice } from '@/components/Notice';
import * as styles from './SettingsSections.css';

export interface SettingsFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The form's accessible name: its section's title. */
  label: string;
  /** Being sent: the button spins and another submit is ignored. */
  busy: boolean;
  /** What the form says while busy, in its `data-state`. */
  busyState?: 'submitting' | 'saving';
  /** Some field has a message. */
  invalid: boolean;
  /** The submit the form lets through; the caller validates. */
  onSubmit: () => void;
  /** Why the server refused, shown above the button. */
  error?: ReactNode;
  submitLabel: ReactNode;
  /** Nothing to send yet: the button is off and submitting does nothing. */
  submitDisabled?: boolean;
  /** Beside the button, e.g. why it is off. */
  actionsNote?: ReactNode;
}

/** A settings section's form: its fields, the server's refusal and the submit button. Only draws. */
export const SettingsForm = forwardRef<HTMLFormElement, SettingsFormProps>(function SettingsForm(
  {
    label,
    busy,
    busyState = 'submitting',
    invalid,
    onSubmit,
    error,
    submitLabel,
    submitDisabled,
    actionsNote,
    className,
    children,
    ...rest
  },
  ref,
) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  };
  return (
    <form
      ref={ref}
      noValidate
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-state={busy ? busyState : invalid ? 'invalid' : 'editing'}
      aria-label={label}
      onSubmit={submit}
      {...rest}
    >
      {children}
      {error && <Notice tone="error" message={error} />}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
        {actionsNote}
      </div>
    </form>
  );
});

/** The line above a form's fields naming the phone it is about, masked. */
export function PhoneFact({ label, phone }: { label: ReactNode; phone: string }) {
  return (
    <p className={styles.fact}>
      {label}
      <MaskedPhone className={styles.factValue} phone={phone} />
    </p>
  );
}
