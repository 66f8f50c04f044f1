import Cookies from 'js-cookie';
import { config, type AppConfig } from '@/config';

/** Lifetimes in days, as js-cookie counts them. */
export const TOKEN_COOKIE_DAYS = 1;
export const SHARE_ID_COOKIE_DAYS = 7;
export const E_TOKEN_COOKIE_DAYS = 1;

export const SHARE_ID_COOKIE = 'shareId';
export const E_TOKEN_COOKIE = 'eToken';

export interface CookieStore {
  tokenCookieName: string;
  getToken(): string | null;
  setToken(token: string): void;
  removeToken(): void;
  getShareId(): string | null;
  setShareId(shareId: string): void;
  removeShareId(): void;
  /** Token of the evaluation area, separate from the main session. */
  getEToken(): string | null;
  setEToken(token: string): void;
  removeEToken(): void;
}

/**
 * Sent only over TLS when the page came over TLS. Lax: never with cross-site requests other than top-level
 * links; strict: never with any request another site starts.
 */
export function cookieAttributes(days: number, sameSite: 'lax' | 'strict' = 'lax'): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { expires: days, path: '/', sameSite, secure };
}

function read(name: string): string | null {
  const value = Cookies.get(name);
  return value === undefined || value === '' ? null : value;
}

function remove(name: string): void {
  Cookies.remove(name, { path: '/' });
}

export function createCookieStore(settings: Pick<AppConfig, 'client'>): CookieStore {
  const tokenCookieName = settings.client.tokenName;

  return {
    tokenCookieName,
    getToken: () => read(tokenCookieName),
    setToken: (token) => Cookies.set(tokenCookieName, token, cookieAttributes(TOKEN_COOKIE_DAYS)),
    removeToken: () => remove(tokenCookieName),
    getShareId: () => read(SHARE_ID_COOKIE),
    setShareId: (shareId) => Cookies.set(SHARE_ID_COOKIE, shareId, cookieAttributes(SHARE_ID_COOKIE_DAYS)),
    removeShareId: () => remove(SHARE_ID_COOKIE),
    getEToken: () => read(E_TOKEN_COOKIE),
    setEToken: (token) => Cookies.set(E_TOKEN_COOKIE, token, cookieAttributes(E_TOKEN_COOKIE_DAYS)),
    removeEToken: () => remove(E_TOKEN_COOKIE),
  };
}

export const cookies: CookieStore = createCookieStore(config);
