import { useTranslation } from '@/i18n/react';
import type { TocEntry } from '../document';
import '../texts';
import * as styles from './TableOfContents.css';

export interface TableOfContentsProps {
  entries: readonly TocEntry[];
  /** The section on screen, marked in the list. */
  activeId?: string | null;
  /** Called when an entry is chosen (the page scrolls and updates the address). */
  onNavigate?: (id: string) => void;
}

/**
 * The sections of a long document. Beside the text on wide screens; on phones a panel that opens and
 * closes (native disclosure, so it works with every input method).
 */
export function TableOfContents({ entries, activeId, onNavigate }: TableOfContentsProps) {
  const { t } = useTranslation();
  const list = (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} data-level={entry.level} className={styles.item}>
          <a
            href={`#${entry.id}`}
            className={styles.link}
            aria-current={entry.id === activeId ? 'location' : undefined}
            onClick={(event) => {
              if (!onNavigate) return;
              event.preventDefault();
              onNavigate(entry.id);
            }}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <nav className={styles.root} aria-label={t('site.document.toc')}>
      <details className={styles.disclosure} open>
        <summary className={styles.summary}>{t('site.document.toc')}</summary>
        {list}
      </details>
    </nav>
  );
}
