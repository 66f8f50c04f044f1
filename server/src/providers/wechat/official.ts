import type { Store } from '../../platform/store';
import { type WechatProvider, WechatUnavailableError } from './types';

const API = 'https://api.weixin.qq.com';
const AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';
// Renew a little before WeChat's stated expiry so a ticket is never used in its last seconds.
const EXPIRY_MARGIN_SECONDS = 300;

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
}

async function call<T extends WechatAnswer>(fetchImpl: typeof fetch, url: string): Promise<T> {
  let body: T;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(8000) });
    body = (await response.json()) as T;
  } catch {
    throw new WechatUnavailableError('微信服务暂时无法访问，请稍后再试');
  }
  if (body.errcode) throw new WechatUnavailableError(`微信接口返回错误（${body.errcode}）`);
  return body;
}

/**
 * Talks to the WeChat API. Access token and ticket are kept in the shared store, because WeChat limits how
 * often they may be fetched and every instance must use the same ones.
 */
export function createOfficialWechatProvider(options: {
  appId: string;
  appSecret: string;
  store: Store;
  fetchImpl?: typeof fetch;
}): WechatProvider {
  const { appId, appSecret, store } = options;
  const fetchImpl = options.fetchImpl ?? fetch;

  async function accessToken(): Promise<string> {
    const cached = await store.get(`wechat:access-token:${appId}`);
    if (cached) return cached;
    const answer = await call<WechatAnswer & { access_token: string; expires_in: number }>(
      fetchImpl,
      `${API}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(appSecret)}`,
    );
    await store.set(`wechat:access-token:${appId}`, answer.access_token, Math.max(60, answer.expires_in - EXPIRY_MARGIN_SECONDS));
    return answer.access_token;
  }

  return {
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      });
      // WeChat reads the parameters in this order and needs the fragment.
      return `${AUTHORIZE}?${query.toString()}#wechat_redirect`;
    },
    async getJsapiTicket() {
      const cached = await store.get(`wechat:jsapi-ticket:${appId}`);
      if (cached) return cached;
      const token = await accessToken();
      const answer = await call<WechatAnswer & { ticket: string; expires_in: number }>(
        fetchImpl,
        `${API}/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token)}&type=jsapi`,
      );
      await store.set(`wechat:jsapi-ticket:${appId}`, answer.ticket, Math.max(60, answer.expires_in - EXPIRY_MARGIN_SECONDS));
      return answer.ticket;
    },
    async exchangeCode(code) {
      const answer = await call<WechatAnswer & { openid: string }>(
        fetchImpl,
        `${API}/sns/oauth2/access_token?appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(appSecret)}&code=${encodeURIComponent(code)}&grant_type=authorization_code`,
      );
      return { openId: answer.openid };
    },
  };
}
