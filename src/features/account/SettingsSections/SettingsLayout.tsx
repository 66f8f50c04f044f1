import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { SettingsGlyph, type SettingsGlyphName } from './SettingsGlyph';
import * as styles from './SettingsSections.css';

export interface SettingsSectionItem {
  value: string;
  label: ReactNode;
  /** A short line under the label on wide screens (part of the tab's name, as it is of what is seen). */
  hint?: ReactNode;
  glyph: SettingsGlyphName;
  content: ReactNode;
}

export interface SettingsLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dir' | 'defaultValue'> {
  /** The account card above the section list. */
  summary?: ReactNode;
  sections: readonly SettingsSectionItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** Names the section list for assistive technology. */
  label: string;
}

/**
 * The settings page: the account card and the list of sections beside the open section on wide screens,
 * above it (two by two) on phones. The list is a tab list: arrow keys move between sections.
 * Hidden sections stay mounted.
 */
export const SettingsLayout = forwardRef<HTMLDivElement, SettingsLayoutProps>(function SettingsLayout(
  { summary, sections, value, onValueChange, label, className, ...rest },
  ref,
) {
  return (
    <TabsPrimitive.Root
      ref={ref}
      value={value}
      onValueChange={onValueChange}
      orientation="vertical"
      className={[styles.layout, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <div className={styles.aside}>
        {summary}
        <TabsPrimitive.List className={styles.nav} aria-label={label}>
          {sections.map((section) => (
            <TabsPrimitive.Trigger key={section.value} value={section.value} className={styles.navItem}>
              <span className={styles.navGlyph}>
                <SettingsGlyph name={section.glyph} className={styles.glyph} />
              </span>
              <span className={styles.navText}>
                <span className={styles.navLabel}>{section.label}</span>
                {section.hint && <span className={styles.navHint}>{section.hint}</span>}
              </span>
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
      </div>
      {sections.map((section) => (
        // Every section stays mounted, so a countdown or a half-filled form survives a look at another one.
        <TabsPrimitive.Content
          key={section.value}
          value={section.value}
          forceMount
          hidden={section.value !== value}
          className={styles.panel}
        >
          {section.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
});
