import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'soft', 'solid', 'outline'] as const satisfies readonly IconButtonVariant[];
export const iconButtonSizes = ['sm', 'md', 'lg'] as const satisfies readonly IconButtonSize[];
export type IconButtonVariant = styles.IconButtonVariant;
export type IconButtonSize = styles.IconButtonSize;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The only name the button has: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** The glyph; it is hidden from assistive technology because the label already names the action. */
  children: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', size = 'md', className, children, type = 'button', ...rest },
  ref,
) {
  const classes = [styles.root, styles.variant[variant], styles.size[size], className].filter(Boolean).join(' ');
  return (
    <button ref={ref} type={type} className={classes} data-variant={variant} data-size={size} {...rest}>
      <span className={styles.glyph} aria-hidden="true">
        {children}
      </span>
    </button>
  );
});
