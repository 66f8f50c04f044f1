import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import * as styles from './SearchBox.css';

export const searchBoxSizes = ['md', 'lg'] as const satisfies readonly SearchBoxSize[];
export type SearchBoxSize = styles.SearchBoxSize;

export interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (keyword: string) => void;
  /** Earlier keywords, newest first; shown when the box has focus. */
  history?: readonly string[];
  onRemoveEntry?: (keyword: string) => void;
  onClearHistory?: () => void;
  placeholder?: string;
  size?: SearchBoxSize;
  className?: string;
  /** Puts the cursor in the field when it appears (it was opened on purpose, e.g. from a search icon). */
  focusOnMount?: boolean;
  /**
   * Where the form goes, with the keyword as `name`, when no script handles it: for a crawler, or on a page the
   * server drew before the app has taken it over.
   */
  action?: string;
  name?: string;
}

/**
 * A search field with its history. Focus opens the history; arrow keys move between the earlier keywords,
 * Enter searches, Escape closes and returns to the field. Each keyword can be removed, or all of them.
 */
export function SearchBox({
  value,
  onValueChange,
  onSubmit,
  history = [],
  onRemoveEntry,
  onClearHistory,
  placeholder,
  size = 'md',
  className,
  focusOnMount = false,
  action,
  name,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupId = useId();
  const showHistory = open && history.length > 0;
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  // On a page the server drew, the field may have been typed into before the app took it over: the text stays. It
  // may hold the focus already too (focusing it is what starts the app there): its history opens as on a focus.
  const adoptTyped = useRef(() => {
    const field = inputRef.current;
    const typed = field?.value;
    if (typed && typed !== value) onValueChange(typed);
    if (field && field === document.activeElement) setOpen(true);
  });
  useEffect(() => adoptTyped.current(), []);

  const submit = (keyword: string) => {
    setOpen(false);
    onSubmit(keyword);
  };
  const entryButtons = () => [...(rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-entry]') ?? [])];
  const moveFocus = (from: Element | null, step: 1 | -1) => {
    const buttons = entryButtons();
    const index = buttons.indexOf(from as HTMLButtonElement);
    const next = index + step;
    if (next < 0) inputRef.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      inputRef.current?.focus();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showHistory) {
      event.preventDefault();
      moveFocus(document.activeElement, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <form
      ref={rootRef}
      role="search"
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
      action={action}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        // What the field shows: a search clicked before the app took the page over finds the state still empty.
        submit(inputRef.current?.value ?? value);
      }}
      onBlur={(event) => {
        // Closes once focus leaves the box and its history, not while it moves between them.
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name={name}
        className={styles.input}
        value={value}
        placeholder={placeholder ?? t('componentsB.searchBox.placeholder')}
        aria-label={t('componentsB.searchBox.label')}
        // A field whose history opens below it, as a small non-modal dialog of buttons.
        role="combobox"
        aria-expanded={showHistory}
        aria-controls={popupId}
        aria-haspopup="dialog"
        onKeyDown={onKeyDown}
        enterKeyHint="search"
        maxLength={50}
        autoComplete="off"
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
        }}
      />
      <button type="submit" className={styles.submit}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L20 20" />
        </svg>
        <span className={styles.submitLabel}>{t('componentsB.searchBox.submit')}</span>
      </button>
      <div
        id={popupId}
        className={styles.popup}
        hidden={!showHistory}
        role="dialog"
        aria-label={t('componentsB.searchBox.history')}
      >
        <div className={styles.popupHead}>
          <span className={styles.popupTitle}>{t('componentsB.searchBox.history')}</span>
          {onClearHistory && (
            <button type="button" className={styles.clear} onClick={() => onClearHistory()}>
              {t('componentsB.searchBox.clear')}
            </button>
          )}
        </div>
        <ul className={styles.entries}>
          {history.map((keyword) => (
            <li key={keyword} className={styles.entry}>
              <button
                type="button"
                data-entry=""
                className={styles.entryButton}
                onClick={() => submit(keyword)}
                onKeyDown={onKeyDown}
              >
                {keyword}
              </button>
              {onRemoveEntry && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('componentsB.searchBox.remove', { keyword })}
                  onClick={() => {
                    onRemoveEntry(keyword);
                    inputRef.current?.focus();
                  }}
                >
                  <svg viewBox="0 0 16 16" aria-hidden="true">
                    <path d="M4 4l8 8M12 4l-8 8" />
                  </svg>
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
