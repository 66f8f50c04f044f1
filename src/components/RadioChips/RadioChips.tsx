import { useId, type ReactNode } from 'react';
import { FieldMessage } from '@/components/FormField';
import * as styles from './RadioChips.css';

export interface RadioChipOption {
  value: string;
  label: ReactNode;
}

export interface RadioChipsProps {
  legend: ReactNode;
  options: readonly RadioChipOption[];
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  name?: string;
}

/** One choice among a few, as chips: native radio buttons in a fieldset, so keyboards and readers know them. */
export function RadioChips({ legend, options, value, onValueChange, error, required, name }: RadioChipsProps) {
  const autoName = useId();
  const messageId = `${autoName}-message`;
  return (
    <fieldset className={styles.root} aria-describedby={error ? messageId : undefined} data-state={error ? 'invalid' : 'idle'}>
      <legend className={styles.legend}>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              className={styles.input}
              name={name ?? autoName}
              value={option.value}
              checked={option.value === value}
              required={required}
              onChange={() => onValueChange(option.value)}
            />
            <span className={styles.label}>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <FieldMessage id={messageId} tone="error">
          {error}
        </FieldMessage>
      )}
    </fieldset>
  );
}
