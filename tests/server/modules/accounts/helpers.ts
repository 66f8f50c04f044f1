import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import { expect } from 'vitest';
import type { Envelope } from '../../../../contract/api/schemas/contract';
import { getSmsSigns, sendSms } from '../../../../contract/api/schemas/user/sms';
import { checkSmsCode, loginV2 } from '../../../../contract/api/schemas/user/login';
import { hashPassword } from '../../../../server/src/platform/db/password';
import { users } from '../../../../server/src/platform/db/schema';
import { readSmsInbox } from '../../../../server/src/providers/sms';
import { TEST_CAPTCHA_ANSWER, type RequestOptions, type TestApp } from '../../support/testApp';

/** What jsencrypt does in the browser: RSA PKCS#1 v1.5 with the published public key, base64. */
export function encryptPassword(t: TestApp, password: string): string {
  const key = forge.pki.publicKeyFromPem(t.config.rsa.publicKey);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(password), 'RSAES-PKCS1-V1_5'));
}

/** A fresh image captcha; its answer is the fixed test answer. */
export async function newCaptcha(t: TestApp): Promise<{ c: string; captcha: string }> {
  const c = `cap-${randomBytes(6).toString('hex')}`;
  await t.app.deps.captcha.issue(c);
  return { c, captcha: TEST_CAPTCHA_ANSWER };
}

export const newDeviceId = () => `dev-${randomBytes(8).toString('hex')}`;

let phoneCounter = 0;
/** Phone numbers unused by the seed, different in every call. */
export function newPhone(): string {
  phoneCounter += 1;
  return `166${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export async function createUser(
  t: TestApp,
  options: { phone?: string; password?: string; checkSms?: boolean } = {},
): Promise<{ id: number; rsNo: string; phone: string; password: string }> {
  const phone = options.phone ?? newPhone();
  const password = options.password ?? 'Secret@123';
  const [row] = await t.db
    .insert(users)
    .values({
      rsNo: randomBytes(16).toString('hex'),
      phone,
      passwordHash: await hashPassword(password),
      name: '测试同学',
      checkSms: options.checkSms ?? false,
    })
    .returning({ id: users.id, rsNo: users.rsNo });
  if (!row) throw new Error('创建测试用户失败');
  return { ...row, phone, password };
}

export async function userRow(t: TestApp, phone: string) {
  const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function latestCode(t: TestApp, phone: string): Promise<string | undefined> {
  // The inbox also holds text notices (course links), which carry no code.
  return (await readSmsInbox(t.store, phone)).find((message) => message.code !== undefined)?.code;
}

/** Gets a signature and sends a code the way the page does; answers the image captcha when asked to. */
export async function requestCode(
  t: TestApp,
  phone: string,
  smsType: '1' | '2' | '3' | '4' | '5' | '6' | '7',
  options: RequestOptions = {},
): Promise<Envelope> {
  const signs = await t.ok(getSmsSigns, { mobilePhone: phone }, options);
  const captcha = signs.whetherCaptcha ? await newCaptcha(t) : {};
  return t.call(
    sendSms,
    { mobilePhone: phone, smsType, signsCode: signs.signsCode, t: signs.t, signs: signs.signs, ...captcha },
    options,
  );
}

export async function sendCodeOk(t: TestApp, phone: string, smsType: '1' | '2' | '3' | '4' | '5' | '6' | '7'): Promise<string> {
  const envelope = await requestCode(t, phone, smsType);
  expect(envelope, envelope.message).toMatchObject({ status: 1 });
  const code = await latestCode(t, phone);
  if (!code) throw new Error('收件箱里没有验证码');
  return code;
}

export function advance(t: TestApp, seconds: number): void {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
}

/** Password login followed, when the server asks for it, by the SMS step. Returns the token. */
export async function loginFully(t: TestApp, phone: string, password: string, deviceId = newDeviceId()): Promise<string> {
  const first = await t.ok(loginV2, {
    loginName: phone,
    loginPassword: encryptPassword(t, password),
    deviceId,
    ...(await newCaptcha(t)),
  });
  if (!first.UserNotOnSmsWhiteList) return first.token;
  advance(t, 61);
  const code = await sendCodeOk(t, phone, '2');
  const done = await t.ok(checkSmsCode, { loginName: phone, loginPassword: code, deviceId });
  return done.token;
}
