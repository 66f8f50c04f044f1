export { TabButtons } from './TabButtons';
export type { TabButtonItem, TabButtonsProps } from './TabButtons';
