import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { integerIn } from './env';
import { ownSecret } from './security';

/** Lesson video files kept outside the public assets, so they are reachable only through signed addresses. */
const DEFAULT_MEDIA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../media');

/** Lesson videos: HMAC secret of the signed addresses, their lifetime, and the folder the files live in. */
export interface VideoConfig {
  signingSecret: string;
  urlTtlSeconds: number;
  mediaDir: string;
}

/** The signed addresses of lesson videos. */
export const videoEnv = {
  VIDEO_SIGNING_SECRET: ownSecret('VIDEO_SIGNING_SECRET'),
  VIDEO_URL_TTL_SECONDS: integerIn(30, 24 * 3600).default(900),
};

/** The folder of the lesson video files. */
export const mediaEnv = {
  MEDIA_DIR: z.string().optional(),
};

type VideoEnv = z.output<z.ZodObject<typeof videoEnv & typeof mediaEnv>>;

export function readVideoConfig(e: VideoEnv, baseDir: string): VideoConfig {
  return {
    signingSecret: e.VIDEO_SIGNING_SECRET,
    urlTtlSeconds: e.VIDEO_URL_TTL_SECONDS,
    mediaDir: e.MEDIA_DIR ? resolve(baseDir, e.MEDIA_DIR) : DEFAULT_MEDIA_DIR,
  };
}
