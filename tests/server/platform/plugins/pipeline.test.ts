import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptWithPassphrase, encryptWithRawKey } from '../../../../server/src/platform/crypto/bodyCipher';
import { driftingCall, echoCall, echoRoutes, failingCall, noDatabase } from '../../support/echo';
import { createTestApp, type TestApp } from '../../support/testApp';

describe('request pipeline', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ db: noDatabase, build: { routes: echoRoutes } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a form post with the envelope and the coerced fields', async () => {
    const response = await t.post(echoCall.path, { page: '3', name: '  小明 ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 1, message: '操作成功', appData: { page: 3, name: '小明', user: null } });
  });

  it('fails loudly, outside production, when an answer drifts from its response schema', async () => {
    const response = await t.post(driftingCall.path);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ status: 0, appData: null });
  });

  it('accepts JSON bodies too', async () => {
    const response = await t.post(echoCall.path, JSON.stringify({ page: 2, name: 'json' }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json()).toMatchObject({ status: 1, appData: { page: 2, name: 'json' } });
  });

  it('fills defaults for fields left out or sent empty', async () => {
    expect((await t.call(echoCall, { name: 'a' })).appData).toMatchObject({ page: 1 });
    expect((await t.call(echoCall, { name: 'a', page: '' })).appData).toMatchObject({ page: 1 });
  });

  it.each([
    [{ name: 'a', page: 'abc' }, '参数 page 应为正整数'],
    [{ name: 'a', page: '0' }, '参数 page 应为正整数'],
    [{ name: 'a', page: '1.5' }, '参数 page 应为正整数'],
    [{ name: 'a', page: ['1', '2'] }, '参数 page 应为正整数'],
    [{ page: '1' }, '缺少参数 name'],
    [{ name: '   ' }, '缺少参数 name'],
    [{ name: '一二三四五六七八九十十一' }, '参数 name 长度不能超过 10 个字符'],
    [{ name: ['a', 'b'] }, '参数 name 应为文本'],
  ])('answers status 0 naming the problem for %j', async (fields, message) => {
    const response = await t.post(echoCall.path, fields);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 0, message, appData: null });
  });

  it('explains a body that is not an object', async () => {
    const response = await t.post(echoCall.path, '[1,2]', { headers: { 'content-type': 'application/json' } });
    expect(response.json()).toEqual({ status: 0, message: '请求参数应为对象', appData: null });
  });

  it('answers malformed percent-encoding in a form with status 0', async () => {
    const response = await t.post(echoCall.path, 'name=a&page=%E0%A4%A');
    expect(response.json()).toEqual({ status: 0, message: '参数 page 应为正整数', appData: null });
  });

  it('answers malformed JSON with status 0 and no stack trace', async () => {
    const response = await t.post(echoCall.path, '{"name": ', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message: '请求数据不是有效的 JSON', appData: null });
  });

  it('answers bodies over 1 MB with status 0 naming the limit', async () => {
    const response = await t.post(echoCall.path, `name=a&padding=${'x'.repeat(1024 * 1024)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 0, message: '请求数据过大，不能超过 1 MB', appData: null });
  });

  it('answers unsupported content types with status 0', async () => {
    const response = await t.post(echoCall.path, 'name=a', { headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 0, message: expect.stringContaining('application/x-www-form-urlencoded') });
  });

  it('answers unknown paths with HTTP 404 and the envelope', async () => {
    const response = await t.post('/api/web/v1/course/doesNotExist', { a: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: '接口不存在：POST /api/web/v1/course/doesNotExist', appData: null });
  });

  it('passes a business failure on as status 0 with its message', async () => {
    expect(await t.call(failingCall, { kind: 'business' })).toEqual({ status: 0, message: '余额不足', appData: null });
  });

  it('hides unexpected failures behind a general message', async () => {
    const response = await t.post(failingCall.path, { kind: 'crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 0, message: '服务器繁忙，请稍后再试', appData: null });
    expect(response.body).not.toMatch(/10\.0\.0\.3|at |stack/);
  });

  describe('organisation authorisation', () => {
    it('refuses anonymous calls without the organisation header', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: echoCall.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=a',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 0, message: expect.stringContaining('Authorization: Org') });
    });

    it('refuses another organisation number', async () => {
      const response = await t.post(echoCall.path, { name: 'a' }, { headers: { authorization: 'Org 99999' } });
      expect(response.json()).toEqual({ status: 0, message: '机构授权信息无效', appData: null });
    });

    it('accepts the header scheme in any letter case', async () => {
      const response = await t.post(echoCall.path, { name: 'a' }, { headers: { authorization: `org ${t.config.orgNumber}` } });
      expect(response.json()).toMatchObject({ status: 1 });
    });
  });
});

describe('encrypted request bodies (ENCRYPTED_BODY)', () => {
  const key = 'test-encryption-passphrase';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ db: noDatabase, env: { ENCRYPTED_BODY: 'true', AES_KEY: key }, build: { routes: echoRoutes } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('decrypts a form-encoded payload before validating it', async () => {
    const envelope = await t.call(echoCall, { data: encryptWithPassphrase('page=4&name=%E5%8A%A0%E5%AF%86', key) });
    expect(envelope).toEqual({ status: 1, message: '操作成功', appData: { page: 4, name: '加密', user: null } });
  });

  it('decrypts a JSON payload', async () => {
    const envelope = await t.call(echoCall, { data: encryptWithPassphrase(JSON.stringify({ page: 5, name: 'json' }), key) });
    expect(envelope.appData).toMatchObject({ page: 5, name: 'json' });
  });

  it('validates the decrypted fields like plain ones', async () => {
    const envelope = await t.call(echoCall, { data: encryptWithPassphrase('page=x&name=a', key) });
    expect(envelope).toEqual({ status: 0, message: '参数 page 应为正整数', appData: null });
  });

  it('answers bad ciphertext with status 0', async () => {
    expect(await t.fails(echoCall, { data: 'bm90IGNpcGhlcnRleHQ=' })).toBe('请求数据解密失败，请检查加密方式');
    expect(await t.fails(echoCall, { data: encryptWithPassphrase('page=1&name=a', 'some-other-key') })).toBe(
      '请求数据解密失败，请检查加密方式',
    );
    expect(await t.fails(echoCall, { data: encryptWithRawKey('page=1&name=a', '0123456789abcdef') })).toBe(
      '请求数据解密失败，请检查加密方式',
    );
  });

  it('refuses plain fields when bodies must be encrypted', async () => {
    expect(await t.fails(echoCall, { page: 1, name: 'a' })).toBe('请求数据需要加密后以 data 字段提交');
  });

  it('answers decrypted text that is neither a form nor a JSON object with status 0', async () => {
    expect(await t.fails(echoCall, { data: encryptWithPassphrase('{"broken": ', key) })).toBe('解密后的请求数据格式不正确');
  });
});
