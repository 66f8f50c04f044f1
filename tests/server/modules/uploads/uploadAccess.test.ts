import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUploadToken } from '../../../../contract/api/schemas/web/qiniu';
import { UPLOAD_QUOTA_REACHED, UPLOAD_DAILY_QUOTA } from '../../../../server/src/platform/rateLimit/limits';
import { PRIVATE_FILE_NOT_FOUND, UPLOAD_TOKEN_USED } from '../../../../server/src/modules/uploads/routes/localUpload';
import { CAPTCHA_SPENT_ON_UPLOADS, UPLOADS_PER_CAPTCHA } from '../../../../server/src/modules/uploads/routes/qiniu';
import { type Buyer, type CommerceApp, createCommerceApp } from '../commerce/harness';
import { TEST_CAPTCHA_ANSWER } from '../../support/testApp';
import { PDF, PNG } from '../../support/uploadFiles';

const STAFF_TOKEN = 'staff-private-files-token-0123';

let t: CommerceApp;
beforeAll(async () => {
  t = await createCommerceApp({ seed: false, env: { PRIVATE_FILES_TOKEN: STAFF_TOKEN } });
});
afterAll(() => t?.close());

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, remoteAddress = '10.9.0.1') {
  const form = new FormData();
  form.append('token', token);
  form.append('file', new Blob([bytes]), 'file.bin');
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    remoteAddress,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

let captchaSerial = 0;
/** A fresh captcha picture, as an anonymous form shows it; its id. */
async function drawCaptcha(): Promise<string> {
  captchaSerial += 1;
  const c = `upload-${captchaSerial}-${Date.now()}`;
  expect((await t.app.inject({ method: 'GET', url: `/api/captcha?c=${c}` })).statusCode).toBe(200);
  return c;
}

/** Uploads a file with a fresh token and returns the address the upload answered. */
async function uploaded(kind: 'image' | 'screenshot' | 'document', bytes: Uint8Array<ArrayBuffer>, who?: Buyer): Promise<string> {
  const fields = who ? { kind } : { kind, c: await drawCaptcha(), captcha: TEST_CAPTCHA_ANSWER };
  const ticket = await t.ok(getUploadToken, fields, who ? { token: who.token } : {});
  const answer = await upload(ticket.token, bytes);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ url: string }>().url;
}

function read(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('who may have an upload token', () => {
  it('refuses an anonymous request without the form’s captcha, and a wrong one uses the captcha up', async () => {
    expect(await t.fails(getUploadToken, { kind: 'screenshot' })).toBe('请输入图形验证码');
    const c = await drawCaptcha();
    expect(await t.fails(getUploadToken, { kind: 'screenshot', c, captcha: 'zzzz' })).toBe('图形验证码错误，请重新输入');
    expect(await t.fails(getUploadToken, { kind: 'screenshot', c, captcha: TEST_CAPTCHA_ANSWER })).toBe(
      '图形验证码错误，请重新输入',
    );
  });

  it('gives an anonymous form tokens for its right captcha, which its own submission can still use up', async () => {
    const c = await drawCaptcha();
    for (let i = 0; i < UPLOADS_PER_CAPTCHA; i += 1) {
      await t.ok(getUploadToken, { kind: 'screenshot', c, captcha: TEST_CAPTCHA_ANSWER.toLowerCase() });
    }
    // One solved picture buys the form's three screenshots, no more.
    expect(await t.fails(getUploadToken, { kind: 'screenshot', c, captcha: TEST_CAPTCHA_ANSWER })).toBe(CAPTCHA_SPENT_ON_UPLOADS);
    expect(await t.app.deps.captcha.verifyCaptcha(c, TEST_CAPTCHA_ANSWER)).toBe(true);
  });

  it('gives a signed-in user a token without a captcha', async () => {
    const user = await t.buyer();
    const ticket = await t.ok(getUploadToken, { kind: 'image' }, { token: user.token });
    expect(ticket.domain).toBe('/api/upload/files/');
  });

  it('takes one file per token', async () => {
    const user = await t.buyer();
    const ticket = await t.ok(getUploadToken, { kind: 'image' }, { token: user.token });
    expect((await upload(ticket.token, PNG)).statusCode).toBe(200);
    const again = await upload(ticket.token, PNG);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ status: 0, message: UPLOAD_TOKEN_USED });
  });

  it('counts a day’s tokens per user and per address, answering the quota with status 0', async () => {
    const address = '10.77.0.1';
    const user = await t.buyer();
    for (let i = 0; i < UPLOAD_DAILY_QUOTA.user; i += 1) {
      await t.ok(getUploadToken, { kind: 'image' }, { token: user.token, remoteAddress: address });
    }
    expect(await t.fails(getUploadToken, { kind: 'image' }, { token: user.token, remoteAddress: '10.77.0.2' })).toBe(
      UPLOAD_QUOTA_REACHED,
    );
    // Other users behind the same address share its quota.
    let given = UPLOAD_DAILY_QUOTA.user;
    let refused = '';
    while (!refused && given < UPLOAD_DAILY_QUOTA.address + 5) {
      const other = await t.buyer();
      for (let i = 0; i < 10 && !refused; i += 1) {
        const answer = await t.call(getUploadToken, { kind: 'image' }, { token: other.token, remoteAddress: address });
        if (answer.status === 1) given += 1;
        else refused = answer.message;
      }
    }
    expect(refused).toBe(UPLOAD_QUOTA_REACHED);
    expect(given).toBe(UPLOAD_DAILY_QUOTA.address);
    // The next day starts afresh (still within the user's session).
    const today = t.clock.now;
    const nextDay = new Date(today);
    nextDay.setUTCHours(24, 0, 1, 0);
    t.clock.now = nextDay;
    try {
      await t.ok(getUploadToken, { kind: 'image' }, { token: user.token, remoteAddress: address });
    } finally {
      t.clock.now = today;
    }
  });
});

