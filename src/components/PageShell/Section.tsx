import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './PageShell.css';

export const sectionSurfaces = ['plain', 'card'] as const satisfies readonly SectionSurface[];
export type SectionSurface = styles.SectionSurface;

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Becomes the section's h2 and its accessible name. */
  title?: ReactNode;
  /** A link or button at the end of the heading row, such as 'more'. */
  extra?: ReactNode;
  surface?: SectionSurface;
}

export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { title, extra, surface = 'plain', className, children, ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={title ? headingId : undefined}
      className={[styles.section, styles.surface[surface], className].filter(Boolean).join(' ')}
      data-surface={surface}
      {...rest}
    >
      {(title || extra) && (
        <div className={styles.sectionHeader}>
          {title && (
            <h2 id={headingId} className={styles.sectionTitle}>
              {title}
            </h2>
          )}
          {extra && <div className={styles.sectionExtra}>{extra}</div>}
        </div>
      )}
      {children}
    </section>
  );
});
