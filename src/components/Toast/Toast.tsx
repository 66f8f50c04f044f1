import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { toastDurations } from '@tokens/index';
import { ToneGlyph } from '@/components/Notice/ToneGlyph';
import * as styles from './Toast.css';

export const toastTones = ['plain', 'info', 'success', 'warning', 'error'] as const satisfies readonly ToastTone[];
export const toastPlacements = ['top', 'bottom'] as const satisfies readonly ToastPlacement[];
export const toastPresetNames = ['default', 'login', 'adviser'] as const;
export type ToastTone = styles.ToastTone;
export type ToastPlacement = styles.ToastPlacement;
export type ToastPresetName = (typeof toastPresetNames)[number];

/** SPEC §9: toasts last 2000 ms, login toasts 3 s, adviser toasts 2500 ms at the bottom. */
export const toastPresets: Record<ToastPresetName, { duration: number; placement: ToastPlacement }> = {
  default: { duration: toastDurations.defaultMs, placement: 'top' },
  login: { duration: toastDurations.loginMs, placement: 'top' },
  adviser: { duration: toastDurations.adviserMs, placement: 'bottom' },
};

export interface ToastViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  message: ReactNode;
  tone?: ToastTone;
}

/** One toast as drawn; the provider positions, stacks and times them. */
export const ToastView = forwardRef<HTMLDivElement, ToastViewProps>(function ToastView(
  { message, tone = 'plain', className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={[styles.toast, className].filter(Boolean).join(' ')} data-tone={tone} {...rest}>
      {tone !== 'plain' && (
        <span className={styles.glyph[tone]} aria-hidden="true">
          <ToneGlyph tone={tone} />
        </span>
      )}
      <span className={styles.message}>{message}</span>
    </div>
  );
});