describe('private uploads', () => {
  it('serves a user’s screenshot and resume to that user and to staff only', async () => {
    const owner = await t.buyer();
    const stranger = await t.buyer();
    for (const [kind, bytes, type] of [
      ['screenshot', PNG, 'image/png'],
      ['document', PDF, 'application/pdf'],
    ] as const) {
      const url = await uploaded(kind, bytes, owner);
      expect(url).toMatch(new RegExp(`^/api/upload/private/u${owner.id}/\\d{8}/[0-9a-f]{32}\\.(png|pdf)$`));

      const strangers: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${stranger.token}` },
        { authorization: 'Bearer wrong-staff-token-000' },
      ];
      for (const headers of strangers) {
        const refused = await read(url, headers);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ status: 0, message: PRIVATE_FILE_NOT_FOUND });
      }
      const readers: Record<string, string>[] = [
        { authorization: `Bearer ${owner.token}` },
        // As an <img> or a link sends it: the session cookie.
        { cookie: `${t.config.client.tokenName}=${owner.token}` },
        { authorization: `Bearer ${STAFF_TOKEN}` },
      ];
      for (const headers of readers) {
        const served = await read(url, headers);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['cache-control']).toBe('private, no-store');
        expect(served.rawPayload.equals(Buffer.from(bytes))).toBe(true);
      }
      // Not among the public files either, though it lies in the same directory.
      for (const publicAddress of [
        url.replace('/api/upload/private/', '/api/upload/files/private/'),
        url.replace('/api/upload/private/', '/api/upload/files/%70rivate/'),
        url.replace('/api/upload/private/', '/api/upload/files/20260101/../private/'),
      ]) {
        expect((await read(publicAddress)).statusCode).toBe(404);
      }
    }
  });

  it('serves an anonymous form’s resume to staff only', async () => {
    const url = await uploaded('document', PDF);
    expect(url).toMatch(/^\/api\/upload\/private\/anon\//);
    const user = await t.buyer();
    expect((await read(url)).statusCode).toBe(404);
    expect((await read(url, { authorization: `Bearer ${user.token}` })).statusCode).toBe(404);
    expect((await read(url, { authorization: `Bearer ${STAFF_TOKEN}` })).statusCode).toBe(200);
  });

  it('keeps avatars public', async () => {
    const user = await t.buyer();
    const url = await uploaded('image', PNG, user);
    expect(url).toMatch(/^\/api\/upload\/files\//);
    const served = await read(url);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
