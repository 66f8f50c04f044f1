import { useState, type ReactNode } from 'react';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';

/**
 * A list's search form: the search words (sent trimmed with the button or Enter), the list's own filters between,
 * and, while any filter is set, the way back to the whole list.
 */
export function ListSearchForm({
  label,
  initial,
  onSearch,
  searchLabel,
  clearLabel,
  filtered,
  onClear,
  children,
}: {
  label: string;
  initial: string;
  onSearch: (q: string) => void;
  searchLabel: string;
  clearLabel: string;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const [q, setQ] = useState(initial);
  return (
    <form
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(q.trim());
      }}
      role="search"
    >
      <label className={styles.filter}>
        {label}
        <input className={styles.search} type="search" value={q} onChange={(event) => setQ(event.target.value)} maxLength={40} />
      </label>
      {children}
      <button type="submit" className={shared.linkButton}>
        {searchLabel}
      </button>
      {filtered ? (
        <button
          type="button"
          className={shared.linkButton}
          onClick={() => {
            setQ('');
            onClear();
          }}
        >
          {clearLabel}
        </button>
      ) : null}
    </form>
  );
}
