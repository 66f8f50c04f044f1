import type { FastifyInstance } from 'fastify';
import { WECHAT_AUTHORIZE_PATH, WECHAT_PAY_STATE } from '../../../../../contract/api/schemas/pay/paths';
import { payRequestContext } from '../services';

/** A path on this site: one leading slash, no scheme or host, so the redirect can never leave the site. */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 1000 && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/**
 * Inside WeChat a JSAPI payment needs the payer's openid, which only WeChat's authorisation redirect gives:
 * this sends the visitor to it, and WeChat comes back to `returnTo` with `code` and `state=wxpay`; the page
 * then exchanges the code (weixin/weChatOpenId) and pays.
 */
export function registerWechatAuthorize(app: FastifyInstance): void {
  app.get<{ Querystring: { returnTo?: string } }>(WECHAT_AUTHORIZE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { returnTo } = request.query;
    if (!isSitePath(returnTo)) {
      return reply.code(400).type('text/plain; charset=utf-8').send('returnTo 应为本站的页面地址');
    }
    const { origin } = payRequestContext(app.deps, request);
    return reply.redirect(app.deps.providers.wechat.authorizeUrl(`${origin}${returnTo}`, WECHAT_PAY_STATE), 302);
  });
}
