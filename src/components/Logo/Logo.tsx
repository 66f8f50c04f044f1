import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { LogoMark } from './LogoMark';
import * as styles from './Logo.css';

export const logoSizes = ['sm', 'md', 'lg'] as const satisfies readonly LogoSize[];
export const logoTones = ['default', 'inverse'] as const satisfies readonly LogoTone[];
export type LogoSize = styles.LogoSize;
export type LogoTone = styles.LogoTone;

export interface LogoProps extends HTMLAttributes<HTMLSpanElement> {
  size?: LogoSize;
  /** 'inverse' for dark backgrounds such as the footer. */
  tone?: LogoTone;
  /** The mark alone, for narrow bars; the brand name stays the accessible name. */
  markOnly?: boolean;
  /** The second line under the brand name (the other language's name). */
  showTagline?: boolean;
}

export const Logo = forwardRef<HTMLSpanElement, LogoProps>(function Logo(
  { size = 'md', tone = 'default', markOnly = false, showTagline = true, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const name = t('chrome.brand.name');
  return (
    <span
      ref={ref}
      role="img"
      aria-label={name}
      className={[styles.root, styles.size[size], styles.tone[tone], className].filter(Boolean).join(' ')}
      data-size={size}
      data-tone={tone}
      {...rest}
    >
      <LogoMark />
      {!markOnly && (
        <span className={styles.wordmark}>
          <span className={styles.name}>{name}</span>
          {showTagline && <span className={styles.tagline}>{t('chrome.brand.tagline')}</span>}
        </span>
      )}
    </span>
  );
});
