import type { SyntheticEvent } from 'react';

export const DEFAULT_ERROR_IMAGE = '/assets/images/error.svg';

/** The source to show: a missing or blank address goes straight to the fallback. */
export function resolveImageSource(src: string | null | undefined, fallback: string = DEFAULT_ERROR_IMAGE): string {
  return src && src.trim() !== '' ? src : fallback;
}

export interface FallbackImageProps {
  src: string;
  onError: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/**
 * Props for an <img> that swaps to the fallback when loading fails. It swaps once only: a broken
 * fallback must not loop through error events.
 */
export function withFallback(
  src: string | null | undefined,
  fallback: string = DEFAULT_ERROR_IMAGE,
  onFailed?: (failedSrc: string) => void,
): FallbackImageProps {
  return {
    src: resolveImageSource(src, fallback),
    onError: (event) => {
      const image = event.currentTarget;
      if (image.dataset.fallback === 'applied') return;
      image.dataset.fallback = 'applied';
      onFailed?.(image.getAttribute('src') ?? '');
      image.src = fallback;
    },
  };
}

/** The avatar address is the storage domain joined with the photo path, with exactly one slash. */
export function joinImageUrl(base: string | null | undefined, path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//i.test(path) || !base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Width over height of course covers as the server draws them (640 × 360). A frame of any other shape crops
 * the sides, and with them the title each cover carries at its left edge.
 */
export const COURSE_COVER_RATIO = '16 / 9';
