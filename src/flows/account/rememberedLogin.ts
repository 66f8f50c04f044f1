/**
 * "记住密码": the account and password of the last login made with the box ticked, filled into the login
 * form the next time it opens (SPEC §9: the password cookie lives one day).
 *
 * Why it is built this way:
 * - The login is sealed (AES-256 with an HMAC, src/lib/aes.ts) under a random 256-bit key made for this
 *   browser and this account, kept in localStorage. A cookie travels with every request to the site, so it
 *   ends up in server logs, proxies and anything that can read request headers; the key never travels. The
 *   app's fixed AES key is shipped in the bundle for anyone to read, so it would protect nothing here.
 * - The cookie is SameSite=Strict, path / and Secure on https: no other site can make the browser send it,
 *   and it never crosses plain http when the site is served over TLS.
 * - A value that cannot be opened (key gone, value changed, another account's key) is dropped quietly:
 *   it is worth nothing, and a message would only puzzle the family.
 * - crypto-js comes with the first remembered login or the first form that has one to read, never with a
 *   visit that needs neither.
 */
import { config } from '@/config';
import { rememberedLoginCookie, type RememberedLoginCookie } from '@/lib/rememberedLoginCookie';
import type * as aes from '@/lib/aes';
import type { RememberedLogin } from '@machines/login';

type Sealer = Pick<typeof aes, 'sealWithKey' | 'openSealed'>;

export interface RememberedLoginStoreOptions {
  cookie: RememberedLoginCookie;
  /** Names of the keys in storage: the prefix, then the account. */
  keyPrefix: string;
  storage?: () => Storage;
  loadSealer?: () => Promise<Sealer>;
}

export interface RememberedLoginStore {
  /** Keeps this login for a day, in place of any other remembered one. */
  save(login: RememberedLogin): Promise<void>;
  /** The remembered login, or null when there is none that this browser can open. */
  recall(): Promise<RememberedLogin | null>;
  /** Drops the cookie and every key. */
  forget(): void;
}

const KEY_BYTES = 32;

function randomKeyHex(): string {
  const bytes = new Uint8Array(KEY_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function loginIn(plain: string | null): RememberedLogin | null {
  if (!plain) return null;
  try {
    const value: unknown = JSON.parse(plain);
    if (typeof value !== 'object' || value === null) return null;
    const { account, password } = value as Record<string, unknown>;
    return typeof account === 'string' && typeof password === 'string' && account !== '' && password !== ''
      ? { account, password }
      : null;
  } catch {
    return null;
  }
}

export function createRememberedLoginStore({
  cookie,
  keyPrefix,
  storage = () => globalThis.localStorage,
  loadSealer = () => import('@/lib/aes'),
}: RememberedLoginStoreOptions): RememberedLoginStore {
  // Storage can be unavailable (private mode, disabled by policy): nothing can be remembered then.
  function keyNames(): string[] {
    try {
      const store = storage();
      return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
        (name): name is string => name?.startsWith(keyPrefix) === true,
      );
    } catch {
      return [];
    }
  }

  function readKey(name: string): string | null {
    try {
      return storage().getItem(name);
    } catch {
      return null;
    }
  }

  function removeKeys(): void {
    for (const name of keyNames()) {
      try {
        storage().removeItem(name);
      } catch {
        // Nothing more can be done; without its cookie the key opens nothing.
      }
    }
  }

  function forget(): void {
    cookie.remove();
    removeKeys();
  }

  async function save(login: RememberedLogin): Promise<void> {
    const { sealWithKey } = await loadSealer();
    const key = randomKeyHex();
    forget();
    try {
      storage().setItem(`${keyPrefix}${login.account}`, key);
    } catch {
      return;
    }
    cookie.set(sealWithKey(JSON.stringify({ account: login.account, password: login.password }), key));
  }

  async function recall(): Promise<RememberedLogin | null> {
    const sealed = cookie.get();
    // An expired cookie leaves its key behind: it can open nothing any more.
    if (sealed === null) {
      removeKeys();
      return null;
    }
    const names = keyNames();
    if (names.length > 0) {
      const { openSealed } = await loadSealer();
      for (const name of names) {
        const key = readKey(name);
        const login = key === null ? null : loginIn(openSealed(sealed, key));
        // A key opens only the login of the account it is named after.
        if (login && login.account === name.slice(keyPrefix.length)) return login;
      }
    }
    forget();
    return null;
  }

  return { save, recall, forget };
}

export const rememberedLogin: RememberedLoginStore = createRememberedLoginStore({
  cookie: rememberedLoginCookie,
  keyPrefix: `${config.client.storeKey}.rememberedLoginKey.`,
});
