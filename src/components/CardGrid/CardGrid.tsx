import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './CardGrid.css';

export const cardGridColumns = [2, 3, 4, 5] as const;
export type CardGridColumns = (typeof cardGridColumns)[number];
export const cardGridPhoneColumns = [1, 2] as const;
export type CardGridPhoneColumns = (typeof cardGridPhoneColumns)[number];

export interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Columns on a desktop; tablets get one fewer. */
  columns?: CardGridColumns;
  phoneColumns?: CardGridPhoneColumns;
}

/** A list of cards in even columns; its children are `<li>` elements. */
export const CardGrid = forwardRef<HTMLUListElement, CardGridProps>(function CardGrid(
  { columns = 4, phoneColumns = 2, className, ...rest },
  ref,
) {
  return (
    <ul
      ref={ref}
      className={[styles.root, styles.columns[columns], styles.phoneColumns[phoneColumns], className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
