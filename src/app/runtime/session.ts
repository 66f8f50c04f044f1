import type { AppUser } from '@machines/app';
import { storage as defaultStorage, USER_STORAGE_KEY, type ExpiringStorage } from '@/lib/storage';

export const SEARCH_HISTORY_STORAGE_KEY = 'searchHistory';

/** Tokens are kept apart from the user record, one entry per user id (SPEC §3). */
export function tokenStorageKey(rsNo: string): string {
  return `token.${rsNo}`;
}

function isUser(value: unknown): value is AppUser {
  return (
    typeof value === 'object' && value !== null && typeof (value as AppUser).rsNo === 'string' && (value as AppUser).rsNo !== ''
  );
}

/** The user kept from an earlier visit, when the record is younger than its six-hour lifetime and has its token. */
export function readStoredSession(store: ExpiringStorage = defaultStorage): { user: AppUser; token: string } | null {
  const user = store.get<unknown>(USER_STORAGE_KEY);
  if (!isUser(user)) return null;
  const token = store.get<unknown>(tokenStorageKey(user.rsNo));
  return typeof token === 'string' && token !== '' ? { user, token } : null;
}

export function writeStoredSession(user: AppUser, token: string, store: ExpiringStorage = defaultStorage): void {
  store.set(USER_STORAGE_KEY, user);
  store.set(tokenStorageKey(user.rsNo), token);
}

export function clearStoredSession(rsNo: string, store: ExpiringStorage = defaultStorage): void {
  store.remove(USER_STORAGE_KEY);
  if (rsNo) store.remove(tokenStorageKey(rsNo));
}

export function readSearchHistory(store: ExpiringStorage = defaultStorage): unknown {
  return store.get<unknown>(SEARCH_HISTORY_STORAGE_KEY);
}

export function writeSearchHistory(history: readonly string[], store: ExpiringStorage = defaultStorage): void {
  store.set(SEARCH_HISTORY_STORAGE_KEY, history);
}
