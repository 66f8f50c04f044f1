export { CopyText } from './CopyText';
export type { CopyTextProps } from './CopyText';
export { copyToClipboard, truncateAccount } from './clipboard';
