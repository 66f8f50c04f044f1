import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError, type ApiClient } from '@/api/client';
import { config } from '@/config';
import { provideLoginMachine } from '@/flows/account/accountMachines';
import { createRememberedLoginStore, rememberedLogin } from '@/flows/account/rememberedLogin';
import { REMEMBERED_LOGIN_COOKIE, rememberedLoginCookie } from '@/lib/rememberedLoginCookie';
import {
  provideBindPhoneMachine,
  provideChangePasswordMachine,
  provideResetPasswordMachine,
  type SettingsEffects,
} from '@/pages/personal/setting/settingsMachines';

const HOUR = 3_600_000;
const KEY_PREFIX = `${config.client.storeKey}.rememberedLoginKey.`;
const login = { account: '13812345678', password: 'Xueban@2026' };

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

const keyNames = () => Object.keys(localStorage).filter((name) => name.startsWith(KEY_PREFIX));

/** The cookie as it is written on the document, before js-cookie decodes it. */
function rawCookie(): string {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${REMEMBERED_LOGIN_COOKIE}=`));
  return pair?.slice(REMEMBERED_LOGIN_COOKIE.length + 1) ?? '';
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});
afterEach(() => {
  clearCookies();
  localStorage.clear();
  vi.useRealTimers();
});

describe('remembered login store', () => {
  it('reads back the account and password it saved', async () => {
    await rememberedLogin.save(login);
    expect(await rememberedLogin.recall()).toEqual(login);
  });

  it('keeps neither the password nor the account readable in the cookie', async () => {
    await rememberedLogin.save(login);
    const sealed = rawCookie();
    expect(sealed).not.toBe('');
    for (const clear of [login.password, login.account, encodeURIComponent(login.password), btoa(login.password)]) {
      expect(sealed).not.toContain(clear);
    }
  });

  it('keeps a random 256-bit key in this browser, named after the account, and a new one at each save', async () => {
    await rememberedLogin.save(login);
    const first = localStorage.getItem(`${KEY_PREFIX}${login.account}`);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    await rememberedLogin.save(login);
    const second = localStorage.getItem(`${KEY_PREFIX}${login.account}`);
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(first).not.toBe(config.aesKey);
  });

  it('writes the cookie for one day, for the whole site only, SameSite=Strict, and Secure over https', async () => {
    const set = vi.spyOn(Cookies, 'set');
    try {
      await rememberedLogin.save(login);
      expect(set).toHaveBeenCalledWith(REMEMBERED_LOGIN_COOKIE, expect.any(String), {
        expires: 1,
        path: '/',
        sameSite: 'strict',
        secure: false,
      });
      set.mockClear();
      vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
      rememberedLoginCookie.set('sealed');
      expect(set.mock.calls[0]?.[2]).toMatchObject({ sameSite: 'strict', secure: true });
    } finally {
      vi.unstubAllGlobals();
      set.mockRestore();
    }
  });

  it('forgets the cookie and the key', async () => {
    await rememberedLogin.save(login);
    rememberedLogin.forget();
    expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeUndefined();
    expect(keyNames()).toEqual([]);
    expect(await rememberedLogin.recall()).toBeNull();
  });

  it('remembers one login only: saving another account replaces the first', async () => {
    await rememberedLogin.save(login);
    await rememberedLogin.save({ account: '13900001111', password: 'Other@2026' });
    expect(keyNames()).toEqual([`${KEY_PREFIX}13900001111`]);
    expect(await rememberedLogin.recall()).toEqual({ account: '13900001111', password: 'Other@2026' });
  });

  it('silently forgets a cookie that was changed', async () => {
    await rememberedLogin.save(login);
    const sealed = Cookies.get(REMEMBERED_LOGIN_COOKIE) ?? '';
    const last = sealed.at(-5) === 'A' ? 'B' : 'A';
    Cookies.set(REMEMBERED_LOGIN_COOKIE, `${sealed.slice(0, -5)}${last}${sealed.slice(-4)}`, { path: '/' });
    expect(await rememberedLogin.recall()).toBeNull();
    expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeUndefined();
    expect(keyNames()).toEqual([]);
  });

  it('silently forgets a cookie whose key is gone: the cookie alone cannot be read', async () => {
    await rememberedLogin.save(login);
    localStorage.clear();
    expect(await rememberedLogin.recall()).toBeNull();
    expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeUndefined();
  });

  it('does not open a login with a key named after another account', async () => {
    await rememberedLogin.save(login);
    const key = localStorage.getItem(`${KEY_PREFIX}${login.account}`) ?? '';
    localStorage.removeItem(`${KEY_PREFIX}${login.account}`);
    localStorage.setItem(`${KEY_PREFIX}13900001111`, key);
    expect(await rememberedLogin.recall()).toBeNull();
    expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeUndefined();
  });

  it('is gone after one day, as the cookie expires, and its key with it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    await rememberedLogin.save(login);
    vi.setSystemTime(Date.now() + 23 * HOUR);
    expect(await rememberedLogin.recall()).toEqual(login);
    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect(await rememberedLogin.recall()).toBeNull();
    expect(keyNames()).toEqual([]);
  });

  it('does not load the AES code when there is nothing to read', async () => {
    const loadSealer = vi.fn(() => import('@/lib/aes'));
    const store = createRememberedLoginStore({ cookie: rememberedLoginCookie, keyPrefix: KEY_PREFIX, loadSealer });
    expect(await store.recall()).toBeNull();
    store.forget();
    expect(loadSealer).not.toHaveBeenCalled();
  });

  it('remembers nothing when the browser keeps no storage', async () => {
    const refusing = {
      get length() {
        return 0;
      },
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
      clear: () => undefined,
    } satisfies Storage;
    const store = createRememberedLoginStore({ cookie: rememberedLoginCookie, keyPrefix: KEY_PREFIX, storage: () => refusing });
    await store.save(login);
    expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeUndefined();
    expect(await store.recall()).toBeNull();
  });
});

describe('remember password in the login flow', () => {
  const serverUser = {
    rsNo: 'RS2001',
    name: '王同学',
    phone: login.account,
    gradeName: '初二',
    isSetClass: 1,
    isClassUpgrade: 2,
    qiniuUrl: '',
    photoUrl: '',
  };
  const api = { call: vi.fn(async () => ({ userInfo: serverUser, token: 'token-1' })) } as unknown as ApiClient;

  async function logIn(remember: boolean) {
    const machine = provideLoginMachine(api, { toast: vi.fn(), loggedIn: vi.fn(), userUpdated: vi.fn() });
    const actor = createActor(machine, { input: { captchaSeed: 'seed' } }).start();
    actor.send({ type: 'user.close' });
    actor.send({ type: 'user.open' });
    const opened = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'filling' }));
    actor.send({ type: 'user.accountChanged', value: login.account });
    actor.send({ type: 'user.passwordChanged', value: login.password });
    actor.send({ type: 'user.captchaChanged', value: 'ab12' });
    actor.send({ type: 'user.rememberChanged', remember });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('loggedIn'));
    actor.stop();
    return opened.context;
  }

  async function openedForm() {
    const machine = provideLoginMachine(api, { toast: vi.fn(), loggedIn: vi.fn(), userUpdated: vi.fn() });
    const actor = createActor(machine, { input: { captchaSeed: 'seed' } }).start();
    actor.send({ type: 'user.open' });
    const { context } = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'filling' }));
    actor.stop();
    return context;
  }

  it('fills the next form after a login with the box ticked, and nothing after one unticked', async () => {
    await logIn(true);
    await vi.waitFor(() => expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeDefined());
    expect(await openedForm()).toMatchObject({ ...login, remember: true });

    await logIn(false);
    expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeUndefined();
    expect(keyNames()).toEqual([]);
    expect(await openedForm()).toMatchObject({ account: '', password: '', remember: false });
  });
});

describe('remember password and the settings', () => {
  const api = { call: vi.fn(async () => ({})) } as unknown as ApiClient;
  const effects: SettingsEffects = {
    toast: vi.fn(),
    userUpdated: vi.fn(),
    sessionEnded: vi.fn(),
    succeeded: vi.fn(),
    uploadFailedText: () => '',
  };

  it('forgets the remembered login once the password is changed', async () => {
    await rememberedLogin.save(login);
    const actor = createActor(provideChangePasswordMachine(api, effects)).start();
    actor.send({ type: 'user.oldPasswordChanged', value: login.password });
    actor.send({ type: 'user.newPasswordChanged', value: 'Newer@2026' });
    actor.send({ type: 'user.confirmPasswordChanged', value: 'Newer@2026' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('done'));
    actor.stop();
    expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeUndefined();
    expect(keyNames()).toEqual([]);
  });

  it('forgets the remembered login once the password is reset', async () => {
    await rememberedLogin.save(login);
    const actor = createActor(provideResetPasswordMachine(api, effects), {
      input: { phone: login.account, captchaSeed: 'seed' },
    }).start();
    actor.send({ type: 'user.smsCodeChanged', value: '4821' });
    actor.send({ type: 'user.passwordChanged', value: 'Newer@2026' });
    actor.send({ type: 'user.confirmPasswordChanged', value: 'Newer@2026' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('done'));
    expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeUndefined();
    expect(keyNames()).toEqual([]);
  });

  it('forgets the remembered login once another phone is bound: the remembered account no longer logs in', async () => {
    await rememberedLogin.save(login);
    const actor = createActor(provideBindPhoneMachine(api, effects), {
      input: { currentPhone: login.account, captchaSeed: 'seed' },
    }).start();
    actor.send({ type: 'user.phoneChanged', value: '13900139000' });
    actor.send({ type: 'user.sendCode' });
    actor.send({ type: 'user.smsCodeChanged', value: '482913' });
    actor.send({ type: 'user.passwordChanged', value: login.password });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('done'));
    actor.stop();
    expect(Cookies.get(REMEMBERED_LOGIN_COOKIE)).toBeUndefined();
    expect(keyNames()).toEqual([]);
  });

  it('keeps the remembered login when a password change is refused', async () => {
    await rememberedLogin.save(login);
    const refusing = {
      call: vi.fn(async () => {
        throw new ApiError(0, '原密码错误', 'userInfo/updatePassword', true);
      }),
    } as unknown as ApiClient;
    const actor = createActor(provideChangePasswordMachine(refusing, effects)).start();
    actor.send({ type: 'user.oldPasswordChanged', value: 'Wrong@2026' });
    actor.send({ type: 'user.newPasswordChanged', value: 'Newer@2026' });
    actor.send({ type: 'user.confirmPasswordChanged', value: 'Newer@2026' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('serverError'));
    actor.stop();
    expect(await rememberedLogin.recall()).toEqual(login);
  });
});
