import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSmsCode, login, loginV2, logout } from '../../../../contract/api/schemas/user/login';
import { findUserinfo } from '../../../../contract/api/schemas/user/account';
import { knownDevices, sessions, users } from '../../../../server/src/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../../../server/src/platform/db/seed';
import { createTestApp, type TestApp } from '../../support/testApp';
import { advance, createUser, encryptPassword, loginFully, newCaptcha, newDeviceId, sendCodeOk, userRow } from './helpers';

let t: TestApp;
let noWhitelist: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  noWhitelist = await createTestApp({ seed: false, env: { SMS_WHITELIST: 'off' } });
});
afterAll(async () => {
  await t?.close();
  await noWhitelist?.close();
});

async function loginFields(app: TestApp, phone: string, password: string, deviceId?: string) {
  return {
    loginName: phone,
    loginPassword: encryptPassword(app, password),
    ...(deviceId ? { deviceId } : {}),
    ...(await newCaptcha(app)),
  };
}

describe('password login with the SMS whitelist', () => {
  it('holds a login from a new device for the SMS check and issues no token', async () => {
    const user = await createUser(t);
    const answer = await t.ok(loginV2, await loginFields(t, user.phone, user.password, newDeviceId()));
    expect(answer).toEqual({ UserNotOnSmsWhiteList: true, mobilePhone: user.phone });
    const [row] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(row).toBeUndefined();
  });

  it('completes the login with the SMS code, remembers the device and skips the check next time', async () => {
    const user = await createUser(t);
    const deviceId = newDeviceId();
    await t.ok(login, await loginFields(t, user.phone, user.password, deviceId));
    const code = await sendCodeOk(t, user.phone, '2');
    const done = await t.ok(checkSmsCode, { loginName: user.phone, loginPassword: code, deviceId });
    expect(done.userInfo).toMatchObject({ rsNo: user.rsNo, phone: user.phone, isSetClass: 1 });
    expect(done.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const devices = await t.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(devices.map((d) => d.deviceId)).toEqual([deviceId]);

    const again = await t.ok(login, await loginFields(t, user.phone, user.password, deviceId));
    expect(again.UserNotOnSmsWhiteList).toBe(false);
    if (!again.UserNotOnSmsWhiteList) expect((await t.ok(findUserinfo, {}, { token: again.token })).rsNo).toBe(user.rsNo);
  });

  it('still asks a known device for the SMS check when the account is flagged', async () => {
    const user = await createUser(t);
    const deviceId = newDeviceId();
    await loginFully(t, user.phone, user.password, deviceId);
    await t.db.insert(knownDevices).values({ userId: user.id, deviceId: 'other-device-01' }).onConflictDoNothing();
    await t.db.update(users).set({ checkSms: true }).where(eq(users.id, user.id));
    const answer = await t.ok(login, await loginFields(t, user.phone, user.password, deviceId));
    expect(answer.UserNotOnSmsWhiteList).toBe(true);
  });

  it('refuses a wrong SMS code and a code step without a password step', async () => {
    const user = await createUser(t);
    expect(await t.fails(checkSmsCode, { loginName: user.phone, loginPassword: '123456' })).toBe(
      '登录已超时，请重新输入账号和密码',
    );
    await t.ok(login, await loginFields(t, user.phone, user.password, newDeviceId()));
    const code = await sendCodeOk(t, user.phone, '2');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.fails(checkSmsCode, { loginName: user.phone, loginPassword: wrong })).toBe('验证码错误，还可尝试 4 次');
  });

  it('gives the token at once when the whitelist policy is switched off', async () => {
    const user = await createUser(noWhitelist);
    const answer = await noWhitelist.ok(login, await loginFields(noWhitelist, user.phone, user.password));
    expect(answer.UserNotOnSmsWhiteList).toBe(false);
    if (!answer.UserNotOnSmsWhiteList) expect(answer.userInfo.phone).toBe(user.phone);
  });

  it('logs the seeded demo student in with the documented password', async () => {
    const token = await loginFully(t, DEMO_ACCOUNTS.student.phone, DEMO_ACCOUNTS.student.password);
    expect((await t.ok(findUserinfo, {}, { token })).rsNo).toBe(DEMO_ACCOUNTS.student.rsNo);
  });
});

