import type { JSX } from 'react';
import type { StatusPageVariant } from './statusPageVariants';
import * as styles from './StatusPage.css';

/** The scene behind every status illustration: a soft ground shadow and a few floating dots. */
function Backdrop() {
  return (
    <>
      <circle className={styles.art.halo} cx="120" cy="84" r="70" />
      <ellipse className={styles.art.ground} cx="120" cy="160" rx="78" ry="9" />
      <circle className={styles.art.spark} cx="40" cy="40" r="4" />
      <circle className={styles.art.dot} cx="206" cy="58" r="5" />
      <circle className={styles.art.dot} cx="30" cy="118" r="3" />
    </>
  );
}

function LostBook() {
  return (
    <>
      <path className={styles.art.page} d="M66 64c16-7 34-6 52 4v80c-18-10-36-11-52-4z" />
      <path className={styles.art.pageShade} d="M170 64c-16-7-34-6-52 4v80c18-10 36-11 52-4z" />
      <path className={styles.art.line} d="M78 84c10-3 20-2 30 2M78 100c10-3 20-2 30 2M128 86c10-4 20-5 30-2" />
      <path className={styles.art.accentStroke} d="M134 108c0-8 14-8 14 0 0 6-7 6-7 12M141 130v1" />
      <path className={styles.art.trail} d="M168 52c10-12 22-16 34-14" />
      <path className={styles.art.plane} d="M200 26l18 10-18 8-4-7z" />
    </>
  );
}

function BrokenServer() {
  return (
    <>
      <rect className={styles.art.page} x="76" y="44" width="88" height="32" rx="8" />
      <rect className={styles.art.page} x="76" y="82" width="88" height="32" rx="8" />
      <rect className={styles.art.pageShade} x="76" y="120" width="88" height="32" rx="8" />
      <path className={styles.art.line} d="M90 60h34M90 98h34M90 136h34" />
      <circle className={styles.art.ok} cx="148" cy="60" r="4" />
      <circle className={styles.art.alert} cx="148" cy="98" r="4" />
      <circle className={styles.art.ok} cx="148" cy="136" r="4" />
      <path className={styles.art.bolt} d="M188 74l-12 20h12l-8 18" />
      <path className={styles.art.accentStroke} d="M54 86l10 6M50 102h12M54 118l10-6" />
    </>
  );
}

function BrokenConnection() {
  return (
    <>
      <rect className={styles.art.page} x="52" y="40" width="136" height="104" rx="12" />
      <path className={styles.art.frame} d="M52 62h136" />
      <circle className={styles.art.alert} cx="66" cy="51" r="3.5" />
      <circle className={styles.art.warn} cx="78" cy="51" r="3.5" />
      <circle className={styles.art.ok} cx="90" cy="51" r="3.5" />
      <path className={styles.art.wave} d="M92 100a40 40 0 0 1 56 0M102 112a24 24 0 0 1 36 0" />
      <circle className={styles.art.waveDot} cx="120" cy="124" r="5" />
      <path className={styles.art.slash} d="M96 132l48-52" />
    </>
  );
}

function Padlock() {
  return (
    <>
      <path className={styles.art.shackle} d="M94 84V68a26 26 0 0 1 52 0v16" />
      <rect className={styles.art.page} x="80" y="82" width="80" height="68" rx="14" />
      <circle className={styles.art.keyhole} cx="120" cy="110" r="8" />
      <path className={styles.art.keyholeStem} d="M120 114v14" />
      <path className={styles.art.accentStroke} d="M176 70l8-8M182 86h10M58 66l-8-8" />
    </>
  );
}

const scenes: Record<StatusPageVariant, () => JSX.Element> = {
  notFound: LostBook,
  serverError: BrokenServer,
  chunkError: BrokenConnection,
  loginRequired: Padlock,
};

export function StatusIllustration({ variant, className }: { variant: StatusPageVariant; className?: string }) {
  const Scene = scenes[variant];
  return (
    <svg className={className} viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <Backdrop />
      <Scene />
    </svg>
  );
}
