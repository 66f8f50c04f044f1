export { ContactPanel } from './ContactPanel';
export type { ContactPanelProps } from './ContactPanel';
