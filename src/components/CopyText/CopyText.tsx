import { VisuallyHidden } from '@/components/VisuallyHidden';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/Button';
import { copyToClipboard, truncateAccount } from './clipboard';
import * as styles from './CopyText.css';

export interface CopyTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** The full text; always what gets copied, even when the display is shortened. */
  text: string;
  /** Names the value, e.g. '微信号'; also names the copy button ('复制微信号'). */
  label?: string;
  /** Shows only this many characters followed by an ellipsis (the WeChat account display uses 6). */
  maxChars?: number;
  onCopied?: () => void;
  onCopyFailed?: () => void;
  buttonVariant?: ButtonVariant;
  buttonSize?: ButtonSize;
}

export const CopyText = forwardRef<HTMLSpanElement, CopyTextProps>(function CopyText(
  { text, label, maxChars, onCopied, onCopyFailed, buttonVariant = 'secondary', buttonSize = 'sm', className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const [copying, setCopying] = useState(false);
  const shown = maxChars != null ? truncateAccount(text, maxChars) : text;
  const shortened = shown !== text;

  const copy = async () => {
    setCopying(true);
    const copied = await copyToClipboard(text);
    setCopying(false);
    if (copied) onCopied?.();
    else onCopyFailed?.();
  };

  return (
    <span
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={copying ? 'copying' : 'idle'}
      {...rest}
    >
      {label && <span className={styles.label}>{label}</span>}
      <span className={styles.value} title={shortened ? text : undefined}>
        {/* The display may be cut short; assistive technology reads the whole value. */}
        <span aria-hidden={shortened || undefined}>{shown}</span>
        {shortened && <VisuallyHidden>{text}</VisuallyHidden>}
      </span>
      <Button
        className={styles.button}
        variant={buttonVariant}
        size={buttonSize}
        disabled={!text}
        aria-busy={copying || undefined}
        aria-label={label ? t('componentsB.copyText.copyNamed', { label }) : undefined}
        onClick={() => void copy()}
      >
        {t('componentsB.copyText.copy')}
      </Button>
    </span>
  );
});
