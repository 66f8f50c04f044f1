import { forwardRef, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { qrSvg, svgDataUri, type QRErrorLevel } from './qrSvg';
import * as styles from './QRCode.css';

export const qrCodeSizes = ['sm', 'md', 'lg'] as const satisfies readonly QRCodeSize[];
export type QRCodeSize = styles.QRCodeSize;

export interface QRCodeProps extends HTMLAttributes<HTMLElement> {
  /** Text or link to encode. Ignored when `src` is given. */
  value?: string;
  /** A ready-made QR image from the server (an adviser's wechatUrl). */
  src?: string | null;
  size?: QRCodeSize;
  /** Shown under the code, e.g. '微信扫码添加课程顾问'. */
  caption?: ReactNode;
  /** The image's alternative text; defaults to '二维码'. */
  label?: string;
  errorLevel?: QRErrorLevel;
}

export const QRCode = forwardRef<HTMLElement, QRCodeProps>(function QRCode(
  { value = '', src, size = 'md', caption, label, errorLevel = 'M', className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const generated = useMemo(() => {
    if (src) return null;
    const svg = qrSvg(value, errorLevel);
    return svg ? svgDataUri(svg) : null;
  }, [src, value, errorLevel]);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = src ? (src === failedSrc ? null : src) : generated;
  const failure = src ? t('componentsB.qrCode.loadFailed') : t('componentsB.qrCode.generateFailed');
  const alt = label ?? t('componentsB.qrCode.label');

  return (
    <figure
      ref={ref}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={image ? 'ready' : 'error'}
      data-source={src ? 'image' : 'generated'}
      {...rest}
    >
      <div className={[styles.frame, styles.size[size]].join(' ')}>
        {image ? (
          <img className={styles.image} src={image} alt={alt} onError={() => src && setFailedSrc(src)} />
        ) : (
          <p className={styles.fallback} role="alert">
            {failure}
          </p>
        )}
      </div>
      {caption != null && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
});
