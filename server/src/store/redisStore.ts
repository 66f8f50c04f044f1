import { Redis } from 'ioredis';
import { ApiError } from '../services/apiError';
import type { Store } from './types';

export const STORE_UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后再试';

// INCR and the first PEXPIRE must happen together, or a crash between them leaves a counter that never expires.
const INCR_WITH_TTL = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export interface RedisStoreOptions {
  url: string;
  /** Namespace for every key, so several deployments or test runs can share one Redis. */
  prefix?: string;
}

export async function createRedisStore({ url, prefix = 'xueban:' }: RedisStoreOptions): Promise<Store> {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    // While Redis is away, commands fail at once instead of queueing until a request times out: the caller gets
    // a clear answer, and the client reconnects on its own when Redis is back.
    enableOfflineQueue: false,
    commandTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Connection errors are reported through the commands that fail; the event must not go unhandled.
  redis.on('error', () => undefined);
  await redis.connect();
  redis.defineCommand('incrWithTtl', { numberOfKeys: 1, lua: INCR_WITH_TTL });
  const incrWithTtl = (redis as unknown as { incrWithTtl(key: string, ttlMs: number): Promise<number> }).incrWithTtl.bind(redis);

  /** A Redis failure becomes a status 0 answer (HTTP 503), never an unexplained server error. */
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch {
      throw new ApiError(STORE_UNAVAILABLE_MESSAGE, 0, 503);
    }
  };

  return {
    get: (key) => guard(() => redis.get(key)),
    async set(key, value, ttlSeconds) {
      await guard(() => redis.set(key, value, 'PX', Math.max(1, Math.round(ttlSeconds * 1000))));
    },
    async del(key) {
      await guard(() => redis.del(key));
    },
    incr: (key, ttlSeconds) => guard(async () => Number(await incrWithTtl(key, Math.max(1, Math.round(ttlSeconds * 1000))))),
    take: (key) => guard(() => redis.getdel(key)),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
