export { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './IconButton';
