import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../../contract/api/schemas/user/login';
import * as evaluation from '../../../../contract/api/schemas/evaluation/account';
import { evaluationUsers, users } from '../../../../server/src/platform/db/schema';
import { createTestApp, type TestApp } from '../../support/testApp';
import { createUser, encryptPassword, newCaptcha, newPhone, userRow } from './helpers';

/*
 * New hashes use OWASP's scrypt parameters (N=2^17, r=8, p=1); hashes written before keep verifying with
 * the parameters stored in them, and a login that proves the password writes it again with today's.
 * This file runs at the default cost, production's, unlike the other suites (tests/setup/passwordHashing.ts).
 */

const OWASP = { N: 2 ** 17, r: 8, p: 1 };

let t: TestApp;
beforeAll(async () => {
  // An empty value leaves the configuration's default, the one production runs with.
  t = await createTestApp({ seed: false, env: { SMS_WHITELIST: 'off', PASSWORD_HASH_COST: '' } });
});
afterAll(async () => {
  await t?.close();
});

/** A hash as the site wrote them before: scrypt N=2^14, r=8, p=1, 64-byte key. */
function olderHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

function parametersOf(hash: string | undefined) {
  const [scheme, N, r, p, , key] = (hash ?? '').split('$');
  return { scheme, N: Number(N), r: Number(r), p: Number(p), keyBytes: Buffer.from(key ?? '', 'base64').length };
}

async function loginWith(phone: string, password: string) {
  return t.call(login, { loginName: phone, loginPassword: encryptPassword(t, password), ...(await newCaptcha(t)) });
}

describe('upgrading older password hashes at login', () => {
  it('stores the password again with the current parameters after a right password', async () => {
    const user = await createUser(t);
    const old = olderHash(user.password);
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));

    expect(await loginWith(user.phone, user.password)).toMatchObject({ status: 1 });
    const stored = (await userRow(t, user.phone))?.passwordHash;
    expect(stored).not.toBe(old);
    expect(parametersOf(stored)).toEqual({ scheme: 'scrypt', ...OWASP, keyBytes: 64 });
    // The new hash is of the same password, and is not rewritten again.
    expect(await loginWith(user.phone, user.password)).toMatchObject({ status: 1 });
    expect((await userRow(t, user.phone))?.passwordHash).toBe(stored);
  });

  it('leaves the older hash alone after a wrong password', async () => {
    const user = await createUser(t);
    const old = olderHash(user.password);
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));

    expect(await loginWith(user.phone, 'Wrong@123')).toMatchObject({ status: 0, message: '账号或密码错误' });
    expect((await userRow(t, user.phone))?.passwordHash).toBe(old);
  });

  it('upgrades an evaluation account the same way', async () => {
    const phone = newPhone();
    const old = olderHash('Eval@2026');
    await t.db.insert(evaluationUsers).values({ phone, passwordHash: old });
    const signIn = async (password: string) =>
      t.call(evaluation.passwordSignIn, { phone, password: encryptPassword(t, password), ...(await newCaptcha(t)) });
    const storedHash = async () =>
      (await t.db.select().from(evaluationUsers).where(eq(evaluationUsers.phone, phone)))[0]?.passwordHash;

    expect(await signIn('Wrong@123')).toMatchObject({ status: 0 });
    expect(await storedHash()).toBe(old);
    expect(await signIn('Eval@2026')).toMatchObject({ status: 1 });
    expect(parametersOf(await storedHash())).toEqual({ scheme: 'scrypt', ...OWASP, keyBytes: 64 });
  });

  it('writes new accounts with the current parameters', async () => {
    const user = await createUser(t);
    expect(parametersOf((await userRow(t, user.phone))?.passwordHash)).toEqual({ scheme: 'scrypt', ...OWASP, keyBytes: 64 });
  });
});
