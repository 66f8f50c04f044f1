import { claimHolds, type CodeRecord, judgeGuess, type Store } from './types';

interface Entry {
  value: string;
  expiresAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

export function createMemoryStore(now: () => number = Date.now): Store {
  const entries = new Map<string, Entry>();

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  // Expired keys that are never read again would otherwise stay in memory.
  const sweeper = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    // Nothing awaits between the read and the write, so no other call can claim the key in between.
    async claimSince(key, at, holdMs) {
      const held = live(key)?.value;
      if (claimHolds(held, at, holdMs)) return Number(held);
      entries.set(key, { value: String(at), expiresAt: now() + holdMs });
      return null;
    },
    async del(key) {
      entries.delete(key);
    },
    async incr(key, ttlSeconds) {
      const entry = live(key);
      const count = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(count), expiresAt: entry ? entry.expiresAt : now() + ttlSeconds * 1000 });
      return count;
    },
    async take(key) {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    // Nothing awaits between the read and the write, so no other call can run in between.
    async guessCode(key, guess) {
      const entry = live(key);
      if (!entry) return { outcome: 'missing' };
      const { result, next } = judgeGuess(JSON.parse(entry.value) as CodeRecord, guess);
      if (next === null) entries.delete(key);
      else if (next) entries.set(key, { value: JSON.stringify(next), expiresAt: entry.expiresAt });
      return result;
    },
    async close() {
      clearInterval(sweeper);
      entries.clear();
    },
  };
}
