import type { CookieStore } from '@/lib/cookies';

/*
 * The cookie store brings the crypto libraries with it (the remembered password is encrypted), which
 * the first screen never needs, so the frame loads it on first use.
 */
let loading: Promise<CookieStore> | null = null;

export function loadCookieStore(): Promise<CookieStore> {
  loading ??= import('@/lib/cookies').then((module) => module.cookies);
  return loading;
}
