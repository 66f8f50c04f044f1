import { useTranslation } from '@/i18n/react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** 0..100 */
  value: number;
  className?: string;
}

/** A thin bar with the percentage beside it; read out as a progressbar. */
export function ProgressBar({ value, className }: ProgressBarProps) {
  const { t } = useTranslation();
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-label={t('learning.progress.label', { value: clamped })}
      >
        <div className={styles.fill} style={{ width: `${clamped}%` }} />
      </div>
      <span className={styles.value} aria-hidden>
        {clamped}%
      </span>
    </div>
  );
}