describe('login failures', () => {
  it('refuses a wrong captcha without checking the password', async () => {
    const user = await createUser(t);
    const fields = { ...(await loginFields(t, user.phone, user.password)), captcha: 'zzzz' };
    expect(await t.fails(login, fields)).toBe('图形验证码错误，请重新输入');
  });

  it('refuses a captcha that was already used', async () => {
    const user = await createUser(noWhitelist);
    const fields = await loginFields(noWhitelist, user.phone, user.password);
    await noWhitelist.ok(login, fields);
    expect(await noWhitelist.fails(login, fields)).toBe('图形验证码错误，请重新输入');
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const user = await createUser(t);
    expect(await t.fails(login, await loginFields(t, user.phone, 'Wrong@123'))).toBe('账号或密码错误');
    expect(await t.fails(login, await loginFields(t, '16600000000', 'Wrong@123'))).toBe('账号或密码错误');
  });

  it('answers a password that was not encrypted with the public key as a wrong password', async () => {
    const user = await createUser(t);
    const fields = {
      ...(await loginFields(t, user.phone, user.password)),
      loginPassword: Buffer.from(user.password).toString('base64'),
    };
    expect(await t.fails(login, fields)).toBe('账号或密码错误');
  });

  it('answers status 0 naming the field for missing or malformed fields', async () => {
    const user = await createUser(t);
    const fields = await loginFields(t, user.phone, user.password);
    expect(await t.fails(login, { ...fields, loginName: undefined })).toContain('loginName');
    expect(await t.fails(login, { ...fields, loginName: '1380013800x' })).toContain('loginName');
    expect(await t.fails(login, { ...fields, captcha: undefined })).toContain('captcha');
    expect(await t.fails(login, { ...fields, loginPassword: 'A'.repeat(1025) })).toContain('loginPassword');
  });

  it('locks an account after 5 wrong passwords, even with the right one, and says for how long', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i += 1)
      expect(await t.fails(login, await loginFields(t, user.phone, 'Wrong@123'))).toBe('账号或密码错误');
    expect(await t.fails(login, await loginFields(t, user.phone, user.password))).toBe('登录失败次数过多，请 15 分钟后再试');
    advance(t, 10 * 60);
    expect(await t.fails(login, await loginFields(t, user.phone, user.password))).toBe('登录失败次数过多，请 5 分钟后再试');
  });

  it('stops one address after 30 failures across accounts', async () => {
    const remoteAddress = '192.0.2.77';
    for (let i = 0; i < 30; i += 1) {
      await t.fails(login, await loginFields(t, `1550000${String(i).padStart(4, '0')}`, 'Wrong@123'), { remoteAddress });
    }
    const user = await createUser(t);
    expect(await t.fails(login, await loginFields(t, user.phone, user.password), { remoteAddress })).toMatch(
      /^登录失败次数过多，请 \d+ 分钟后再试$/,
    );
    expect((await t.ok(login, await loginFields(t, user.phone, user.password))).UserNotOnSmsWhiteList).toBe(true);
  });
});

describe('tokens', () => {
  it('answers status 2 without a token and status 4 after logout', async () => {
    const user = await createUser(noWhitelist);
    const token = await loginFully(noWhitelist, user.phone, user.password);
    const missing = await noWhitelist.post(findUserinfo.path, {}, { headers: { authorization: '' } });
    expect(missing.json()).toMatchObject({ status: 2 });
    expect((await noWhitelist.call(logout, {}, { token })).status).toBe(1);
    expect(await noWhitelist.call(findUserinfo, {}, { token })).toMatchObject({ status: 4, appData: null });
  });

  it('answers status 4 with the replaced message when the same device logs in again', async () => {
    const user = await createUser(noWhitelist);
    const deviceId = newDeviceId();
    const first = await loginFully(noWhitelist, user.phone, user.password, deviceId);
    await loginFully(noWhitelist, user.phone, user.password, deviceId);
    expect(await noWhitelist.call(findUserinfo, {}, { token: first })).toMatchObject({
      status: 4,
      message: '您的账号已在其他设备登录，请重新登录',
    });
  });

  it('answers status 4 once the server revokes every session of the user', async () => {
    const user = await createUser(noWhitelist);
    const token = await loginFully(noWhitelist, user.phone, user.password);
    await noWhitelist.app.deps.sessions.revokeUserSessions(user.id, 'admin');
    expect((await noWhitelist.call(findUserinfo, {}, { token })).status).toBe(4);
    const live = await noWhitelist.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect((await userRow(noWhitelist, user.phone))?.lastLoginAt).toBeInstanceOf(Date);
  });
});
