/**
 * Keeps the read caches of all instances in step. A write drops its tags here at once and announces them on the
 * database's row-change channel as `cache:<tag>`; every instance follows that channel (db/rowChanges.ts) and
 * drops the tags it hears, so a page published on one instance is not served stale by another until its
 * entries expire. While the channel is down nothing can be heard, so the cache is emptied and stays
 * time-limited as before.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type RowChangeFeed, USER_ROWS_CHANNEL } from '../db/rowChanges';
import type { ReadCache } from './readCache';

export const CACHE_NOTICE_PREFIX = 'cache:';

export interface SharedReadCache extends ReadCache {
  invalidate(...tags: string[]): Promise<void>;
  /** Starts hearing the other instances' writes; the returned function stops. */
  follow(feed: RowChangeFeed): Promise<() => Promise<void>>;
}

export function shareInvalidation(local: ReadCache, db: Db, onError: (error: unknown) => void): SharedReadCache {
  return {
    ...local,
    async invalidate(...tags) {
      local.invalidate(...tags);
      // A lost notice leaves the others serving until their entries expire, as before: the write still stands.
      await Promise.all(
        tags.map((tag) => db.execute(sql`select pg_notify(${USER_ROWS_CHANNEL}, ${CACHE_NOTICE_PREFIX + tag})`).catch(onError)),
      );
    },
    follow(feed) {
      return feed.watch({
        change(payload) {
          if (payload.startsWith(CACHE_NOTICE_PREFIX)) local.invalidate(payload.slice(CACHE_NOTICE_PREFIX.length));
        },
        gap: () => local.clear(),
        live: () => local.clear(),
      });
    },
  };
}
