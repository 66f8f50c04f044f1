import { forwardRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button, type ButtonProps } from '@/components/Button';
import * as styles from './CountdownButton.css';

export const countdownStates = ['idle', 'sending', 'counting'] as const;
export type CountdownState = (typeof countdownStates)[number];

export interface CountdownButtonProps extends Omit<ButtonProps, 'children' | 'loading'> {
  /** Seconds until the code may be requested again; null or 0 when it may be requested now. */
  secondsLeft: number | null;
  /** The request for a code is on its way. */
  loading?: boolean;
  /** Replaces '获取验证码', e.g. '重新获取' after a first send. */
  idleLabel?: string;
}

export function countdownState(secondsLeft: number | null, loading: boolean): CountdownState {
  if (loading) return 'sending';
  return secondsLeft != null && secondsLeft > 0 ? 'counting' : 'idle';
}

export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  { secondsLeft, loading = false, idleLabel, disabled, variant = 'secondary', className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const state = countdownState(secondsLeft, loading);
  const label =
    state === 'counting'
      ? t('componentsB.countdownButton.counting', { seconds: Math.ceil(secondsLeft ?? 0) })
      : (idleLabel ?? t('componentsB.countdownButton.idle'));
  return (
    <Button
      ref={ref}
      variant={variant}
      loading={loading}
      disabled={disabled || state === 'counting'}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      {...rest}
    >
      {label}
    </Button>
  );
});
