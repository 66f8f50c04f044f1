import { createHmac, randomUUID } from 'node:crypto';
import type { SmsMessage, SmsProvider } from './types';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
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

/** The full signed query string of a SendSms request. */
export function sendSmsQuery(
  settings: AliyunSmsSettings,
  message: Pick<SmsMessage, 'phone' | 'code'>,
  meta: { timestamp: Date; nonce: string },
): string {
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
    TemplateCode: settings.templateCode,
    TemplateParam: JSON.stringify({ code: message.code }),
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
  return {
    kind: 'aliyun',
    async send(message) {
      const query = sendSmsQuery(settings, message, { timestamp: options.now(), nonce: randomUUID() });
      const response = await doFetch(`${ALIYUN_SMS_ENDPOINT}?${query}`, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => null)) as { Code?: string; Message?: string } | null;
      if (!response.ok || body?.Code !== 'OK') {
        throw new Error(`阿里云短信发送失败：${body?.Code ?? response.status} ${body?.Message ?? ''}`.trim());
      }
    },
  };
}
