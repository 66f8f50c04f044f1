export { PayBar } from './PayBar';
export type { PayBarProps } from './PayBar';
