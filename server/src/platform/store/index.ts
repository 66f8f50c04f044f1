import { createMemoryStore } from './memoryStore';
import { createRedisStore } from './redisStore';
import type { Store } from './types';

export type { CodeGuess, CodeGuessResult, CodeRecord, Store } from './types';
export { claimHolds } from './types';
export { createMemoryStore } from './memoryStore';
export { createRedisStore } from './redisStore';

export async function createStore(options: { redisUrl: string | undefined; prefix?: string }): Promise<Store> {
  if (!options.redisUrl) return createMemoryStore();
  return createRedisStore({ url: options.redisUrl, ...(options.prefix ? { prefix: options.prefix } : {}) });
}
