import { createHash } from 'node:crypto';
import type { WechatProvider } from './types';

/**
 * Works without WeChat: a fixed ticket (signatures are computed with the real algorithm) and openIds derived
 * from the code, so the same code always maps to the same visitor.
 */
export function createLocalWechatProvider(ticket: string): WechatProvider {
  return {
    async getJsapiTicket() {
      return ticket;
    },
    async exchangeCode(code) {
      const digest = createHash('sha256').update(`openid:${code}`).digest('base64url');
      return { openId: `o${digest.slice(0, 27)}` };
    },
  };
}
