import { useTranslation } from '@/i18n/react';
import { durationParts, durationShape } from '../format';
import * as styles from './CloseCountdown.css';

export interface CloseCountdownProps {
  /** When the unpaid order closes (ISO time). */
  closesAt: string;
  /** The current time in ms; the page ticks it every second. */
  now: number;
  /** `short`: "29分41秒后关闭" for lists; `long`: the full sentence. */
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
  // A duration in words ("16分40秒"): written as a clock ("16:40") it read as the time of day the order closes.
  const parts = durationParts(left);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = t(`commerce.countdown.duration.${durationShape(parts)}`, {
    hours: parts.hours,
    minutes: parts.hours > 0 ? pad(parts.minutes) : parts.minutes,
    seconds: parts.hours + parts.minutes > 0 ? pad(parts.seconds) : parts.seconds,
  });
  return (
    <span className={styles.root} role="timer" aria-live="off" data-testid="close-countdown">
      <span className={styles.time}>{t(key, { time })}</span>
    </span>
  );
}
