import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './TabButtons.css';

export interface TabButtonItem {
  value: string;
  label: ReactNode;
}

export interface TabButtonsProps {
  items: readonly TabButtonItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** The panel of the chosen tab. */
  children: ReactNode;
  className?: string;
}

/**
 * Pill tabs with one panel: the ARIA tabs pattern (arrow keys, Home and End move between tabs, only the
 * chosen tab in the tab order) without a library. Used where the page's first download is counted; the
 * Radix-based `Tabs` serves everywhere else.
 */
export function TabButtons({ items, value, onValueChange, label, children, className }: TabButtonsProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (itemValue: string) => `${id}-tab-${itemValue}`;
  const choose = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onValueChange(item.value);
    listRef.current?.querySelector<HTMLButtonElement>(`[id="${tabId(item.value)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  return (
    <div className={className}>
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onValueChange(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(value)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
