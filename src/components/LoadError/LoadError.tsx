import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import * as styles from './LoadError.css';

export const loadErrorSizes = ['sm', 'md'] as const satisfies readonly LoadErrorSize[];
export const loadErrorStates = ['idle', 'retrying'] as const;
export type LoadErrorSize = styles.LoadErrorSize;
export type LoadErrorState = (typeof loadErrorStates)[number];

export interface LoadErrorProps extends HTMLAttributes<HTMLDivElement> {
  onRetry: () => void;
  /** Shows a spinner on the reload button and ignores further clicks until the new attempt ends. */
  retrying?: boolean;
  /** Defaults to the translated 'load failed, retry later'. */
  message?: ReactNode;
  retryLabel?: ReactNode;
  size?: LoadErrorSize;
}

export const LoadError = forwardRef<HTMLDivElement, LoadErrorProps>(function LoadError(
  { onRetry, retrying = false, message, retryLabel, size = 'md', className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const state: LoadErrorState = retrying ? 'retrying' : 'idle';
  return (
    <div ref={ref} className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')} data-state={state} {...rest}>
      <svg className={styles.illustration[size]} viewBox="0 0 96 72" aria-hidden="true" focusable="false">
        <path className={styles.art.cloud} d="M26 58a16 16 0 0 1-2-31.9A22 22 0 0 1 66 20a18 18 0 0 1 4 38z" />
        <path className={styles.art.bolt} d="M50 26l-8 14h9l-5 12" />
        <circle className={styles.art.dot} cx="80" cy="14" r="3" />
      </svg>
      <p className={styles.message} role="status">
        {message ?? t('components.loadError.title')}
      </p>
      <Button variant="secondary" size={size === 'sm' ? 'sm' : 'md'} loading={retrying} onClick={onRetry}>
        {retryLabel ?? t('components.loadError.retry')}
      </Button>
    </div>
  );
});
