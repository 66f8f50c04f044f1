export { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog';
