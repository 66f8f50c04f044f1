import * as weixin from '../../../../../contract/api/schemas/web/weixin';
import { WechatUnavailableError } from '../../../providers/wechat';
import { ApiError } from '../../../platform/plugins/apiError';
import { signPage } from '../wechatSignature';
import { type ApiRoute, route } from '../../../platform/plugins/define';

/** Interfaces the share and article pages use. */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
];

async function viaWechat<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WechatUnavailableError) throw new ApiError(error.message);
    throw error;
  }
}

export const weixinRoutes: ApiRoute[] = [
  route(weixin.weChatOpenId, ({ deps, input }) => viaWechat(() => deps.providers.wechat.exchangeCode(input.code))),
  route(weixin.shareConfig, async ({ deps, input }) => {
    const ticket = await viaWechat(() => deps.providers.wechat.getJsapiTicket());
    return signPage({ appId: deps.config.wechat.appId, ticket, url: input.url, now: deps.now() });
  }),
  route(weixin.jsSdkConfig, async ({ deps, input }) => {
    const ticket = await viaWechat(() => deps.providers.wechat.getJsapiTicket());
    return { ...signPage({ appId: deps.config.wechat.appId, ticket, url: input.url, now: deps.now() }), jsApiList: JS_API_LIST };
  }),
];
