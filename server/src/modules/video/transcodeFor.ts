import { CACHE_TAGS } from '../../platform/cache/cacheTags';
import type { AppDeps } from '../../platform/plugins/deps';
import { transcodeWaiting } from './pipeline';

/**
 * The app's transcode run: each video that ends drops the cached course pages, so the lessons' lengths and
 * playability show on the family site at once rather than after the cache's lifetime.
 */
export function transcodeFor(deps: Pick<AppDeps, 'db' | 'config' | 'cache'>): Promise<number> {
  return transcodeWaiting(deps.db, deps.config.video.mediaDir, {
    onFinished: () => deps.cache.invalidate(CACHE_TAGS.catalog),
  });
}
