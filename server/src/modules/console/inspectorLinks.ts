import { createHmac, timingSafeEqual } from 'node:crypto';
import { INSPECTOR_LINK_MINUTES, INSPECTOR_PARAM } from '../../../../contract/api/schemas/admin/inspector';
import { INSPECTOR_LINK_MESSAGES } from '../../../../contract/api/schemas/web/inspector';
import { ApiError } from '../../platform/plugins/apiError';

/*
 * The links that open the Stately inspector on the production site: `<expiry in ms, base 36>.<HMAC-SHA256 of it>`.
 * Nothing is stored: a link is good until its expiry, and changing INSPECTOR_LINK_SECRET voids every link out.
 */

export type InspectorLinkState = 'ok' | 'expired' | 'invalid';

const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Refused when production runs without INSPECTOR_LINK_SECRET. */
export const INSPECTOR_LINKS_OFF = '未设置 INSPECTOR_LINK_SECRET，生产环境不能生成检查器链接';

function signature(secret: string, expires: string): Buffer {
  return createHmac('sha256', secret).update(`inspector:${expires}`).digest();
}

export function mintInspectorToken(secret: string, now: Date): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + INSPECTOR_LINK_MINUTES * 60_000);
  const expires = expiresAt.getTime().toString(36);
  return { token: `${expires}.${signature(secret, expires).toString('base64url')}`, expiresAt };
}

/** Whether a token opens the inspector now; an expired token is told apart only when its signature is good. */
export function checkInspectorToken(secret: string | null, token: string, now: Date): InspectorLinkState {
  const match = TOKEN.exec(token);
  if (!secret || !match) return 'invalid';
  const [, expires, signed] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(signed, 'base64url'), signature(secret, expires))) return 'invalid';
  return Number.parseInt(expires, 36) > now.getTime() ? 'ok' : 'expired';
}

/** The page's address with the token in its query, on the site's public address when one is configured. */
export function inspectorLink(path: string, token: string, webBaseUrl: string): string {
  const address = new URL(path, 'http://site.invalid');
  address.searchParams.set(INSPECTOR_PARAM, token);
  const relative = `${address.pathname}${address.search}${address.hash}`;
  return webBaseUrl ? `${webBaseUrl.replace(/\/+$/, '')}${relative}` : relative;
}

/** The answer of the public check: the expiry of a good token, or status 0 saying why not. */
export function requireOpenToken(secret: string | null, token: string, now: Date): { expiresAt: string } {
  const state = checkInspectorToken(secret, token, now);
  if (state !== 'ok') throw new ApiError(INSPECTOR_LINK_MESSAGES[state]);
  return { expiresAt: new Date(Number.parseInt(token.split('.')[0]!, 36)).toISOString() };
}

export function mintInspectorLink(
  secret: string | null,
  path: string,
  webBaseUrl: string,
  now: Date,
): { link: string; token: string; expiresAt: string } {
  if (!secret) throw new ApiError(INSPECTOR_LINKS_OFF);
  const { token, expiresAt } = mintInspectorToken(secret, now);
  return { link: inspectorLink(path, token, webBaseUrl), token, expiresAt: expiresAt.toISOString() };
}
