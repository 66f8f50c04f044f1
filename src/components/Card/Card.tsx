import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export const cardVariants = ['elevated', 'outlined', 'flat'] as const satisfies readonly CardVariant[];
export const cardLayouts = ['vertical', 'horizontal'] as const satisfies readonly CardLayout[];
export const cardElements = ['article', 'section', 'div', 'li'] as const;
export const cardTitleLevels = ['h2', 'h3', 'h4'] as const;
export type CardVariant = styles.CardVariant;
export type CardLayout = styles.CardLayout;
export type CardElement = (typeof cardElements)[number];
export type CardTitleLevel = (typeof cardTitleLevels)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  as?: CardElement;
  variant?: CardVariant;
  layout?: CardLayout;
  /** Lifts on hover and rings when something inside has focus; the clickable thing is a link or button inside. */
  interactive?: boolean;
  /** Image slot, cropped to 16:9 (4:3 beside the body in the horizontal layout). */
  cover?: ReactNode;
  title?: ReactNode;
  titleAs?: CardTitleLevel;
  /** Secondary line under the title: teacher, lesson count, tags. */
  meta?: ReactNode;
  /** Pinned to the bottom so footers line up across a row of cards: price, actions. */
  footer?: ReactNode;
}

export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    as: Element = 'article',
    variant = 'elevated',
    layout = 'vertical',
    interactive = false,
    cover,
    title,
    titleAs: Title = 'h3',
    meta,
    footer,
    className,
    children,
    ...rest
  },
  ref,
) {
  const classes = [styles.root, styles.variant[variant], styles.layout[layout], interactive && styles.interactive, className]
    .filter(Boolean)
    .join(' ');
  return (
    <Element
      // One ref type covers every allowed element; they are all plain HTMLElements.
      ref={ref as never}
      className={classes}
      data-variant={variant}
      data-layout={layout}
      data-interactive={interactive || undefined}
      {...rest}
    >
      {cover != null && <div className={styles.cover}>{cover}</div>}
      <div className={styles.body}>
        {title != null && <Title className={styles.title}>{title}</Title>}
        {meta != null && <div className={styles.meta}>{meta}</div>}
        {children != null && <div className={styles.content}>{children}</div>}
        {footer != null && <div className={styles.footer}>{footer}</div>}
      </div>
    </Element>
  );
});
