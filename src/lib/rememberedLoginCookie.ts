import Cookies from 'js-cookie';
import { cookieAttributes } from './cookies';

export const REMEMBERED_LOGIN_COOKIE = 'rememberedLogin';
/** SPEC §9: a remembered password is kept one day. */
export const REMEMBERED_LOGIN_COOKIE_DAYS = 1;

/**
 * The cookie of "记住密码", holding a login sealed by the caller with a key that never leaves this browser.
 * Apart from the session cookies so that only the login forms download it.
 */
export interface RememberedLoginCookie {
  get(): string | null;
  set(sealed: string): void;
  remove(): void;
}

export const rememberedLoginCookie: RememberedLoginCookie = {
  get: () => {
    const value = Cookies.get(REMEMBERED_LOGIN_COOKIE);
    return value === undefined || value === '' ? null : value;
  },
  // Strict: no request started by another site carries it, not even a link followed to this one.
  set: (sealed) => Cookies.set(REMEMBERED_LOGIN_COOKIE, sealed, cookieAttributes(REMEMBERED_LOGIN_COOKIE_DAYS, 'strict')),
  remove: () => Cookies.remove(REMEMBERED_LOGIN_COOKIE, { path: '/' }),
};
