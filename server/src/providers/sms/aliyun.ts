import { createRequire } from 'node:module';
import type * as DysmsapiModule from '@alicloud/dysmsapi20170525';
import type * as OpenApiCore from '@alicloud/openapi-core';
import type { SmsMessage, SmsNotice, SmsNoticeTemplate, SmsProvider } from './types';

// Aliyun's SDK packages are CommonJS compiled from TypeScript: through Node's ESM loader their default import is the
// whole `exports` object rather than the client class, so they are required as CommonJS, typed by their declarations.
const require = createRequire(import.meta.url);
const { default: Dysmsapi, SendSmsRequest } = require('@alicloud/dysmsapi20170525') as typeof DysmsapiModule;
const { $OpenApiUtil } = require('@alicloud/openapi-core') as typeof OpenApiCore;

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Approved template codes of the notices; a notice without one is refused. */
  noticeTemplateCodes?: Partial<Record<SmsNoticeTemplate, string>>;
  /**
   * The SendSms endpoint: Aliyun's own unless configured (ALIYUN_SMS_ENDPOINT, e.g. a regional or test one). Only its
   * protocol and host:port count: the SDK always calls the root path.
   */
  endpoint?: string;
}

type Outgoing = { phone: string; templateCode: string; params: Record<string, string> };

/**
 * Aliyun's refusals reach the SDK's errors as its Code and, in `data`, its Message. A transport failure is named by
 * its code alone: its message holds the request's URL, whose query carries the phone number and the code.
 */
function failure(error: unknown): Error {
  const { code, name, data } = (error ?? {}) as { code?: unknown; name?: unknown; data?: { Message?: unknown } };
  const reason = [code ?? name, data?.Message].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return new Error(`阿里云短信发送失败：${reason || 'unknown error'}`);
}

/** Sends through Aliyun's official SDK (@alicloud/dysmsapi20170525), which signs each request itself. */
export function createAliyunSms(settings: AliyunSmsSettings, options: { timeoutMs?: number } = {}): SmsProvider {
  const endpoint = new URL(settings.endpoint ?? ALIYUN_SMS_ENDPOINT);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const client = new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      protocol: endpoint.protocol.replace(/:$/, ''),
      endpoint: endpoint.host,
      connectTimeout: timeoutMs,
      readTimeout: timeoutMs,
    }),
  );

  async function request(message: Outgoing): Promise<void> {
    let answer;
    try {
      answer = await client.sendSms(
        new SendSmsRequest({
          phoneNumbers: message.phone,
          signName: settings.signName,
          templateCode: message.templateCode,
          templateParam: JSON.stringify(message.params),
        }),
      );
    } catch (error) {
      throw failure(error);
    }
    // A refusal of the message itself (flow control, a template mismatch…) comes back as HTTP 200 with its Code.
    const { code, message: reason } = answer.body ?? {};
    if (code !== 'OK') throw new Error(`阿里云短信发送失败：${code ?? answer.statusCode} ${reason ?? ''}`.trim());
  }

  return {
    kind: 'aliyun',
    send: (message: SmsMessage) =>
      request({ phone: message.phone, templateCode: settings.templateCode, params: { code: message.code } }),
    async sendNotice(notice: SmsNotice) {
      const templateCode = settings.noticeTemplateCodes?.[notice.template];
      if (!templateCode) {
        // The account notices only stand in for a code the phone must not get: without their template the
        // operator chose to send nothing then, and the sender's answer is the same as when a code goes out.
        if (notice.template === 'accountExists' || notice.template === 'noAccount') return;
        throw new Error(`阿里云短信未配置模板：${notice.template}`);
      }
      await request({ phone: notice.phone, templateCode, params: notice.params ?? {} });
    },
  };
}
