import { useTranslation } from '@/i18n/react';
import { remaining } from '../format';
import * as styles from './CloseCountdown.css';

export interface CloseCountdownProps {
  /** When the unpaid order closes (ISO time). */
  closesAt: string;
  /** The current time in ms; the page ticks it every second. */
  now: number;
  /** `short`: "29:41 后关闭" for lists; `long`: the full sentence. */
  variant?: 'short' | 'long';
}

/** Time left before an unpaid order closes by itself. */
export function CloseCountdown({ closesAt, now, variant = 'long' }: CloseCountdownProps) {
  const { t } = useTranslation();
  const left = new Date(closesAt).getTime() - now;
  if (left <= 0) {
    return (
      <span className={styles.root} role="timer">
        {t('commerce.countdown.closing')}
      </span>
    );
  }
  const key = variant === 'short' ? 'commerce.countdown.short' : 'commerce.countdown.remaining';
  return (
    <span className={styles.root} role="timer" aria-live="off" data-testid="close-countdown">
      <span className={styles.time}>{t(key, { time: remaining(left) })}</span>
    </span>
  );
}
