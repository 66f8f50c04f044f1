import { forwardRef, useState, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { Spinner } from '@/components/Spinner';
import { RefreshGlyph } from './RefreshGlyph';
import * as styles from './CaptchaImage.css';

export const captchaImageStates = ['loading', 'ready', 'error'] as const;
export const captchaImageSizes = ['md', 'lg'] as const satisfies readonly CaptchaImageSize[];
export type CaptchaImageState = (typeof captchaImageStates)[number];
export type CaptchaImageSize = styles.CaptchaImageSize;

export interface CaptchaImageProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children' | 'type'> {
  /** Address of the current image (`/api/captcha?t=&c=`); null while the caller has no captcha id yet. */
  src: string | null | undefined;
  /** Asks for a new image; the caller answers with a new `src`. */
  onRefresh: () => void;
  /** Matches the height of the text field beside it. */
  size?: CaptchaImageSize;
}

/** The image captcha: one button that shows the picture and, pressed (click, Enter or Space), asks for another. */
export const CaptchaImage = forwardRef<HTMLButtonElement, CaptchaImageProps>(function CaptchaImage(
  { src, onRefresh, size = 'md', className, disabled, ...rest },
  ref,
) {
  const { t } = useTranslation();
  // The outcome belongs to one address: a new src starts loading again even before the old one answered.
  const [outcome, setOutcome] = useState<{ src: string; state: Exclude<CaptchaImageState, 'loading'> } | null>(null);
  const state: CaptchaImageState = src && outcome?.src === src ? outcome.state : 'loading';
  // A failed picture says so on the button, and the button's name must contain what it shows.
  const refreshLabel = state === 'error' ? t('account.captcha.failedLabel') : t('account.captcha.refresh');

  return (
    <button
      ref={ref}
      type="button"
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
      data-state={state}
      aria-label={refreshLabel}
      aria-busy={state === 'loading' || undefined}
      title={refreshLabel}
      disabled={disabled}
      onClick={onRefresh}
      {...rest}
    >
      {src && (
        <img
          key={src}
          className={styles.image}
          src={src}
          alt={t('account.captcha.image')}
          draggable={false}
          onLoad={() => setOutcome({ src, state: 'ready' })}
          onError={() => setOutcome({ src, state: 'error' })}
        />
      )}
      {state === 'loading' && (
        <span className={styles.cover}>
          <Spinner size="sm" label={t('account.captcha.loading')} />
        </span>
      )}
      {state === 'error' && (
        <span className={[styles.cover, styles.failed].join(' ')}>
          <RefreshGlyph className={styles.glyph} />
          {t('account.captcha.failed')}
        </span>
      )}
      {state === 'ready' && (
        <span className={styles.badge} aria-hidden="true">
          <RefreshGlyph className={styles.glyph} />
        </span>
      )}
    </button>
  );
});
