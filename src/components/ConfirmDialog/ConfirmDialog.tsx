import { forwardRef, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Dialog, type DialogWidthPreset } from '@/components/Dialog';
import { ToneGlyph, type GlyphTone } from '@/components/Notice/ToneGlyph';
import * as styles from './ConfirmDialog.css';

export const confirmDialogTones = ['info', 'warning', 'danger'] as const satisfies readonly ConfirmDialogTone[];
export type ConfirmDialogTone = styles.ConfirmDialogTone;

const glyphOf: Record<ConfirmDialogTone, GlyphTone> = { info: 'info', warning: 'warning', danger: 'error' };

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  /** Defaults to the translated 'system prompt'. */
  title?: ReactNode;
  tone?: ConfirmDialogTone;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Without it the prompt is a warning the user can only acknowledge with OK. */
  showCancel?: boolean;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Shows a spinner on OK while the confirmed action runs. */
  confirming?: boolean;
  width?: DialogWidthPreset | number;
}

/**
 * The 'system prompt': a short message with OK and, optionally, Cancel. Escape and clicks outside
 * count as Cancel, or as OK when OK is the only answer, so the caller always hears how it ended.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    open,
    message,
    title,
    tone = 'warning',
    onConfirm,
    onCancel,
    showCancel = true,
    confirmLabel,
    cancelLabel,
    confirming = false,
    width = 'sm',
  },
  ref,
) {
  const { t } = useTranslation();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const dismiss = () => {
    if (confirming) return;
    if (showCancel) onCancel?.();
    else onConfirm();
  };

  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
      role="alertdialog"
      aria-describedby={messageId}
      width={width}
      showClose={false}
      // A destructive prompt starts on Cancel so a hasty Enter does not destroy anything.
      onOpenAutoFocus={(event) => {
        const target = tone === 'danger' && showCancel ? cancelRef.current : confirmRef.current;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      title={
        <>
          <span
            className={styles.glyph[tone]}
            role="img"
            aria-label={t(`components.confirmDialog.tone.${tone}`)}
            data-tone={tone}
          >
            <ToneGlyph tone={glyphOf[tone]} />
          </span>
          {title ?? t('components.confirmDialog.title')}
        </>
      }
      footer={
        <>
          {showCancel && (
            <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={confirming}>
              {cancelLabel ?? t('components.confirmDialog.cancel')}
            </Button>
          )}
          <Button
            ref={confirmRef}
            variant="primary"
            className={tone === 'danger' ? styles.dangerConfirm : undefined}
            loading={confirming}
            onClick={onConfirm}
          >
            {confirmLabel ?? t('components.confirmDialog.confirm')}
          </Button>
        </>
      }
    >
      <div id={messageId} className={styles.message}>
        {message}
      </div>
    </Dialog>
  );
});
