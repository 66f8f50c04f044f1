import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { cookies } from '@/lib/cookies';
import { rememberedLoginCookie } from '@/lib/rememberedLoginCookie';

const HOUR = 3_600_000;

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

describe('cookies', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
  });

  afterEach(() => {
    clearCookies();
    vi.useRealTimers();
  });

  it('names the token cookie after the client configuration', () => {
    cookies.setToken('tok-1');
    expect(cookies.tokenCookieName).toBe(config.client.tokenName);
    expect(Cookies.get(config.client.tokenName)).toBe('tok-1');
    expect(cookies.getToken()).toBe('tok-1');
  });

  it('keeps the token for one day', () => {
    cookies.setToken('tok-1');
    vi.setSystemTime(Date.now() + 23 * HOUR);
    expect(cookies.getToken()).toBe('tok-1');
    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect(cookies.getToken()).toBeNull();
  });

  it('keeps the share id for seven days', () => {
    cookies.setShareId('S42');
    vi.setSystemTime(Date.now() + 6 * 24 * HOUR);
    expect(cookies.getShareId()).toBe('S42');
    vi.setSystemTime(Date.now() + 25 * HOUR);
    expect(cookies.getShareId()).toBeNull();
  });

  it('writes the token cookies SameSite=Lax, and Secure when the page came over TLS', () => {
    const set = vi.spyOn(Cookies, 'set');
    try {
      cookies.setToken('tok-1');
      cookies.setEToken('e-1');
      for (const [, , attributes] of set.mock.calls)
        expect(attributes).toMatchObject({ sameSite: 'lax', secure: false, path: '/' });
      set.mockClear();
      vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
      cookies.setToken('tok-2');
      expect(set.mock.calls[0]?.[2]).toMatchObject({ sameSite: 'lax', secure: true });
    } finally {
      vi.unstubAllGlobals();
      set.mockRestore();
    }
  });

  it('keeps the remembered login for one day, SameSite=Strict', () => {
    const set = vi.spyOn(Cookies, 'set');
    try {
      rememberedLoginCookie.set('sealed-1');
      expect(set.mock.calls[0]?.[2]).toMatchObject({ sameSite: 'strict', path: '/', expires: 1 });
    } finally {
      set.mockRestore();
    }
    vi.setSystemTime(Date.now() + 23 * HOUR);
    expect(rememberedLoginCookie.get()).toBe('sealed-1');
    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect(rememberedLoginCookie.get()).toBeNull();
  });

  it('keeps the evaluation token in the eToken cookie, apart from the main token', () => {
    cookies.setEToken('e-1');
    expect(Cookies.get('eToken')).toBe('e-1');
    expect(cookies.getToken()).toBeNull();
    cookies.removeEToken();
    expect(cookies.getEToken()).toBeNull();
  });

  it('forgets each value on removal', () => {
    cookies.setToken('tok-1');
    cookies.setShareId('S42');
    cookies.removeToken();
    cookies.removeShareId();
    expect([cookies.getToken(), cookies.getShareId()]).toEqual([null, null]);
  });
});
