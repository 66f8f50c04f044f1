import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { SettingsGlyph } from './SettingsGlyph';
import * as styles from './SettingsSections.css';

export interface SettingsDoneProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  message?: ReactNode;
  /** What the user may do next (change again, log in). */
  action?: ReactNode;
}

/** A change went through: said once, politely, for screen readers too. */
export const SettingsDone = forwardRef<HTMLDivElement, SettingsDoneProps>(function SettingsDone(
  { title, message, action, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={[styles.done, className].filter(Boolean).join(' ')} data-state="done" {...rest}>
      <span className={styles.doneGlyph}>
        <SettingsGlyph name="check" className={styles.glyph} />
      </span>
      <div role="status" className={styles.doneText}>
        <p className={styles.doneTitle}>{title}</p>
        {message && <p className={styles.doneMessage}>{message}</p>}
      </div>
      {action}
    </div>
  );
});
