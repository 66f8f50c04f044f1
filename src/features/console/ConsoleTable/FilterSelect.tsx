import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';

export interface FilterSelectProps {
  label: string;
  value: string | number | null;
  /** The first choice, which sets no filter. */
  any: string;
  choices: readonly { value: string | number; label: string }[];
  onPick: (value: string) => void;
}

/** One filter above a console list: a labelled select whose first choice is "all". */
export function FilterSelect({ label, value, any, choices, onPick }: FilterSelectProps) {
  return (
    <label className={styles.filter}>
      {label}
      <select className={shared.select} value={value ?? ''} onChange={(event) => onPick(event.target.value)}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
