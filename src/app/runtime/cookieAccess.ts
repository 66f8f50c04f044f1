import type { CookieStore } from '@/lib/cookies';

/*
 * The cookie store (js-cookie) is not needed by the first screen, so the frame loads it on first use.
 */
let loading: Promise<CookieStore> | null = null;

export function loadCookieStore(): Promise<CookieStore> {
  loading ??= import('@/lib/cookies').then((module) => module.cookies);
  return loading;
}
