import Cookies from 'js-cookie';
import { config, type AppConfig } from '@/config';

/** Lifetimes in days, as js-cookie counts them. */
export const TOKEN_COOKIE_DAYS = 1;
export const PASSWORD_COOKIE_DAYS = 1;
export const SHARE_ID_COOKIE_DAYS = 7;
export const E_TOKEN_COOKIE_DAYS = 1;

export const SHARE_ID_COOKIE = 'shareId';
export const E_TOKEN_COOKIE = 'eToken';

export interface CookieStore {
  tokenCookieName: string;
  passwordCookieName: string;
  getToken(): string | null;
  setToken(token: string): void;
  removeToken(): void;
  /** The remembered password is kept AES-encrypted, never as typed (the cipher loads on first use). */
  getPassword(): Promise<string | null>;
  setPassword(password: string): Promise<void>;
  removePassword(): void;
  getShareId(): string | null;
  setShareId(shareId: string): void;
  removeShareId(): void;
  /** Token of the evaluation area, separate from the main session. */
  getEToken(): string | null;
  setEToken(token: string): void;
  removeEToken(): void;
}

function attributes(days: number): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { expires: days, path: '/', sameSite: 'lax', secure };
}

function read(name: string): string | null {
  const value = Cookies.get(name);
  return value === undefined || value === '' ? null : value;
}

function remove(name: string): void {
  Cookies.remove(name, { path: '/' });
}

export function createCookieStore(settings: Pick<AppConfig, 'client' | 'aesKey'>): CookieStore {
  const tokenCookieName = settings.client.tokenName;
  const passwordCookieName = `${settings.client.storeKey}_password`;

  return {
    tokenCookieName,
    passwordCookieName,
    getToken: () => read(tokenCookieName),
    setToken: (token) => Cookies.set(tokenCookieName, token, attributes(TOKEN_COOKIE_DAYS)),
    removeToken: () => remove(tokenCookieName),
    async getPassword() {
      const stored = read(passwordCookieName);
      if (stored === null) return null;
      const { aesDecrypt } = await import('./aes');
      return aesDecrypt(stored, settings.aesKey);
    },
    async setPassword(password) {
      const { aesEncrypt } = await import('./aes');
      Cookies.set(passwordCookieName, aesEncrypt(password, settings.aesKey), attributes(PASSWORD_COOKIE_DAYS));
    },
    removePassword: () => remove(passwordCookieName),
    getShareId: () => read(SHARE_ID_COOKIE),
    setShareId: (shareId) => Cookies.set(SHARE_ID_COOKIE, shareId, attributes(SHARE_ID_COOKIE_DAYS)),
    removeShareId: () => remove(SHARE_ID_COOKIE),
    getEToken: () => read(E_TOKEN_COOKIE),
    setEToken: (token) => Cookies.set(E_TOKEN_COOKIE, token, attributes(E_TOKEN_COOKIE_DAYS)),
    removeEToken: () => remove(E_TOKEN_COOKIE),
  };
}

export const cookies: CookieStore = createCookieStore(config);
