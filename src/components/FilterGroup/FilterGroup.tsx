import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from '@/components/Link';
import * as styles from './FilterGroup.css';

export interface FilterOption {
  key: string;
  label: ReactNode;
  /** Where choosing the option leads: filters live in the address, so a choice is a link. */
  to: string;
}

export interface FilterGroupProps extends HTMLAttributes<HTMLDivElement> {
  label: ReactNode;
  options: readonly FilterOption[];
  /** Key of the chosen option. */
  value: string;
}

/** One filter of a list (grade, subject, category): a label and a row of choices, the chosen one marked. */
export const FilterGroup = forwardRef<HTMLDivElement, FilterGroupProps>(function FilterGroup(
  { label, options, value, className, ...rest },
  ref,
) {
  const labelId = useId();
  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ul className={styles.options} aria-labelledby={labelId}>
        {options.map((option) => {
          const chosen = option.key === value;
          return (
            <li key={option.key}>
              <Link
                to={option.to}
                className={styles.option}
                aria-current={chosen ? 'true' : undefined}
                data-state={chosen ? 'on' : 'off'}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
