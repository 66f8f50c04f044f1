import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { resetPassword, updatePassword } from '../../../../contract/api/schemas/user/account';
import { login, register } from '../../../../contract/api/schemas/user/login';
import * as evaluation from '../../../../contract/api/schemas/evaluation/account';
import { DEMO_ACCOUNTS } from '../../../../server/src/platform/db/seed';
import { LOGIN_LIMITS, tooManyFailures } from '../../../../server/src/modules/accounts/loginLimits';
import { createTestApp, type TestApp } from '../../support/testApp';
import { advance, createUser, encryptPassword, loginFully, newCaptcha, newPhone, sendCodeOk } from './helpers';

/*
 * A ciphertext that does not decrypt must be answered exactly as a wrong password: a separate answer would
 * let anybody find out which made-up ciphertexts have valid PKCS#1 v1.5 padding, and from enough of those
 * decrypt a password captured on the way (Bleichenbacher's attack).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SMS_WHITELIST: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

const base64 = (bytes: Buffer) => bytes.toString('base64');
/** The length of a block under the tests' 2048-bit key. */
const KEY_BYTES = 256;

/** Ciphertexts of every malformed kind: random blocks, wrong lengths, base64 of text, and text that is not base64. */
function malformedCiphertext(index: number): string {
  switch (index % 8) {
    case 0:
      return base64(randomBytes(KEY_BYTES)); // a random block of the key's length: almost never valid padding
    case 1:
      return base64(randomBytes(1 + (index % 200))); // shorter than the key
    case 2:
      return base64(randomBytes(KEY_BYTES + 1 + (index % 400))); // longer than the key
    case 3:
      return base64(Buffer.from(`garbage-${index}-${randomBytes(8).toString('hex')}`)); // base64 of text
    case 4:
      return base64(Buffer.alloc(KEY_BYTES, 0xff)); // larger than the modulus
    case 5:
      return `<script>${index}</script>`; // not base64 at all
    case 6:
      return `${randomBytes(12).toString('hex')}!@#$%^&*()`; // base64 letters mixed with others
    default:
      return `密码${index}`; // not even ASCII
  }
}

/** What a client sees of an answer: the HTTP status and the whole envelope. */
function seen(response: LightMyRequestResponse) {
  return { httpStatus: response.statusCode, envelope: response.json<unknown>() };
}

async function loginAnswer(loginName: string, loginPassword: string) {
  return seen(await t.post(login.path, { loginName, loginPassword, ...(await newCaptcha(t)) }));
}

describe('a login whose password does not decrypt', () => {
  it('answers a thousand malformed ciphertexts exactly as a wrong but well-formed password, never with a 5xx', async () => {
    const user = await createUser(t);
    const wrong = await loginAnswer(user.phone, encryptPassword(t, 'Wrong@123'));
    expect(wrong).toEqual({ httpStatus: 200, envelope: { status: 0, message: '账号或密码错误', appData: null } });

    const answers = new Map<string, number>();
    for (let index = 0; index < 1000; index += 1) {
      // A different account each time, so the lockout after five wrong passwords does not answer instead.
      const answer = await loginAnswer(newPhone(), malformedCiphertext(index));
      const key = JSON.stringify(answer);
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    expect([...answers.keys()]).toEqual([JSON.stringify(wrong)]);
    // An existing account answers the same: the stand-in password is simply not its password.
    expect(await loginAnswer(user.phone, malformedCiphertext(0))).toEqual(wrong);
    expect(await loginAnswer(user.phone, malformedCiphertext(5))).toEqual(wrong);
  }, 180_000);

  it('counts toward the lockout like any wrong password', async () => {
    const user = await createUser(t);
    for (let index = 0; index < LOGIN_LIMITS.perAccount; index += 1) {
      expect((await loginAnswer(user.phone, malformedCiphertext(index))).envelope).toMatchObject({ message: '账号或密码错误' });
    }
    expect((await loginAnswer(user.phone, encryptPassword(t, user.password))).envelope).toMatchObject({
      status: 0,
      message: tooManyFailures(LOGIN_LIMITS.lockSeconds / 60),
    });
  });

  it('still lets the right password in', async () => {
    const user = await createUser(t);
    expect((await loginAnswer(user.phone, encryptPassword(t, user.password))).envelope).toMatchObject({ status: 1 });
  });
});

describe('the other calls that read an encrypted password', () => {
  it('evaluation sign-in answers a malformed ciphertext as a wrong password', async () => {
    const demo = DEMO_ACCOUNTS.evaluation;
    const signIn = async (password: string, phone: string = demo.phone) =>
      seen(await t.post(evaluation.passwordSignIn.path, { phone, password, ...(await newCaptcha(t)) }));
    const wrong = await signIn(encryptPassword(t, 'Wrong@123'));
    expect(wrong).toEqual({ httpStatus: 200, envelope: { status: 0, message: '账号或密码错误', appData: null } });
    // A different account each time, so the lockout after five wrong passwords does not answer instead.
    for (let index = 0; index < 40; index += 1) expect(await signIn(malformedCiphertext(index), newPhone())).toEqual(wrong);
    for (const index of [0, 5, 7]) expect(await signIn(malformedCiphertext(index))).toEqual(wrong);
  });

  it('a password change answers a malformed old password as a wrong old password', async () => {
    const user = await createUser(t);
    const token = await loginFully(t, user.phone, user.password);
    const change = async (oldPassword: string) =>
      seen(await t.post(updatePassword.path, { oldPassword, newPassword: encryptPassword(t, 'Changed@1') }, { token }));
    const wrong = await change(encryptPassword(t, 'Wrong@123'));
    expect(wrong).toEqual({ httpStatus: 200, envelope: { status: 0, message: '原密码错误', appData: null } });
    for (let index = 0; index < 4; index += 1) expect(await change(malformedCiphertext(index))).toEqual(wrong);
  });

  it('registration and a password reset go on with a malformed new password as with any other', async () => {
    const phone = newPhone();
    const smsCode = await sendCodeOk(t, phone, '1');
    const registered = await t.post(register.path, { phone, smsCode, password: malformedCiphertext(5), agreement: 'true' });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ status: 1 });

    advance(t, 61); // the wait before the next code to the same phone
    const resetCode = await sendCodeOk(t, phone, '3');
    const reset = await t.post(resetPassword.path, { mobilePhone: phone, smsCode: resetCode, password: malformedCiphertext(0) });
    expect(seen(reset)).toEqual({ httpStatus: 200, envelope: { status: 1, message: expect.any(String), appData: null } });
  });
});
