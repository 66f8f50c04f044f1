import { VisuallyHidden } from '@/components/VisuallyHidden';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import * as styles from './Badge.css';

export const badgeTones = ['error', 'brand', 'neutral'] as const satisfies readonly BadgeTone[];
export type BadgeTone = styles.BadgeTone;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Unread or pending number; above `max` it shows as '99+'. */
  count?: number;
  max?: number;
  /** A bare dot instead of a number: something is new, how much does not matter. */
  dot?: boolean;
  /** Keeps the badge visible at 0 (normally a zero count hides it). */
  showZero?: boolean;
  tone?: BadgeTone;
  /** Spoken instead of the default '12 条新消息' / '有新消息'. */
  label?: string;
  /** The element the badge sits on (icon button, avatar); without it the badge stands inline. */
  children?: ReactNode;
}

export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count = 0, max = 99, dot = false, showZero = false, tone = 'error', label, className, children, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const visible = dot || count > 0 || showZero;
  const state = !visible ? 'hidden' : dot ? 'dot' : 'count';
  const spoken = label ?? (dot ? t('componentsB.badge.dot') : t('componentsB.badge.count', { value: count }));
  const indicatorClasses = [styles.indicator, styles.tone[tone], dot ? styles.dot : styles.count].join(' ');
  const indicator = visible && (
    <>
      <span className={indicatorClasses} aria-hidden="true" data-part="indicator">
        {dot ? null : badgeText(count, max)}
      </span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </>
  );
  if (children == null) {
    return (
      <span ref={ref} className={className} data-state={state} {...rest}>
        {indicator}
      </span>
    );
  }
  return (
    <span ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} data-state={state} {...rest}>
      {children}
      {indicator}
    </span>
  );
});
