import { createHash, randomBytes } from 'node:crypto';
import type { WechatProvider } from './types';

/**
 * Works without WeChat: a fixed ticket (signatures are computed with the real algorithm) and openIds derived
 * from the code, so the same code always maps to the same visitor. The authorisation comes straight back with
 * a new code, as WeChat does for a silent (snsapi_base) authorisation.
 */
export function createLocalWechatProvider(ticket: string): WechatProvider {
  return {
    authorizeUrl(redirectUri, state) {
      const url = new URL(redirectUri);
      url.searchParams.set('code', `local${randomBytes(12).toString('hex')}`);
      url.searchParams.set('state', state);
      return url.toString();
    },
    async getJsapiTicket() {
      return ticket;
    },
    async exchangeCode(code) {
      const digest = createHash('sha256').update(`openid:${code}`).digest('base64url');
      return { openId: `o${digest.slice(0, 27)}` };
    },
  };
}
