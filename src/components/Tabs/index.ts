export { Tabs, tabsVariants } from './Tabs';
export type { TabItem, TabsProps, TabsVariant } from './Tabs';
