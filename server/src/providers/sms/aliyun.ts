import { createHmac, randomUUID } from 'node:crypto';
import type { SmsMessage, SmsNotice, SmsNoticeTemplate, SmsProvider } from './types';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Approved template codes of the notices; a notice without one is refused. */
  noticeTemplateCodes?: Partial<Record<SmsNoticeTemplate, string>>;
  /** The SendSms endpoint: Aliyun's own unless configured (ALIYUN_SMS_ENDPOINT, e.g. a regional or test one). */
  endpoint?: string;
}

/** RFC 3986 encoding as the signature scheme requires: space is %20, `*` is %2A, `~` stays. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
}

/** Signature version 1.0: HMAC-SHA1 over `GET&%2F&` + the encoded canonical query, keyed with `secret&`. */
export function signAliyunQuery(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** The full signed query string of a SendSms request: a code, or a notice's parameters with its template. */
export function sendSmsQuery(
  settings: AliyunSmsSettings,
  message: Pick<SmsMessage, 'phone' | 'code'> | { phone: string; templateCode: string; params: Record<string, string> },
  meta: { timestamp: Date; nonce: string },
): string {
  const [templateCode, templateParam] =
    'code' in message ? [settings.templateCode, { code: message.code }] : [message.templateCode, message.params];
  const params: Record<string, string> = {
    AccessKeyId: settings.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: message.phone,
    RegionId: 'cn-hangzhou',
    SignName: settings.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: meta.nonce,
    SignatureVersion: '1.0',
    TemplateCode: templateCode,
    TemplateParam: JSON.stringify(templateParam),
    Timestamp: meta.timestamp.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const signature = signAliyunQuery(params, settings.accessKeySecret);
  return `Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
}

export function createAliyunSms(
  settings: AliyunSmsSettings,
  options: { now: () => Date; fetch?: typeof fetch; timeoutMs?: number },
): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  async function request(message: Parameters<typeof sendSmsQuery>[1]): Promise<void> {
    const query = sendSmsQuery(settings, message, { timestamp: options.now(), nonce: randomUUID() });
    const response = await doFetch(`${settings.endpoint ?? ALIYUN_SMS_ENDPOINT}?${query}`, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body = (await response.json().catch(() => null)) as { Code?: string; Message?: string } | null;
    if (!response.ok || body?.Code !== 'OK') {
      throw new Error(`阿里云短信发送失败：${body?.Code ?? response.status} ${body?.Message ?? ''}`.trim());
    }
  }
  return {
    kind: 'aliyun',
    send: (message) => request(message),
    async sendNotice(notice: SmsNotice) {
      const templateCode = settings.noticeTemplateCodes?.[notice.template];
      if (!templateCode) {
        // The account notices only stand in for a code the phone must not get: without their template the
        // operator chose to send nothing then, and the sender's answer is the same as when a code goes out.
        if (notice.template !== 'courseLink') return;
        throw new Error(`阿里云短信未配置模板：${notice.template}`);
      }
      await request({ phone: notice.phone, templateCode, params: notice.params ?? {} });
    },
  };
}
