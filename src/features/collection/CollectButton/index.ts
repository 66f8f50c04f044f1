export { CollectButton, collectButtonSizes, collectButtonStates } from './CollectButton';
export type { CollectButtonProps, CollectButtonSize } from './CollectButton';
