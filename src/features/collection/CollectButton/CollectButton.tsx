import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import '../texts';
import * as styles from './CollectButton.css';

export const collectButtonSizes = ['md', 'sm'] as const satisfies readonly CollectButtonSize[];
export type CollectButtonSize = styles.CollectButtonSize;
export const collectButtonStates = ['idle', 'collected', 'pending'] as const;

export interface CollectButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  collected: boolean;
  /** A change is on its way to the server: the button shows the new state and takes no second click. */
  pending?: boolean;
  size?: CollectButtonSize;
  /** Names what is collected, for screen readers: 收藏课程, 收藏文章 … */
  subject?: string;
}

/** Collect / collected, as a toggle button. */
export const CollectButton = forwardRef<HTMLButtonElement, CollectButtonProps>(function CollectButton(
  { collected, pending = false, size = 'md', subject, className, onClick, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const label = collected ? t('collection.button.collected') : t('collection.button.collect');
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={collected}
      aria-busy={pending || undefined}
      aria-label={subject ? `${label} ${subject}` : undefined}
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
      data-state={pending ? 'pending' : collected ? 'collected' : 'idle'}
      onClick={(event) => {
        if (pending) return;
        onClick?.(event);
      }}
      {...rest}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />
      </svg>
      <span>{label}</span>
    </button>
  );
});
