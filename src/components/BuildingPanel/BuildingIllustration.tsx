import * as styles from './BuildingPanel.css';

/** Toy blocks stacked behind a striped barrier, with a cone beside: a page still being put together. */
export function BuildingIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <circle className={styles.art.halo} cx="120" cy="88" r="70" />
      <ellipse className={styles.art.ground} cx="120" cy="160" rx="86" ry="9" />
      <rect className={styles.art.blockSoft} x="103" y="26" width="34" height="34" rx="7" />
      <path className={styles.art.symbolBrand} d="M120 34l9 17h-18z" />
      <rect className={styles.art.blockBrand} x="84" y="62" width="34" height="34" rx="7" />
      <path className={styles.art.symbolLight} d="M101 69l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6-4.5-4.1 6-.7z" />
      <rect className={styles.art.blockAccent} x="122" y="62" width="34" height="34" rx="7" />
      <circle className={styles.art.symbolLight} cx="139" cy="79" r="7.5" />
      <path className={styles.art.leg} d="M72 124l-8 34M168 124l8 34" />
      <rect className={styles.art.board} x="52" y="100" width="136" height="24" rx="6" />
      <path
        className={styles.art.stripe}
        d="M72 100h14l-14 24H58zM104 100h14l-14 24H90zM136 100h14l-14 24h-14zM168 100h14l-14 24h-14z"
      />
      <path className={styles.art.cone} d="M196 158l10-32 10 32z" />
      <path className={styles.art.coneStripe} d="M199.5 146h13" />
      <rect className={styles.art.coneBase} x="190" y="156" width="32" height="5" rx="2.5" />
      <path className={styles.art.sparkStroke} d="M176 40l7-7M186 52h9M60 44l-7-7" />
      <circle className={styles.art.spark} cx="40" cy="92" r="3.5" />
    </svg>
  );
}
