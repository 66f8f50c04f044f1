import type { AppConfig } from '../../platform/config';
import type { Store } from '../../platform/store';
import { createAliyunSms } from './aliyun';
import { createLocalSms } from './local';
import type { SmsProvider } from './types';

export type { SmsMessage, SmsNotice, SmsNoticeTemplate, SmsProvider, SmsType } from './types';
export { SMS_NOTICE_TEMPLATES, noticeText } from './types';
export { readSmsInbox, type InboxEntry } from './local';

export function createSmsProvider(
  config: AppConfig,
  store: Store,
  options: { now: () => Date; log?: (line: string) => void },
): SmsProvider {
  if (config.smsProvider === 'aliyun' && config.aliyunSms) return createAliyunSms(config.aliyunSms);
  return createLocalSms(store, options);
}
