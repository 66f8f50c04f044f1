import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './FormField.css';

export const fieldMessageTones = ['hint', 'error', 'success'] as const satisfies readonly FieldMessageTone[];
export type FieldMessageTone = styles.FieldMessageTone;

export interface FieldMessageProps extends HTMLAttributes<HTMLParagraphElement> {
  tone?: FieldMessageTone;
}

/** The small line under a field: a hint, the error that takes its place, or a confirmation. */
export const FieldMessage = forwardRef<HTMLParagraphElement, FieldMessageProps>(function FieldMessage(
  { tone = 'hint', className, ...rest },
  ref,
) {
  return <p ref={ref} className={[styles.tone[tone], className].filter(Boolean).join(' ')} {...rest} />;
});

export interface FormFieldProps extends HTMLAttributes<HTMLDivElement> {
  label: ReactNode;
  /** The id of the control the label names. */
  htmlFor: string;
  /** Keeps the label for screen readers only, for compact forms whose placeholder says enough visually. */
  hideLabel?: boolean;
  /** Adds a mark to the visible label; the control itself says it is required. */
  required?: boolean;
  /** Shown under the control; give the control `aria-describedby={messageId}` while there is one. */
  message?: ReactNode;
  messageId?: string;
  messageTone?: FieldMessageTone;
  /** For a message that holds more than text, e.g. a retry button. */
  messageProps?: Omit<FieldMessageProps, 'id' | 'tone' | 'children'>;
  /** The control: an input box, a select. */
  children: ReactNode;
}

/** A form field's frame: the label above its control and a hint or error line under it. Only draws. */
export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(function FormField(
  { label, htmlFor, hideLabel = false, required, message, messageId, messageTone, messageProps, className, children, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      {hideLabel ? (
        <VisuallyHidden asChild>
          <label htmlFor={htmlFor}>{label}</label>
        </VisuallyHidden>
      ) : (
        <label className={styles.label} htmlFor={htmlFor}>
          {label}
          {required && (
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {children}
      {message && (
        <FieldMessage {...messageProps} id={messageId} tone={messageTone}>
          {message}
        </FieldMessage>
      )}
    </div>
  );
});
