import { VisuallyHidden } from '@/components/VisuallyHidden';
import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const satisfies readonly SpinnerSize[];
export const spinnerTones = ['brand', 'neutral', 'inverse'] as const satisfies readonly SpinnerTone[];
export type SpinnerSize = styles.SpinnerSize;
export type SpinnerTone = styles.SpinnerTone;

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** inverse is for dark or brand-coloured backgrounds. */
  tone?: SpinnerTone;
  /** What is loading; defaults to '加载中'. */
  label?: string;
  /** Shows the label next to (or, stacked, under) the ring instead of only announcing it. */
  showLabel?: boolean;
  stacked?: boolean;
}

export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', tone = 'brand', label, showLabel = false, stacked = false, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const text = label ?? t('componentsB.spinner.loading');
  const classes = [styles.root, styles.tone[tone], stacked && styles.stacked, className].filter(Boolean).join(' ');
  return (
    <span ref={ref} role="status" className={classes} data-size={size} data-state="loading" {...rest}>
      <span className={[styles.ring, styles.size[size]].join(' ')} aria-hidden="true" />
      {showLabel ? (
        <span className={[styles.label, tone === 'inverse' && styles.labelInverse].filter(Boolean).join(' ')}>{text}</span>
      ) : (
        <VisuallyHidden>{text}</VisuallyHidden>
      )}
    </span>
  );
});
