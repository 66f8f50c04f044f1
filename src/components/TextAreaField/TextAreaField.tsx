import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormField } from '@/components/FormField';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'children'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  /** Longest text; a counter shows how much is used. */
  maxLength?: number;
}

/** Several lines of text, with a character counter when there is a limit. Same frame as TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, value, onValueChange, error, hint, maxLength, id, required, disabled, className, rows = 5, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? `${autoId}-input`;
  const messageId = `${autoId}-message`;
  const counterId = `${autoId}-counter`;
  const message = error ?? hint;
  const count = Array.from(value).length;
  return (
    <FormField
      className={className}
      data-state={disabled ? 'disabled' : error ? 'invalid' : 'idle'}
      label={label}
      htmlFor={fieldId}
      required={required}
      message={message}
      messageId={messageId}
      messageTone={error ? 'error' : 'hint'}
    >
      <div className={styles.control}>
        <textarea
          ref={ref}
          id={fieldId}
          className={styles.textarea}
          value={value}
          rows={rows}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={[message ? messageId : null, maxLength ? counterId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onValueChange(event.target.value)}
          {...rest}
        />
        {maxLength !== undefined && (
          <span id={counterId} className={styles.counter} data-full={count >= maxLength || undefined}>
            {count} / {maxLength}
          </span>
        )}
      </div>
    </FormField>
  );
});
