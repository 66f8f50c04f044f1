import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './SettingsSections.css';

export interface SettingsCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  intro?: ReactNode;
}

/** One open section: its heading, what it does, then its form. */
export const SettingsCard = forwardRef<HTMLElement, SettingsCardProps>(function SettingsCard(
  { title, intro, className, children, ...rest },
  ref,
) {
  const id = useId();
  return (
    <section ref={ref} aria-labelledby={id} className={[styles.card, className].filter(Boolean).join(' ')} {...rest}>
      <header className={styles.cardHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {intro && <p className={styles.cardIntro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
});
