import * as styles from './NoticeArt.css';

export const noticeArtKinds = ['upgrade', 'graduation', 'gift'] as const;
export type NoticeArtKind = (typeof noticeArtKinds)[number];

/** The picture on top of the account notices: stairs going up, a mortarboard, or a gift box. */
export function NoticeArt({ kind, className }: { kind: NoticeArtKind; className?: string }) {
  return (
    <svg className={[styles.root, className].filter(Boolean).join(' ')} viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      <circle className={styles.halo} cx="80" cy="52" r="40" />
      <circle className={styles.confetti} cx="28" cy="22" r="3" />
      <circle className={styles.confettiAlt} cx="134" cy="30" r="3.5" />
      <path className={styles.confetti} d="M122 10l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      <path className={styles.confettiAlt} d="M36 62l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z" />
      {kind === 'upgrade' && (
        <>
          <path className={styles.step} d="M50 80h20V66h20V52h20v28z" />
          <path className={styles.arrow} d="M56 56l24-22M70 33h10.5v10.5" />
        </>
      )}
      {kind === 'graduation' && (
        <>
          <path className={styles.cap} d="M80 28l38 15-38 15-38-15z" />
          <path className={styles.capBand} d="M60 51v14c0 5 9 9 20 9s20-4 20-9V51l-20 8z" />
          <path className={styles.tassel} d="M112 46v16" />
          <circle className={styles.tasselEnd} cx="112" cy="64" r="3" />
        </>
      )}
      {kind === 'gift' && (
        <>
          <rect className={styles.step} x="54" y="46" width="52" height="34" rx="4" />
          <rect className={styles.cap} x="50" y="36" width="60" height="12" rx="3" />
          <path className={styles.ribbon} d="M80 36v44" />
          <path className={styles.tassel} d="M80 36c-6-10-20-10-16-2 2 4 10 3 16 2zm0 0c6-10 20-10 16-2-2 4-10 3-16 2z" />
        </>
      )}
    </svg>
  );
}
