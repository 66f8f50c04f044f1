export { SharePayView } from './SharePayView';
export type { ShareMethod, SharedOrder, SharePayViewProps } from './SharePayView';
