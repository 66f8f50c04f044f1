import { config } from '@/config';

/** Entries older than this read as missing unless their key has its own lifetime. */
export const DEFAULT_EXPIRY_SECONDS = 259_200;
/** The locally kept user record goes stale after six hours. */
export const USER_CACHE_SECONDS = 21_600;
export const USER_STORAGE_KEY = 'user';

export interface StoredEntry<T> {
  value: T;
  /** Milliseconds since the epoch when the entry was written. */
  timestamp: number;
}

export interface ExpiringStorageOptions {
  namespace: string;
  backend?: Storage;
  now?: () => number;
  defaultExpirySeconds?: number;
  /** Lifetime in seconds for particular keys. */
  expiries?: Readonly<Record<string, number>>;
}

export interface ExpiringStorage {
  get<T>(key: string, maxAgeSeconds?: number): T | null;
  /** Returns false when the browser refused to store the entry. */
  set<T>(key: string, value: T): boolean;
  remove(key: string): void;
}

export function isQuotaExceeded(error: unknown): boolean {
  if (typeof DOMException === 'undefined' || !(error instanceof DOMException)) return false;
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22;
}

function isEntry(value: unknown): value is StoredEntry<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    typeof (value as StoredEntry<unknown>).timestamp === 'number'
  );
}

export function createExpiringStorage(options: ExpiringStorageOptions): ExpiringStorage {
  const { namespace, now = () => Date.now(), defaultExpirySeconds = DEFAULT_EXPIRY_SECONDS, expiries = {} } = options;
  const backend = (): Storage => options.backend ?? globalThis.localStorage;
  const fullKey = (key: string) => `${namespace}.${key}`;

  function remove(key: string): void {
    try {
      backend().removeItem(fullKey(key));
    } catch {
      // Storage can be unavailable (private mode, disabled by policy); nothing is kept then anyway.
    }
  }

  function get<T>(key: string, maxAgeSeconds = expiries[key] ?? defaultExpirySeconds): T | null {
    let raw: string | null;
    try {
      raw = backend().getItem(fullKey(key));
    } catch {
      return null;
    }
    if (raw === null) return null;
    let entry: unknown;
    try {
      entry = JSON.parse(raw);
    } catch {
      entry = undefined;
    }
    if (!isEntry(entry) || now() - entry.timestamp > maxAgeSeconds * 1000) {
      remove(key);
      return null;
    }
    return entry.value as T;
  }

  function set<T>(key: string, value: T): boolean {
    const serialised = JSON.stringify({ value, timestamp: now() } satisfies StoredEntry<T>);
    try {
      backend().setItem(fullKey(key), serialised);
      return true;
    } catch (error) {
      if (!isQuotaExceeded(error)) return false;
    }
    // A full storage is usually stale data from older visits; dropping it is cheaper than losing the session.
    try {
      backend().clear();
      backend().setItem(fullKey(key), serialised);
      return true;
    } catch {
      return false;
    }
  }

  return { get, set, remove };
}

/** Local storage of this client, with the user record kept for six hours. */
export const storage = createExpiringStorage({
  namespace: config.client.storeKey,
  expiries: { [USER_STORAGE_KEY]: USER_CACHE_SECONDS },
});
