import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/src/platform/config';
import { createAliyunSms, type AliyunSmsSettings } from '../../../../server/src/providers/sms/aliyun';
import { standIn, type StandIn } from '../commerce/providerStandIn';
import {
  ACS3_DATE_TOLERANCE_MS,
  acs3Signature,
  startAliyunSmsStandIn,
  type AliyunSmsStandInOptions,
} from '../../support/aliyunSmsStandIn';

const ACCESS_KEY_ID = 'LTAI5tTestKeyId';
const ACCESS_KEY_SECRET = 'test-access-key-secret';

const running: StandIn[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function aliyun(options: AliyunSmsStandInOptions = {}) {
  const stand = await startAliyunSmsStandIn(ACCESS_KEY_ID, ACCESS_KEY_SECRET, options);
  running.push(stand.server);
  const settings: AliyunSmsSettings = {
    accessKeyId: ACCESS_KEY_ID,
    accessKeySecret: ACCESS_KEY_SECRET,
    signName: '学伴在线',
    templateCode: 'SMS_1',
    endpoint: `${stand.server.url}/`,
  };
  return { stand, settings };
}

/** Sends a request again exactly as it was seen, its headers (host, nonce, signature) included. */
function replay(url: string, seen: StandIn['requests'][number]): Promise<{ status: number; body: { Code?: string } }> {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(Object.entries(seen.headers).filter(([name]) => name !== 'connection'));
    const outgoing = httpRequest(`${url}${seen.path}`, { method: seen.method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) as { Code?: string } }));
    });
    outgoing.on('error', reject);
    outgoing.end(seen.body);
  });
}

