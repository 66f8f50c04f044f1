/**
 * Lesson video files under `server/media/video/`. They are not public assets: the player reaches them only
 * through addresses signed for one user (see services/videoSigning).
 */
export const LESSON_VIDEO_FILES = ['lesson-1.mp4', 'lesson-2.mp4', 'lesson-3.mp4'] as const;
/** Length of every generated lesson clip. */
export const LESSON_VIDEO_SECONDS = 24;
/** Short vertical clips of the small-video feed, in the same folder. */
export const SHORT_CLIP_FILES = ['clip-1.mp4', 'clip-2.mp4'] as const;

/** Asset locations relative to `server/assets/`. */
export const SAMPLE_POSTER_PATH = 'video/sample-poster.png';
export const ERROR_IMAGE_PATH = 'images/error.svg';
export const DEFAULT_IMAGE_PATH = 'images/default.svg';
export const DEFAULT_AVATAR_PATH = 'avatars/default.svg';
/** The picture of the teaching team on the about page. */
export const ABOUT_TEAM_PICTURE_PATH = 'images/about-team.webp';

/** Public URL of an asset as written inside HTML content. */
export function assetUrl(path: string): string {
  return `/assets/${path}`;
}
