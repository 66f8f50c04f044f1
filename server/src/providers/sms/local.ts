import type { Store } from '../../platform/store';
import { noticeText, type SmsMessage, type SmsNoticeTemplate, type SmsProvider, type SmsType } from './types';

/** A verification code, or a templated notice (`template` and its full `text`, no code). */
export type InboxEntry =
  | { code: string; smsType: SmsType; sentAt: string }
  | { code?: undefined; template: SmsNoticeTemplate; text: string; sentAt: string };

const INBOX_TTL_SECONDS = 60 * 60;
const INBOX_SIZE = 10;

function inboxKey(phone: string): string {
  return `sms-inbox:${phone}`;
}

/** Newest first. Kept in the shared store so any instance's development inbox shows the code. */
export async function readSmsInbox(store: Store, phone: string): Promise<InboxEntry[]> {
  const raw = await store.get(inboxKey(phone));
  return raw ? (JSON.parse(raw) as InboxEntry[]) : [];
}

async function deliver(store: Store, phone: string, entry: InboxEntry): Promise<void> {
  const inbox = [entry, ...(await readSmsInbox(store, phone))].slice(0, INBOX_SIZE);
  await store.set(inboxKey(phone), JSON.stringify(inbox), INBOX_TTL_SECONDS);
}

/** Sends nothing: logs the message and keeps it in an inbox read by the development endpoint and tests. */
export function createLocalSms(store: Store, options: { now: () => Date; log?: (line: string) => void }): SmsProvider {
  return {
    kind: 'local',
    async send({ phone, code, smsType }: SmsMessage) {
      await deliver(store, phone, { code, smsType, sentAt: options.now().toISOString() });
      options.log?.(`[sms] ${phone} 类型 ${smsType} 验证码 ${code}`);
    },
    async sendNotice(notice) {
      const text = noticeText(notice);
      await deliver(store, notice.phone, { template: notice.template, text, sentAt: options.now().toISOString() });
      options.log?.(`[sms] ${notice.phone} ${text}`);
    },
  };
}
