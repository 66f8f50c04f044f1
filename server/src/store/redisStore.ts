import { Redis } from 'ioredis';
import type { Store } from './types';

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
  const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  redis.defineCommand('incrWithTtl', { numberOfKeys: 1, lua: INCR_WITH_TTL });
  const incrWithTtl = (redis as unknown as { incrWithTtl(key: string, ttlMs: number): Promise<number> }).incrWithTtl.bind(redis);

  return {
    async get(key) {
      return redis.get(key);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(key, value, 'PX', Math.max(1, Math.round(ttlSeconds * 1000)));
    },
    async del(key) {
      await redis.del(key);
    },
    async incr(key, ttlSeconds) {
      return Number(await incrWithTtl(key, Math.max(1, Math.round(ttlSeconds * 1000))));
    },
    async take(key) {
      return redis.getdel(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
