import { forwardRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useTranslation } from '@/i18n/react';
import { defaultFallbackSrc } from './fallbackImage';
import * as styles from './Image.css';

export const imageFits = ['cover', 'contain'] as const satisfies readonly ImageFit[];
export const imageRadii = ['none', 'sm', 'md', 'lg'] as const satisfies readonly ImageRadius[];
export const imageStates = ['loading', 'loaded', 'error', 'empty'] as const;
export type ImageFit = styles.ImageFit;
export type ImageRadius = styles.ImageRadius;
export type ImageState = (typeof imageStates)[number];

type Stage = 'primary' | 'fallback' | 'builtin';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  /** Missing sources (a course without a cover) show the fallback quietly, without a failure message. */
  src?: string | null;
  alt: string;
  /** Shown when `src` fails; the built-in error picture is used if this fails too. */
  fallbackSrc?: string;
  /** Width over height, e.g. 16 / 9 or '4 / 3'; without it (or width and height) the image keeps its natural height. */
  ratio?: number | string;
  /**
   * The picture's own size in pixels, when known: set as the img's width and height, and without `ratio`
   * the frame takes that shape, so the space is reserved before the picture arrives (no layout shift).
   */
  width?: number;
  height?: number;
  fit?: ImageFit;
  radius?: ImageRadius;
  wrapperClassName?: string;
}

export const Image = forwardRef<HTMLImageElement, ImageProps>(function Image(
  {
    src,
    alt,
    fallbackSrc,
    ratio,
    width,
    height,
    fit = 'cover',
    radius = 'none',
    loading = 'lazy',
    decoding = 'async',
    className,
    wrapperClassName,
    onError,
    onLoad,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const initialStage: Stage = src ? 'primary' : fallbackSrc ? 'fallback' : 'builtin';
  const [view, setView] = useState({ src, stage: initialStage, loaded: false });
  // A new source starts over: its own chance to load, then the fallbacks.
  if (view.src !== src) setView({ src, stage: initialStage, loaded: false });
  const stage = view.src === src ? view.stage : initialStage;
  const loaded = view.src === src && view.loaded;

  const shownSrc = stage === 'primary' ? src! : stage === 'fallback' ? fallbackSrc! : defaultFallbackSrc;
  const failed = Boolean(src) && stage !== 'primary';
  const state: ImageState = failed ? 'error' : !src ? 'empty' : loaded ? 'loaded' : 'loading';

  const shape = ratio ?? (width && height ? `${width} / ${height}` : undefined);

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (stage === 'primary') onError?.(event);
    const next: Stage | null = stage === 'primary' && fallbackSrc ? 'fallback' : stage === 'builtin' ? null : 'builtin';
    if (next) setView({ src, stage: next, loaded: false });
  };
  const handleLoad = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    setView({ src, stage, loaded: true });
    onLoad?.(event);
  };

  return (
    <span
      className={[styles.frame, styles.radius[radius], shape !== undefined && styles.framed, wrapperClassName]
        .filter(Boolean)
        .join(' ')}
      style={shape !== undefined ? assignInlineVars({ [styles.ratioVar]: String(shape) }) : undefined}
      data-state={state}
    >
      <img
        ref={ref}
        key={shownSrc}
        src={shownSrc}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding={decoding}
        className={[styles.img, styles.fit[stage === 'builtin' ? 'contain' : fit], className].filter(Boolean).join(' ')}
        data-fallback={stage === 'primary' ? undefined : stage}
        onError={handleError}
        onLoad={handleLoad}
        {...rest}
      />
      <VisuallyHidden role="status">{failed ? t('components.image.loadFailed') : ''}</VisuallyHidden>
    </span>
  );
});
