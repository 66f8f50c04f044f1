import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { createAliyunSms, percentEncode, sendSmsQuery, signAliyunQuery } from '../../../server/src/providers/sms/aliyun';

/** The worked example of Aliyun's SendSms signature documentation (signature version 1.0). */
const DOCUMENTED_REQUEST = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};

const settings = { accessKeyId: 'testId', accessKeySecret: 'testSecret', signName: '学伴在线', templateCode: 'SMS_1' };

describe('Aliyun SMS request signing', () => {
  it('reproduces the signature of the documented example', () => {
    expect(signAliyunQuery(DOCUMENTED_REQUEST, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('encodes the way the signature scheme requires', () => {
    expect(percentEncode("a b*c~d!'()+")).toBe('a%20b%2Ac~d%21%27%28%29%2B');
  });

  it('puts the code in the template parameter and signs the sorted query', () => {
    const query = sendSmsQuery(
      settings,
      { phone: '13800138000', code: '123456' },
      {
        timestamp: new Date('2026-09-01T08:00:00.123Z'),
        nonce: 'n-1',
      },
    );
    const params = new URLSearchParams(query);
    expect(params.get('TemplateParam')).toBe('{"code":"123456"}');
    expect(params.get('Timestamp')).toBe('2026-09-01T08:00:00Z');
    const { Signature, ...rest } = Object.fromEntries(params);
    expect(Signature).toBe(signAliyunQuery(rest, 'testSecret'));
  });

  it('treats an answer other than Code OK as a failed send', async () => {
    const calls: string[] = [];
    const provider = createAliyunSms(settings, {
      now: () => new Date(),
      fetch: (async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' }));
      }) as unknown as typeof fetch,
    });
    await expect(provider.send({ phone: '13800138000', code: '123456', smsType: '2' })).rejects.toThrow(
      'isv.BUSINESS_LIMIT_CONTROL',
    );
    expect(calls[0]).toMatch(/^https:\/\/dysmsapi\.aliyuncs\.com\/\?Signature=/);
  });

  it('sends a course link with its own template and parameters, and refuses it when no template is set', async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ Code: 'OK' }));
    }) as unknown as typeof fetch;
    const notice = {
      phone: '13800138000',
      template: 'courseLink',
      params: { course: '函数', link: 'https://x.test/c' },
    } as const;
    const provider = createAliyunSms(
      { ...settings, noticeTemplateCodes: { courseLink: 'SMS_LINK' } },
      { now: () => new Date(), fetch: fakeFetch },
    );
    await provider.sendNotice(notice);
    const params = new URL(calls[0]!).searchParams;
    expect(params.get('TemplateCode')).toBe('SMS_LINK');
    expect(JSON.parse(params.get('TemplateParam') ?? '')).toEqual({ course: '函数', link: 'https://x.test/c' });
    await expect(createAliyunSms(settings, { now: () => new Date(), fetch: fakeFetch }).sendNotice(notice)).rejects.toThrow(
      'courseLink',
    );
    expect(calls).toHaveLength(1);
  });

  it('sends the account notices with their templates, and nothing (without failing) when none is set', async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ Code: 'OK' }));
    }) as unknown as typeof fetch;
    const configured = createAliyunSms(
      { ...settings, noticeTemplateCodes: { accountExists: 'SMS_EXISTS', noAccount: 'SMS_NONE' } },
      { now: () => new Date(), fetch: fakeFetch },
    );
    await configured.sendNotice({ phone: '13800138000', template: 'accountExists' });
    await configured.sendNotice({ phone: '13800138000', template: 'noAccount' });
    expect(calls.map((url) => new URL(url).searchParams.get('TemplateCode'))).toEqual(['SMS_EXISTS', 'SMS_NONE']);
    expect(JSON.parse(new URL(calls[0]!).searchParams.get('TemplateParam') ?? '')).toEqual({});
    const bare = createAliyunSms(settings, { now: () => new Date(), fetch: fakeFetch });
    await bare.sendNotice({ phone: '13800138000', template: 'noAccount' });
    expect(calls).toHaveLength(2);
  });

  it('sends to ALIYUN_SMS_ENDPOINT when one is configured, to Aliyun otherwise', async () => {
    const env = {
      NODE_ENV: 'test',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'testId',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'testSecret',
      ALIYUN_SMS_SIGN_NAME: '学伴在线',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    };
    expect(loadConfig(env).aliyunSms?.endpoint).toBe('https://dysmsapi.aliyuncs.com/');
    const configured = loadConfig({ ...env, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:4650/' }).aliyunSms!;
    expect(configured.endpoint).toBe('http://127.0.0.1:4650/');
    const calls: string[] = [];
    const provider = createAliyunSms(configured, {
      now: () => new Date(),
      fetch: (async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify({ Code: 'OK' }));
      }) as unknown as typeof fetch,
    });
    await provider.send({ phone: '13800138000', code: '123456', smsType: '2' });
    expect(calls[0]).toMatch(/^http:\/\/127\.0\.0\.1:4650\/\?Signature=/);
  });
});
