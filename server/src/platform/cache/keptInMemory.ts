/** What a kept value weighs, and how long it may be kept. */
export interface KeptInMemoryOptions<V> {
  /** Bytes the value holds; the total is kept under `maxBytes`. */
  sizeOf: (value: V) => number;
  maxBytes: number;
  maxEntries?: number;
  /** How long a value is kept, in milliseconds; without it, until it is pushed out. */
  ttlMs?: number;
  now?: () => number;
}

export interface KeptInMemory<V> {
  /**
   * The value kept under `key`, or the one `make` makes now: once, however many ask at the same time. A value
   * `make` answers null for is not kept (the next ask tries again); one it fails to make is not kept either.
   */
  get(key: string, make: () => Promise<V | null>): Promise<V | null>;
  stats(): { hits: number; misses: number; entries: number; bytes: number };
}

interface Entry<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

/**
 * Values that are costly to make (a drawn page, a picture at a width) kept in this process's memory, bounded by
 * count and by size: the least recently used go first.
 */
export function createKeptInMemory<V>(options: KeptInMemoryOptions<V>): KeptInMemory<V> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  const entries = new Map<string, Entry<V>>();
  const making = new Map<string, Promise<V | null>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const keep = (key: string, value: V) => {
    const size = options.sizeOf(value);
    if (size > options.maxBytes) return;
    drop(key);
    entries.set(key, { value, bytes: size, expiresAt: now() + (options.ttlMs ?? Number.POSITIVE_INFINITY) });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= options.maxBytes) break;
      drop(oldest);
    }
  };

  return {
    get(key, make) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        hits += 1;
        // Most recently used: to the end of the line.
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      drop(key);
      const pending = making.get(key);
      if (pending) {
        hits += 1;
        return pending;
      }
      misses += 1;
      const promise = make()
        .then((value) => {
          if (value !== null) keep(key, value);
          return value;
        })
        .finally(() => making.delete(key));
      making.set(key, promise);
      return promise;
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes }),
  };
}
