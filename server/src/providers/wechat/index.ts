import type { AppConfig } from '../../platform/config';
import type { Store } from '../../platform/store';
import { createLocalWechatProvider } from './local';
import { createOfficialWechatProvider } from './official';
import type { WechatProvider } from './types';

export type { WechatProvider } from './types';

/**
 * WeChat's official JS-SDK, which the share pages load inside WeChat: the one script the Content-Security-Policy
 * allows from elsewhere, by its exact address. Pages learn it from the boot configuration.
 */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
export { WechatUnavailableError } from './types';

export function createWechatProvider(config: AppConfig, store: Store): WechatProvider {
  const { ticketProvider, appId, appSecret, localTicket } = config.wechat;
  if (ticketProvider === 'wechat' && appSecret) return createOfficialWechatProvider({ appId, appSecret, store });
  return createLocalWechatProvider(localTicket);
}
