import { useId } from 'react';
import * as styles from '../studymag.css';

export interface PeriodHeaderProps {
  title: string;
  subtitle: string;
  /** The periods one can switch to; the picker shows only when there is more than one. */
  periods: readonly { id: number; title: string }[];
  currentId: number;
  pickerLabel: string;
  onPick: (id: number) => void;
}

/** The title of a report or plan with its dates, and the picker that switches to another week. */
export function PeriodHeader({ title, subtitle, periods, currentId, pickerLabel, onPick }: PeriodHeaderProps) {
  const pickerId = useId();
  return (
    <div className={styles.header}>
      <div>
        <h2 className={styles.panelTitle}>{title}</h2>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      {periods.length > 1 && (
        <div className={styles.picker}>
          <label htmlFor={pickerId} className={styles.pickerLabel}>
            {pickerLabel}
          </label>
          <select
            id={pickerId}
            className={styles.select}
            value={currentId}
            onChange={(event) => onPick(Number(event.target.value))}
          >
            {periods.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
