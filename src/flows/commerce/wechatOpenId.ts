import * as webWeixin from '@contract/api/calls/web/weixin';
import { WECHAT_AUTHORIZE_PATH, WECHAT_PAY_STATE } from '@contract/api/schemas/pay/paths';
import type { ApiClient } from '@/api/client';
import { api } from '@/app/api';

/** Kept for the visit: WeChat gives the same openid to the same payer, and asking again costs a redirect. */
const OPEN_ID_KEY = 'xueban.wechatOpenId';

/** The code WeChat's authorisation brought back to this page for a payment, if it did. */
export function returnedWechatCode(location: Pick<Location, 'search'> = window.location): string | null {
  const params = new URLSearchParams(location.search);
  return params.get('state') === WECHAT_PAY_STATE ? params.get('code') : null;
}

/** This page's address without the parameters the authorisation added. */
function pageAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search);
  params.delete('code');
  params.delete('state');
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/**
 * The payer's openid, which a WeChat Pay JSAPI payment inside WeChat needs. Known for this visit, or just
 * brought back by the authorisation (its code is exchanged on the server and taken off the address), it
 * resolves; otherwise the page leaves for the authorisation, which comes back here with a code, and the
 * promise never settles.
 */
export async function wechatOpenId(win: Window = window, client: Pick<ApiClient, 'call'> = api): Promise<string> {
  const known = win.sessionStorage.getItem(OPEN_ID_KEY);
  if (known) return known;
  const code = returnedWechatCode(win.location);
  if (code) {
    // A code works once: off the address, so a reload or a retry asks for a new one.
    win.history.replaceState(win.history.state, '', pageAddress(win.location));
    const { openId } = await client.call(webWeixin.weChatOpenId, { code }, { silent: true });
    win.sessionStorage.setItem(OPEN_ID_KEY, openId);
    return openId;
  }
  win.location.assign(`${WECHAT_AUTHORIZE_PATH}?returnTo=${encodeURIComponent(pageAddress(win.location))}`);
  return new Promise<string>(() => undefined);
}
