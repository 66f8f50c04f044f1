import * as styles from './Logo.css';

/** An open book with a spark above it: learning, with a friend beside you. Colours come from the theme. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={[styles.mark, className].filter(Boolean).join(' ')} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect className={styles.markTile} x="0" y="0" width="48" height="48" rx="13" />
      <path className={styles.markPage} d="M9 19.5c4.6-2.3 9.6-2 14 1.1v16.2c-4.4-2.9-9.4-3.2-14-1.1z" />
      <path className={styles.markPageShade} d="M39 19.5c-4.6-2.3-9.6-2-14 1.1v16.2c4.4-2.9 9.4-3.2 14-1.1z" />
      <path className={styles.markSpark} d="M33.5 5.5l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" />
      <circle className={styles.markSpark} cx="15" cy="11" r="1.8" />
      <path className={styles.markSmile} d="M19 41.2c3.2 1.6 6.8 1.6 10 0" />
    </svg>
  );
}
