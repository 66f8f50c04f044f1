import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export const tabsVariants = ['line', 'pill'] as const satisfies readonly TabsVariant[];
export type TabsVariant = styles.TabsVariant;

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Shown as a small number after the label (e.g. how many courses the tab holds). */
  count?: number;
  disabled?: boolean;
  /** The panel for this tab; without it the tab shows the component's children. */
  content?: ReactNode;
}

type RootProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Root>;

export interface TabsProps extends Omit<RootProps, 'value' | 'defaultValue' | 'onValueChange' | 'children' | 'dir'> {
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  variant?: TabsVariant;
  /** Tabs share the full width equally instead of sitting at the start. */
  fitted?: boolean;
  /** Names the tab list for assistive technology (e.g. '课程分类'). */
  label: string;
  /** Panel content for tabs that bring none of their own: usually the list filtered by the current tab. */
  children?: ReactNode;
}

const maxCount = 99;

export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, value, onValueChange, variant = 'line', fitted = false, label, className, children, ...rest },
  ref,
) {
  const listClasses = [styles.list, styles.listVariant[variant], fitted && styles.fitted].filter(Boolean).join(' ');
  return (
    <TabsPrimitive.Root
      ref={ref}
      value={value}
      onValueChange={onValueChange}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-variant={variant}
      {...rest}
    >
      <TabsPrimitive.List className={listClasses} aria-label={label}>
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={[styles.trigger, styles.triggerVariant[variant]].join(' ')}
          >
            {item.label}
            {item.count != null && <span className={styles.count}>{item.count > maxCount ? `${maxCount}+` : item.count}</span>}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content ?? children}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
});
