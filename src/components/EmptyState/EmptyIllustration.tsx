import * as styles from './EmptyState.css';

/** An empty tray with a blank sheet above it, drawn in the theme's brand tints so campaign themes recolour it. */
export function EmptyIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse className={styles.art.ground} cx="80" cy="106" rx="58" ry="8" />
      <rect className={styles.art.sheet} x="50" y="14" width="60" height="70" rx="6" />
      <rect className={styles.art.line} x="60" y="28" width="40" height="5" rx="2.5" />
      <rect className={styles.art.line} x="60" y="40" width="30" height="5" rx="2.5" />
      <rect className={styles.art.line} x="60" y="52" width="36" height="5" rx="2.5" />
      <path className={styles.art.trayBack} d="M58 72l6 10h32l6-10z" />
      <path className={styles.art.trayFront} d="M28 72h30l6 10h32l6-10h30l-8 28H36z" />
      <path className={styles.art.trayRim} d="M28 72h30l6 10h32l6-10h30" />
      <circle className={styles.art.spark} cx="26" cy="30" r="3" />
      <circle className={styles.art.spark} cx="134" cy="22" r="4" />
      <circle className={styles.art.sparkSoft} cx="140" cy="52" r="2.5" />
    </svg>
  );
}
