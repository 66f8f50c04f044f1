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
  className?: string;
}

/** A console form's choice of one record by its id (a subject, a grade), with the problem under it. */
export function IdSelectField({ id, label, value, choices, onChange, empty, error, className }: IdSelectFieldProps) {
  return (
    <FormField className={className} label={label} htmlFor={id} message={error} messageTone="error">
      <select
        id={id}
        className={[shared.select, styles.selectBlock].join(' ')}
        value={value ?? ''}
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
