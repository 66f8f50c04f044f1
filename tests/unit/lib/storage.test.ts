import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import {
  createExpiringStorage,
  DEFAULT_EXPIRY_SECONDS,
  isQuotaExceeded,
  storage,
  USER_CACHE_SECONDS,
  USER_STORAGE_KEY,
} from '@/lib/storage';

class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  clearCalls = 0;
  get length() {
    return this.items.size;
  }
  clear() {
    this.clearCalls += 1;
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

function clock(start = 1_700_000_000_000) {
  let time = start;
  return { now: () => time, advanceSeconds: (seconds: number) => (time += seconds * 1000) };
}

describe('expiring local storage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a value with the time it was written, under the namespaced key', () => {
    const backend = new MemoryStorage();
    const time = clock();
    const store = createExpiringStorage({ namespace: 'demo', backend, now: time.now });
    store.set('grade', { name: '初一' });
    expect(JSON.parse(backend.getItem('demo.grade') ?? 'null')).toEqual({ value: { name: '初一' }, timestamp: time.now() });
    expect(store.get('grade')).toEqual({ name: '初一' });
  });

  it('keeps entries for three days by default', () => {
    expect(DEFAULT_EXPIRY_SECONDS).toBe(259_200);
    const backend = new MemoryStorage();
    const time = clock();
    const store = createExpiringStorage({ namespace: 'demo', backend, now: time.now });
    store.set('keyword', '函数');
    time.advanceSeconds(DEFAULT_EXPIRY_SECONDS);
    expect(store.get('keyword')).toBe('函数');
    time.advanceSeconds(1);
    expect(store.get('keyword')).toBeNull();
  });

  it('removes an expired entry when it is read', () => {
    const backend = new MemoryStorage();
    const time = clock();
    const store = createExpiringStorage({ namespace: 'demo', backend, now: time.now });
    store.set('keyword', '函数');
    time.advanceSeconds(DEFAULT_EXPIRY_SECONDS + 1);
    store.get('keyword');
    expect(backend.getItem('demo.keyword')).toBeNull();
  });

  it('applies a per-key lifetime and a lifetime given at read time', () => {
    const backend = new MemoryStorage();
    const time = clock();
    const store = createExpiringStorage({ namespace: 'demo', backend, now: time.now, expiries: { short: 60 } });
    store.set('short', 1);
    store.set('other', 2);
    time.advanceSeconds(61);
    expect(store.get('short')).toBeNull();
    expect(store.get('other')).toBe(2);
    expect(store.get('other', 30)).toBeNull();
  });

  it('reads a damaged or foreign entry as missing and removes it', () => {
    const backend = new MemoryStorage();
    backend.setItem('demo.broken', '{not json');
    backend.setItem('demo.bare', JSON.stringify({ value: 1 }));
    const store = createExpiringStorage({ namespace: 'demo', backend });
    expect(store.get('broken')).toBeNull();
    expect(store.get('bare')).toBeNull();
    expect(backend.length).toBe(0);
  });

  it('removes one entry on request without touching others', () => {
    const backend = new MemoryStorage();
    const store = createExpiringStorage({ namespace: 'demo', backend });
    store.set('a', 1);
    store.set('b', 2);
    store.remove('a');
    expect(store.get('a')).toBeNull();
    expect(store.get('b')).toBe(2);
  });

  it('clears the storage and retries once when the quota is exceeded', () => {
    const backend = new MemoryStorage();
    backend.setItem('old.visit', 'x'.repeat(100));
    const setItem = vi.spyOn(backend, 'setItem').mockImplementationOnce(() => {
      throw quotaError();
    });
    const store = createExpiringStorage({ namespace: 'demo', backend });
    expect(store.set('user', { rsNo: 'U1' })).toBe(true);
    expect(backend.clearCalls).toBe(1);
    expect(backend.getItem('old.visit')).toBeNull();
    expect(store.get('user')).toEqual({ rsNo: 'U1' });
    expect(setItem).toHaveBeenCalledTimes(2);
  });

  it('gives up after one retry when the storage is still full', () => {
    const backend = new MemoryStorage();
    const setItem = vi.spyOn(backend, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const store = createExpiringStorage({ namespace: 'demo', backend });
    expect(store.set('user', { rsNo: 'U1' })).toBe(false);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(backend.clearCalls).toBe(1);
  });

  it('leaves the storage alone when writing fails for another reason', () => {
    const backend = new MemoryStorage();
    backend.setItem('demo.keep', 'kept');
    vi.spyOn(backend, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = createExpiringStorage({ namespace: 'demo', backend });
    expect(store.set('user', 1)).toBe(false);
    expect(backend.clearCalls).toBe(0);
    expect(backend.getItem('demo.keep')).toBe('kept');
  });

  it('recognises quota errors by name and legacy code only', () => {
    expect(isQuotaExceeded(quotaError())).toBe(true);
    expect(isQuotaExceeded(new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isQuotaExceeded(new DOMException('nope', 'SecurityError'))).toBe(false);
    expect(isQuotaExceeded(new Error('QuotaExceededError'))).toBe(false);
  });

  it('keeps the app user for six hours in this client\u2019s namespace of local storage', () => {
    expect(USER_CACHE_SECONDS).toBe(21_600);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    storage.set(USER_STORAGE_KEY, { rsNo: 'U1' });
    expect(localStorage.getItem(`${config.client.storeKey}.${USER_STORAGE_KEY}`)).not.toBeNull();
    vi.setSystemTime(new Date('2026-03-01T14:00:00Z'));
    expect(storage.get(USER_STORAGE_KEY)).toEqual({ rsNo: 'U1' });
    vi.setSystemTime(new Date('2026-03-01T14:00:01Z'));
    expect(storage.get(USER_STORAGE_KEY)).toBeNull();
  });
});
