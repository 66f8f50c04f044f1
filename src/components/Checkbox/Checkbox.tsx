import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import * as styles from './Checkbox.css';

export const checkboxSizes = ['sm', 'md'] as const satisfies readonly CheckboxSize[];
export const checkboxStates = ['unchecked', 'checked', 'indeterminate'] as const;
export type CheckboxSize = styles.CheckboxSize;
export type CheckboxState = (typeof checkboxStates)[number];

type PrimitiveProps = ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>;

export interface CheckboxProps extends Omit<
  PrimitiveProps,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'children' | 'asChild'
> {
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  /** The label; it may hold links (agreement names), which stay clickable without toggling the box. */
  children: ReactNode;
  /** Marks the box when a required tick is missing, such as the user agreement. */
  invalid?: boolean;
  size?: CheckboxSize;
}

export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { checked, onCheckedChange, children, invalid = false, size = 'md', id, className, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const boxId = id ?? `${autoId}-box`;
  const state: CheckboxState = checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    <div
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
      data-state={state}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <CheckboxPrimitive.Root
        ref={ref}
        id={boxId}
        className={styles.box}
        checked={checked}
        // Radix reports 'indeterminate' only when it is set from outside; a click always yields a boolean.
        onCheckedChange={(next) => onCheckedChange(next === true)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        {...rest}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          <svg
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            {state === 'indeterminate' ? <path d="M4 8h8" /> : <path d="M3.5 8.5l3 3 6-7" />}
          </svg>
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label className={styles.label} htmlFor={boxId}>
        {children}
      </label>
    </div>
  );
});
