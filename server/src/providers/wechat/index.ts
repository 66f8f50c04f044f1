import type { AppConfig } from '../../config';
import type { Store } from '../../store';
import { createLocalWechatProvider } from './local';
import { createOfficialWechatProvider } from './official';
import type { WechatProvider } from './types';

export type { WechatProvider } from './types';
export { WechatUnavailableError } from './types';

export function createWechatProvider(config: AppConfig, store: Store): WechatProvider {
  const { ticketProvider, appId, appSecret, localTicket } = config.wechat;
  if (ticketProvider === 'wechat' && appSecret) return createOfficialWechatProvider({ appId, appSecret, store });
  return createLocalWechatProvider(localTicket);
}
