import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../../contract/api/schemas/user/login';
import { LOGIN_LIMITS, tooManyFailures } from '../../../../server/src/modules/accounts/loginLimits';
import { createTestApp, type TestApp } from '../../support/testApp';
import { advance, createUser, encryptPassword, newCaptcha } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { SMS_WHITELIST: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

async function fields(phone: string, password: string) {
  return { loginName: phone, loginPassword: encryptPassword(t, password), ...(await newCaptcha(t)) };
}

let address = 0;
/** A different client address for every attempt, as a botnet or a changing mobile network would give. */
function anotherAddress(): { remoteAddress: string } {
  address += 1;
  return { remoteAddress: `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}` };
}

async function failTimes(phone: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect(await t.fails(login, await fields(phone, 'Wrong@123'), anotherAddress())).toBe('账号或密码错误');
  }
}

const rightPasswordWorks = async (user: { phone: string; password: string }) =>
  expect((await t.ok(login, await fields(user.phone, user.password), anotherAddress())).UserNotOnSmsWhiteList).toBe(false);

describe('per-account login lockout', () => {
  it('locks the account after 5 wrong passwords from different addresses, and says how many minutes are left', async () => {
    const user = await createUser(t);
    await failTimes(user.phone, LOGIN_LIMITS.perAccount);
    expect(await t.fails(login, await fields(user.phone, user.password), anotherAddress())).toBe(tooManyFailures(15));
    expect(tooManyFailures(15)).toBe('登录失败次数过多，请 15 分钟后再试');
    advance(t, 6 * 60);
    expect(await t.fails(login, await fields(user.phone, user.password), anotherAddress())).toBe(
      '登录失败次数过多，请 9 分钟后再试',
    );
  });

  it('leaves other accounts alone', async () => {
    const locked = await createUser(t);
    const other = await createUser(t);
    await failTimes(locked.phone, LOGIN_LIMITS.perAccount);
    await rightPasswordWorks(other);
  });

  it('does not lock after 4 wrong passwords', async () => {
    const user = await createUser(t);
    await failTimes(user.phone, LOGIN_LIMITS.perAccount - 1);
    await rightPasswordWorks(user);
  });

  it('holds the lock 15 minutes from the fifth failure, then lets the right password in', async () => {
    const user = await createUser(t);
    await failTimes(user.phone, 1);
    advance(t, 10 * 60);
    await failTimes(user.phone, LOGIN_LIMITS.perAccount - 1);
    advance(t, 14 * 60);
    expect(await t.fails(login, await fields(user.phone, user.password), anotherAddress())).toBe(tooManyFailures(1));
    advance(t, 60);
    await rightPasswordWorks(user);
  });

  it('counts only failures within 15 minutes of each other', async () => {
    const user = await createUser(t);
    await failTimes(user.phone, LOGIN_LIMITS.perAccount - 1);
    advance(t, LOGIN_LIMITS.windowSeconds);
    await failTimes(user.phone, LOGIN_LIMITS.perAccount - 1);
    await rightPasswordWorks(user);
  });

  it('starts a fresh count after a correct login that follows the lockout', async () => {
    const user = await createUser(t);
    await failTimes(user.phone, LOGIN_LIMITS.perAccount);
    advance(t, LOGIN_LIMITS.lockSeconds);
    await rightPasswordWorks(user);
    await failTimes(user.phone, LOGIN_LIMITS.perAccount - 1);
    await rightPasswordWorks(user);
    await failTimes(user.phone, LOGIN_LIMITS.perAccount);
    expect(await t.fails(login, await fields(user.phone, user.password), anotherAddress())).toBe(tooManyFailures(15));
  });

  it('keeps the lock in the shared store, where every instance reads it', async () => {
    const user = await createUser(t);
    await failTimes(user.phone, LOGIN_LIMITS.perAccount);
    expect(Number(await t.store.get(`login-lock:account:${user.phone}`))).toBe(
      t.clock.now.getTime() + LOGIN_LIMITS.lockSeconds * 1000,
    );
  });
});
