import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { CloseGlyph } from '@/components/Dialog/CloseGlyph';
import { IconButton } from '@/components/IconButton';
import { ToneGlyph } from './ToneGlyph';
import * as styles from './Notice.css';

export const noticeTones = ['error', 'warning', 'info', 'success'] as const satisfies readonly NoticeTone[];
export type NoticeTone = styles.NoticeTone;

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: NoticeTone;
  title?: ReactNode;
  message: ReactNode;
  /** Adds a close button; the notice stays until the caller removes it. */
  onClose?: () => void;
  /** A follow-up such as a retry link, shown under the message. */
  action?: ReactNode;
}

export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone = 'error', title, message, onClose, action, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  // Problems interrupt the screen reader; good news and information wait their turn.
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      ref={ref}
      role={urgent ? 'alert' : 'status'}
      className={[styles.root, styles.tone[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
      {...rest}
    >
      <span className={styles.glyph} role="img" aria-label={t(`components.notice.tone.${tone}`)}>
        <ToneGlyph tone={tone} />
      </span>
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        <div className={styles.message}>{message}</div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onClose && (
        <IconButton aria-label={t('components.notice.close')} size="sm" className={styles.close} onClick={onClose}>
          <CloseGlyph />
        </IconButton>
      )}
    </div>
  );
});
