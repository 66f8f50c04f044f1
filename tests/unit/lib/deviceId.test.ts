import { describe, expect, it } from 'vitest';
import { deviceId, DEVICE_ID_STORAGE_KEY } from '@/lib/deviceId';
import { createExpiringStorage, DEFAULT_EXPIRY_SECONDS } from '@/lib/storage';

function memoryBackend(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('deviceId', () => {
  it('makes an id the server accepts and keeps answering with it', () => {
    const store = createExpiringStorage({ namespace: 't', backend: memoryBackend() });
    const first = deviceId(store);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(deviceId(store)).toBe(first);
  });

  it('keeps the id past the default storage lifetime', () => {
    let now = 0;
    const store = createExpiringStorage({ namespace: 't', backend: memoryBackend(), now: () => now });
    const first = deviceId(store);
    now = (DEFAULT_EXPIRY_SECONDS + 1) * 1000 * 10;
    expect(deviceId(store)).toBe(first);
  });

  it('replaces a stored value that is not a valid id', () => {
    const store = createExpiringStorage({ namespace: 't', backend: memoryBackend() });
    store.set(DEVICE_ID_STORAGE_KEY, 'bad id!');
    expect(deviceId(store)).not.toBe('bad id!');
    expect(deviceId(store)).toMatch(/^[a-f0-9]{32}$/);
  });

  it('gives two browsers different ids', () => {
    const a = deviceId(createExpiringStorage({ namespace: 't', backend: memoryBackend() }));
    const b = deviceId(createExpiringStorage({ namespace: 't', backend: memoryBackend() }));
    expect(a).not.toBe(b);
  });
});
