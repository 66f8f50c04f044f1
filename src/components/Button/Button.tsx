import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import * as styles from './Button.css';

export const buttonVariants = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'danger',
  'accent',
] as const satisfies readonly ButtonVariant[];
export const buttonSizes = ['sm', 'md', 'lg'] as const satisfies readonly ButtonSize[];
export type ButtonVariant = styles.ButtonVariant;
export type ButtonSize = styles.ButtonSize;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for screen readers and ignores clicks. */
  loading?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    block = false,
    icon,
    className,
    children,
    onClick,
    type = 'button',
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const classes = [styles.root, styles.variant[variant], styles.size[size], block && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      data-variant={variant}
      data-loading={loading}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading ? <span className={styles.spinner} role="status" aria-label={t('components.button.loading')} /> : icon}
      {children}
    </button>
  );
});
