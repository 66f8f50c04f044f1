import { storage as defaultStorage, type ExpiringStorage } from './storage';

export const DEVICE_ID_STORAGE_KEY = 'deviceId';
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

function randomId(): string {
  // getRandomValues works on plain http too, where randomUUID is missing (a phone on the LAN address).
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The id this browser sends with logins, so the server can tell a device it has seen (no SMS check) from
 * a new one. It is made once and kept without expiry; a browser that cannot store it gets a fresh id
 * each time, which only means the SMS check is asked for again.
 */
export function deviceId(store: ExpiringStorage = defaultStorage): string {
  const kept = store.get<unknown>(DEVICE_ID_STORAGE_KEY, Number.POSITIVE_INFINITY);
  if (typeof kept === 'string' && DEVICE_ID_PATTERN.test(kept)) return kept;
  const fresh = randomId();
  store.set(DEVICE_ID_STORAGE_KEY, fresh);
  return fresh;
}
