import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { cookies, createCookieStore } from '@/lib/cookies';

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

  it('stores the remembered password encrypted and keeps it for one day', async () => {
    await cookies.setPassword('s3cret!');
    const stored = Cookies.get(cookies.passwordCookieName);
    expect(stored).toBeDefined();
    expect(stored).not.toContain('s3cret!');
    expect(await cookies.getPassword()).toBe('s3cret!');
    vi.setSystemTime(Date.now() + 25 * HOUR);
    expect(await cookies.getPassword()).toBeNull();
  });

  it('cannot read a remembered password written with another key', async () => {
    const other = createCookieStore({ client: config.client, aesKey: 'another-passphrase-entirely' });
    await other.setPassword('s3cret!');
    expect(await cookies.getPassword()).toBeNull();
  });

  it('keeps the evaluation token in the eToken cookie, apart from the main token', () => {
    cookies.setEToken('e-1');
    expect(Cookies.get('eToken')).toBe('e-1');
    expect(cookies.getToken()).toBeNull();
    cookies.removeEToken();
    expect(cookies.getEToken()).toBeNull();
  });

  it('forgets each value on removal', async () => {
    cookies.setToken('tok-1');
    cookies.setShareId('S42');
    await cookies.setPassword('pw');
    cookies.removeToken();
    cookies.removeShareId();
    cookies.removePassword();
    expect([cookies.getToken(), cookies.getShareId(), await cookies.getPassword()]).toEqual([null, null, null]);
  });
});
