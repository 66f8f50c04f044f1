import { Redis } from 'ioredis';
import { ApiError } from '../plugins/apiError';
import type { CodeGuessResult, Store } from './types';

export const STORE_UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后再试';

// INCR and the first PEXPIRE must happen together, or a crash between them leaves a counter that never expires.
const INCR_WITH_TTL = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * judgeGuess (types.ts) as one script, so reading the code record, counting the try and comparing cannot
 * interleave with another guess on any instance. ARGV: hash, now (ms), lifetime (ms), max tries, consume (1/0).
 * A wrong guess writes the record back, other fields and TTL kept.
 */
const GUESS_CODE = `
local raw = redis.call('GET', KEYS[1])
if not raw then return {'missing'} end
local record = cjson.decode(raw)
if tonumber(ARGV[2]) - tonumber(record.sentAt) >= tonumber(ARGV[3]) then
  redis.call('DEL', KEYS[1])
  return {'missing'}
end
if record.hash == ARGV[1] then
  if ARGV[5] == '1' then redis.call('DEL', KEYS[1]) end
  return {'right'}
end
local tries = (tonumber(record.tries) or 0) + 1
local maxTries = tonumber(ARGV[4])
if tries >= maxTries then
  redis.call('DEL', KEYS[1])
  return {'dead'}
end
record.tries = tries
redis.call('SET', KEYS[1], cjson.encode(record), 'KEEPTTL')
return {'wrong', maxTries - tries}`;

/**
 * claimSince (claimHolds in types.ts) as one script, so two instances cannot both find the key free.
 * ARGV: at (ms of the caller's clock), hold (ms). Returns the holding claim's time, or nil once claimed.
 */
const CLAIM_SINCE = `
local held = redis.call('GET', KEYS[1])
local since = held and tonumber(held)
if since and tonumber(ARGV[1]) - since < tonumber(ARGV[2]) then return held end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false`;

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
  redis.defineCommand('guessCode', { numberOfKeys: 1, lua: GUESS_CODE });
  redis.defineCommand('claimSince', { numberOfKeys: 1, lua: CLAIM_SINCE });
  const scripts = redis as unknown as {
    incrWithTtl(key: string, ttlMs: number): Promise<number>;
    guessCode(key: string, ...args: string[]): Promise<[string, number?]>;
    claimSince(key: string, at: string, holdMs: number): Promise<string | null>;
  };
  const incrWithTtl = scripts.incrWithTtl.bind(redis);
  const guessCode = scripts.guessCode.bind(redis);
  const claimSince = scripts.claimSince.bind(redis);

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
    claimSince: (key, at, holdMs) =>
      guard(async () => {
        const held = await claimSince(key, String(at), Math.max(1, Math.round(holdMs)));
        return held === null ? null : Number(held);
      }),
    async del(key) {
      await guard(() => redis.del(key));
    },
    incr: (key, ttlSeconds) => guard(async () => Number(await incrWithTtl(key, Math.max(1, Math.round(ttlSeconds * 1000))))),
    take: (key) => guard(() => redis.getdel(key)),
    guessCode: (key, guess) =>
      guard(async (): Promise<CodeGuessResult> => {
        const [outcome, left] = await guessCode(
          key,
          guess.hash,
          String(guess.now),
          String(guess.lifetimeMs),
          String(guess.maxTries),
          guess.consume ? '1' : '0',
        );
        if (outcome === 'right' || outcome === 'dead') return { outcome };
        if (outcome === 'wrong') return { outcome, triesLeft: Number(left) };
        return { outcome: 'missing' };
      }),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
