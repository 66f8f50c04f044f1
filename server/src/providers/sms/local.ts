import type { Store } from '../../store';
import type { SmsMessage, SmsProvider, SmsType } from './types';

export interface InboxEntry {
  code: string;
  smsType: SmsType;
  sentAt: string;
}

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

/** Sends nothing: logs the code and keeps it in an inbox read by the development endpoint and tests. */
export function createLocalSms(store: Store, options: { now: () => Date; log?: (line: string) => void }): SmsProvider {
  return {
    kind: 'local',
    async send({ phone, code, smsType }: SmsMessage) {
      const entry: InboxEntry = { code, smsType, sentAt: options.now().toISOString() };
      const inbox = [entry, ...(await readSmsInbox(store, phone))].slice(0, INBOX_SIZE);
      await store.set(inboxKey(phone), JSON.stringify(inbox), INBOX_TTL_SECONDS);
      options.log?.(`[sms] ${phone} 类型 ${smsType} 验证码 ${code}`);
    },
  };
}
