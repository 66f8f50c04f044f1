/** Asset locations relative to `server/assets/`. */
export const SAMPLE_VIDEO_PATH = 'video/sample.mp4';
export const SAMPLE_POSTER_PATH = 'video/sample-poster.png';
export const ERROR_IMAGE_PATH = 'images/error.svg';
export const DEFAULT_IMAGE_PATH = 'images/default.svg';
export const DEFAULT_AVATAR_PATH = 'avatars/default.svg';

/** Public URL of an asset as written inside HTML content. */
export function assetUrl(path: string): string {
  return `/assets/${path}`;
}
