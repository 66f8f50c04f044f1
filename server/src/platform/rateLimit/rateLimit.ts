import type { Store } from '../store';

export interface RateLimit {
  /** Counts one attempt; false once more than `limit` attempts fell in the current window. */
  allow(bucket: string, subject: string, limit: number, windowSeconds: number): Promise<boolean>;
}

export function createRateLimit(store: Store): RateLimit {
  return {
    async allow(bucket, subject, limit, windowSeconds) {
      const count = await store.incr(`rate:${bucket}:${subject}`, windowSeconds);
      return count <= limit;
    },
  };
}
