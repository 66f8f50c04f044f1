import { FormField } from '@/components/FormField';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseForm/CourseForm.css';

export interface IdSelectFieldProps {
  id: string;
  label: string;
  /** The chosen record's id, or null for none. */
  value: number | null;
  choices: readonly { id: number; name: string }[];
  onChange: (value: number | null) => void;
  /** The empty first choice: a prompt that cannot be chosen back (`required`), or one meaning "any". */
  empty: { label: string; required: boolean };
  error?: string | undefined;
  /** Shown under the choice while there is no problem, e.g. why it cannot be changed. */
  hint?: string | undefined;
  disabled?: boolean;
  className?: string;
}

/** A console form's choice of one record by its id (a subject, a grade), with the problem under it. */
export function IdSelectField(props: IdSelectFieldProps) {
  const { id, label, value, choices, onChange, empty, error, hint, disabled, className } = props;
  return (
    <FormField className={className} label={label} htmlFor={id} message={error ?? hint} messageTone={error ? 'error' : 'hint'}>
      <select
        id={id}
        className={[shared.select, styles.selectBlock].join(' ')}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        aria-invalid={error ? true : undefined}
      >
        <option value="" disabled={empty.required}>
          {empty.label}
        </option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
