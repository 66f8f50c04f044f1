import { CACHE_TAGS } from './cacheTags';

/**
 * Short-lived in-process cache for public reads that are the same for every visitor. Entries hold the
 * encoded answer, so a hit costs no database query, no JSON encoding and no UTF-8 conversion. Writes in this process drop the
 * affected tags at once; other instances catch up when their entries expire.
 */
export interface ReadCache {
  /** The stored value when it is still fresh, without loading anything. */
  peek<Value>(key: string): Value | undefined;
  remember<Value>(key: string, tags: readonly string[], load: () => Promise<Value>): Promise<Value>;
  /** Drops the tags here; a shared cache also tells the other instances and resolves once it has. */
  invalidate(...tags: string[]): void | Promise<void>;
  clear(): void;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  tags: readonly string[];
}

const MAX_ENTRIES = 5000;

export function createReadCache(options: { ttlSeconds: number; now?: () => number }): ReadCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  // Bumped by invalidate so a load that started before a write does not store stale data after it.
  let generation = 0;

  return {
    peek<Value>(key: string): Value | undefined {
      if (options.ttlSeconds <= 0) return undefined;
      const entry = entries.get(key);
      return entry && entry.expiresAt > now() ? (entry.value as Value) : undefined;
    },
    async remember<Value>(key: string, tags: readonly string[], load: () => Promise<Value>): Promise<Value> {
      if (options.ttlSeconds <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as Value;
      const pending = loading.get(key);
      if (pending) return pending as Promise<Value>;
      const startedAt = generation;
      const promise = load()
        .then((value) => {
          if (startedAt === generation) {
            if (entries.size >= MAX_ENTRIES) {
              const oldest = entries.keys().next();
              if (!oldest.done) entries.delete(oldest.value);
            }
            entries.set(key, { value, expiresAt: now() + options.ttlSeconds * 1000, tags });
          }
          return value;
        })
        .finally(() => {
          // A write may have let a newer load start under the same key since: that one stays.
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    invalidate(...tags) {
      generation += 1;
      // A read made after the write must not join a load that began before it, and be handed the old answer.
      loading.clear();
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tag === CACHE_TAGS.everyWrite || tags.includes(tag))) entries.delete(key);
      }
    },
    clear() {
      generation += 1;
      loading.clear();
      entries.clear();
    },
  };
}