describe('the Aliyun SMS stand-in', () => {
  it("computes the signature of Aliyun's documented V3 example", () => {
    // The worked example of Aliyun's "V3版本请求体&签名机制" page (RunInstances on ECS, empty body).
    const signature = acs3Signature(
      {
        method: 'POST',
        path: '/',
        query: [
          ['ImageId', 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd'],
          ['RegionId', 'cn-shanghai'],
        ],
        headers: {
          host: 'ecs.cn-shanghai.aliyuncs.com',
          'x-acs-action': 'RunInstances',
          'x-acs-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-acs-date': '2023-10-26T10:22:32Z',
          'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
          'x-acs-version': '2014-05-26',
        },
        signedHeaders: ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'],
        body: '',
      },
      'YourAccessKeySecret',
    );
    expect(signature).toBe('06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0');
  });

  it('refuses a signed request sent a second time', async () => {
    const { stand, settings } = await aliyun();
    await createAliyunSms(settings).send({ phone: '13800138000', code: '123456', smsType: '2' });
    const again = await replay(stand.server.url, stand.server.requests[0]!);
    expect(again).toMatchObject({ status: 400, body: { Code: 'SignatureNonceUsed' } });
    expect(stand.sent).toHaveLength(1);
  });
});

describe('Aliyun SMS through the official SDK', () => {
  it('sends a code that the Aliyun stand-in accepts as signed by the access key', async () => {
    const { stand, settings } = await aliyun();
    await createAliyunSms(settings).send({ phone: '13800138000', code: '123456', smsType: '2' });
    expect(stand.refusals).toEqual([]);
    expect(stand.sent).toEqual([
      { phone: '13800138000', code: '123456', signName: '学伴在线', templateCode: 'SMS_1', params: { code: '123456' } },
    ]);
    expect(stand.server.requests[0]?.headers.authorization).toMatch(/^ACS3-HMAC-SHA256 Credential=LTAI5tTestKeyId,/);
  });

  it('is refused by the stand-in when signed with another secret', async () => {
    const { stand, settings } = await aliyun();
    const provider = createAliyunSms({ ...settings, accessKeySecret: 'another-secret' });
    await expect(provider.send({ phone: '13800138000', code: '123456', smsType: '2' })).rejects.toThrow('SignatureDoesNotMatch');
    expect(stand.sent).toEqual([]);
    expect(stand.refusals).toHaveLength(1);
  });

  it('is refused when Aliyun does not know its access key id', async () => {
    const { stand, settings } = await aliyun();
    const provider = createAliyunSms({ ...settings, accessKeyId: 'LTAI5tSomeoneElse' });
    await expect(provider.send({ phone: '13800138000', code: '123456', smsType: '2' })).rejects.toThrow(
      'InvalidAccessKeyId.NotFound',
    );
    expect(stand.sent).toEqual([]);
  });

  it("is refused when its request falls outside Aliyun's 15 minutes", async () => {
    const { stand, settings } = await aliyun({ now: () => Date.now() + ACS3_DATE_TOLERANCE_MS + 60_000 });
    await expect(createAliyunSms(settings).send({ phone: '13800138000', code: '123456', smsType: '2' })).rejects.toThrow(
      'InvalidTimeStamp.Expired',
    );
    expect(stand.sent).toEqual([]);
  });

  it('throws when Aliyun answers a code other than OK', async () => {
    const { stand, settings } = await aliyun({
      verdict: () => ({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' }),
    });
    await expect(createAliyunSms(settings).send({ phone: '13800138000', code: '123456', smsType: '2' })).rejects.toThrow(
      'isv.BUSINESS_LIMIT_CONTROL',
    );
    expect(stand.refusals).toEqual([]);
    expect(stand.sent).toEqual([]);
  });

  it('sends a notice with its own template, and refuses a course link when no template is set', async () => {
    const { stand, settings } = await aliyun();
    const notice = {
      phone: '13800138000',
      template: 'courseLink',
      params: { course: '函数', link: 'https://x.test/c?a=1&b=2 *' },
    } as const;
    await createAliyunSms({ ...settings, noticeTemplateCodes: { courseLink: 'SMS_LINK' } }).sendNotice(notice);
    expect(stand.refusals).toEqual([]);
    expect(stand.sent).toEqual([
      { phone: '13800138000', code: '', signName: '学伴在线', templateCode: 'SMS_LINK', params: notice.params },
    ]);
    await expect(createAliyunSms(settings).sendNotice(notice)).rejects.toThrow('courseLink');
    expect(stand.sent).toHaveLength(1);
  });

  it('sends the account notices with their templates, and nothing (without failing) when none is set', async () => {
    const { stand, settings } = await aliyun();
    const configured = createAliyunSms({
      ...settings,
      noticeTemplateCodes: { accountExists: 'SMS_EXISTS', noAccount: 'SMS_NONE' },
    });
    await configured.sendNotice({ phone: '13800138000', template: 'accountExists' });
    await configured.sendNotice({ phone: '13800138001', template: 'noAccount' });
    expect(stand.sent.map(({ phone, templateCode, params }) => ({ phone, templateCode, params }))).toEqual([
      { phone: '13800138000', templateCode: 'SMS_EXISTS', params: {} },
      { phone: '13800138001', templateCode: 'SMS_NONE', params: {} },
    ]);
    await createAliyunSms(settings).sendNotice({ phone: '13800138000', template: 'noAccount' });
    expect(stand.sent).toHaveLength(2);
    expect(stand.refusals).toEqual([]);
  });

  it('reaches the endpoint configured by ALIYUN_SMS_ENDPOINT, and Aliyun otherwise', async () => {
    const { stand } = await aliyun();
    const env = {
      NODE_ENV: 'test',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: ACCESS_KEY_SECRET,
      ALIYUN_SMS_SIGN_NAME: '学伴在线',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    };
    expect(loadConfig(env).aliyunSms?.endpoint).toBe('https://dysmsapi.aliyuncs.com/');
    const configured = loadConfig({ ...env, ALIYUN_SMS_ENDPOINT: `${stand.server.url}/` }).aliyunSms!;
    await createAliyunSms(configured).send({ phone: '13800138000', code: '654321', smsType: '1' });
    expect(stand.sent.map(({ phone, code }) => ({ phone, code }))).toEqual([{ phone: '13800138000', code: '654321' }]);
    expect(stand.server.requests[0]?.headers.host).toBe(new URL(stand.server.url).host);
  });

  it('gives up when Aliyun does not answer within the timeout, without the code in its error', async () => {
    const silent = await standIn(() => undefined);
    running.push(silent);
    const provider = createAliyunSms(
      {
        accessKeyId: ACCESS_KEY_ID,
        accessKeySecret: ACCESS_KEY_SECRET,
        signName: '学伴在线',
        templateCode: 'SMS_1',
        endpoint: `${silent.url}/`,
      },
      { timeoutMs: 300 },
    );
    const started = Date.now();
    const failure = await provider.send({ phone: '13800138000', code: '123456', smsType: '2' }).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(failure?.message).toMatch(/^阿里云短信发送失败：\S/);
    // The error may well be logged: it does not repeat the request's address, whose query carries the code.
    expect(failure?.message).not.toContain('123456');
  });
});
