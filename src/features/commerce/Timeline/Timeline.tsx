import { dateTime } from '../format';
import * as styles from './Timeline.css';

export interface TimelineEntry {
  at: string;
  text: string;
  /** Where it happened (a logistics scan). */
  place?: string;
}

/** Events of an order, newest first as given: status changes or the parcel's scans. */
export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={styles.item}>
          <p className={styles.text}>{entry.text}</p>
          <p className={styles.time}>
            <time dateTime={entry.at}>{dateTime(entry.at)}</time>
            {entry.place ? ` · ${entry.place}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
