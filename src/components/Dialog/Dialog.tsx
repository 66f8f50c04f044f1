import { forwardRef, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useTranslation } from '@/i18n/react';
import { layout, rem } from '@tokens/index';
import { IconButton } from '@/components/IconButton';
import { CloseGlyph } from './CloseGlyph';
import * as styles from './Dialog.css';

export const dialogWidthPresets = ['sm', 'md', 'lg', 'agreement'] as const;
export type DialogWidthPreset = (typeof dialogWidthPresets)[number];

/** Widths in design px (1920 wide desktop design); phones always get the screen width minus margins. */
export const dialogWidths: Record<DialogWidthPreset, number> = {
  sm: 400,
  md: layout.dialogWidth,
  lg: 600,
  agreement: layout.agreementModalWidth,
};

export const dialogStates = ['open', 'closed'] as const;
export type DialogState = (typeof dialogStates)[number];

type FocusHandler = NonNullable<DialogPrimitive.DialogContentProps['onOpenAutoFocus']>;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every dialog needs a name; hide it visually when the content already shows a heading of its own. */
  title: ReactNode;
  titleHidden?: boolean;
  description?: ReactNode;
  /** A preset name or any width in design px. */
  width?: DialogWidthPreset | number;
  /** When false, Escape and clicks outside do nothing: the user must choose an action in the footer. */
  dismissible?: boolean;
  showClose?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  onOpenAutoFocus?: FocusHandler;
  onCloseAutoFocus?: FocusHandler;
  /** Where the portal mounts; the document body by default. */
  container?: HTMLElement | null;
  /** 'alertdialog' for prompts that interrupt the user and wait for an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Points at content in the body that describes the dialog, when there is no `description`. */
  'aria-describedby'?: string;
}

export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    onOpenChange,
    title,
    titleHidden = false,
    description,
    width = 'md',
    dismissible = true,
    showClose = dismissible,
    footer,
    children,
    className,
    onOpenAutoFocus,
    onCloseAutoFocus,
    container,
    role = 'dialog',
    'aria-describedby': describedBy,
  },
  ref,
) {
  const { t } = useTranslation();
  const designWidth = typeof width === 'number' ? width : dialogWidths[width];
  const preventUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const titleNode = <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          ref={ref}
          className={[styles.content, className].filter(Boolean).join(' ')}
          style={assignInlineVars({ [styles.widthVar]: rem(designWidth) })}
          data-width={typeof width === 'number' ? 'custom' : width}
          onEscapeKeyDown={preventUnlessDismissible}
          onPointerDownOutside={preventUnlessDismissible}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          role={role}
          {...(description ? {} : { 'aria-describedby': describedBy })}
        >
          <div className={styles.header} data-title-hidden={titleHidden || undefined}>
            {titleHidden ? <VisuallyHidden asChild>{titleNode}</VisuallyHidden> : titleNode}
            {showClose && (
              <DialogPrimitive.Close asChild>
                <IconButton aria-label={t('components.dialog.close')} size="sm" className={styles.close}>
                  <CloseGlyph />
                </IconButton>
              </DialogPrimitive.Close>
            )}
          </div>
          {description && <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>}
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
});
