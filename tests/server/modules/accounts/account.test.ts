import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindingPhone,
  findUserinfo,
  modifyUserInfo,
  resetPassword,
  saveProblemFeedback,
  updatePassword,
} from '../../../../contract/api/schemas/user/account';
import { findAdviserByAppUUId } from '../../../../contract/api/schemas/user/customer';
import { updateUserClass, updateUserClassUpgrade } from '../../../../contract/api/schemas/user/grade';
import { login, register } from '../../../../contract/api/schemas/user/login';
import { advisers, feedback, users } from '../../../../server/src/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../../../server/src/platform/db/seed';
import { createTestApp, type TestApp } from '../../support/testApp';
import {
  advance,
  createUser,
  encryptPassword,
  loginFully,
  newCaptcha,
  newDeviceId,
  newPhone,
  requestCode,
  sendCodeOk,
  userRow,
} from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SMS_WHITELIST: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

async function loggedInUser() {
  const user = await createUser(t);
  return { ...user, token: await loginFully(t, user.phone, user.password) };
}

describe('userInfo/register/V2', () => {
  it('creates the account with the grade still to choose and logs it in', async () => {
    const phone = newPhone();
    const smsCode = await sendCodeOk(t, phone, '1');
    const answer = await t.ok(register, {
      phone,
      smsCode,
      password: encryptPassword(t, 'Fresh@2026'),
      agreement: '1',
      deviceId: newDeviceId(),
    });
    expect(answer.userInfo).toMatchObject({ phone, isSetClass: 1, isClassUpgrade: 2, gradeName: '' });
    expect((await t.ok(findUserinfo, {}, { token: answer.token })).rsNo).toBe(answer.userInfo.rsNo);
    const row = await userRow(t, phone);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(
      await t.ok(login, { loginName: phone, loginPassword: encryptPassword(t, 'Fresh@2026'), ...(await newCaptcha(t)) }),
    ).toMatchObject({
      UserNotOnSmsWhiteList: false,
    });
  });

  it('refuses without the agreement, with a wrong code, a short password or a taken phone, writing nothing', async () => {
    const phone = newPhone();
    const smsCode = await sendCodeOk(t, phone, '1');
    const fields = { phone, smsCode, password: encryptPassword(t, 'Fresh@2026'), agreement: '1' };
    expect(await t.fails(register, { ...fields, agreement: '0' })).toBe('请阅读用户协议并勾选同意');
    expect(await t.fails(register, { ...fields, smsCode: smsCode === '000000' ? '111111' : '000000' })).toBe(
      '验证码错误，还可尝试 4 次',
    );
    expect(await t.fails(register, { ...fields, password: encryptPassword(t, '123') })).toBe('密码应为 6-16 位，不能包含空格');
    expect(await t.fails(register, { ...fields, agreement: undefined })).toContain('agreement');
    expect(await userRow(t, phone)).toBeUndefined();
  });

  it('answers a registration for a taken phone as for any code that is not valid', async () => {
    const taken = await createUser(t);
    const free = newPhone();
    await sendCodeOk(t, free, '1');
    const sent = await requestCode(t, taken.phone, '1');
    expect(sent).toMatchObject({ status: 1, message: '验证码已发送，请注意查收' });
    const attempt = (phone: string, smsCode: string) =>
      t.fails(register, { phone, smsCode, password: encryptPassword(t, 'Fresh@2026'), agreement: '1' });
    expect(await attempt(taken.phone, '123456')).toBe(await attempt(free, '123456'));
    expect(await attempt(taken.phone, '123456')).toMatch(/^验证码错误，还可尝试 \d 次$/);
    const untouched = newPhone();
    expect(await attempt(DEMO_ACCOUNTS.student.phone, '123456')).toBe(await attempt(untouched, '123456'));
    expect(await attempt(untouched, '123456')).toBe('验证码已失效，请重新获取');
  });

  it('does not accept the same code twice', async () => {
    const phone = newPhone();
    const smsCode = await sendCodeOk(t, phone, '1');
    const fields = { phone, smsCode, password: encryptPassword(t, 'Fresh@2026'), agreement: '1' };
    await t.ok(register, fields);
    expect(await t.fails(register, fields)).toBe('验证码已失效，请重新获取');
  });
});

describe('password changes', () => {
  it('resets a forgotten password with a type 3 code and ends every session', async () => {
    const user = await loggedInUser();
    const smsCode = await sendCodeOk(t, user.phone, '3');
    await t.ok(resetPassword, { mobilePhone: user.phone, smsCode, password: encryptPassword(t, 'Renewed@1') });
    expect((await t.call(findUserinfo, {}, { token: user.token })).status).toBe(4);
    await loginFully(t, user.phone, 'Renewed@1');
    expect(
      await t.fails(login, { loginName: user.phone, loginPassword: encryptPassword(t, user.password), ...(await newCaptcha(t)) }),
    ).toBe('账号或密码错误');
  });

  it('refuses a reset with a registration code', async () => {
    const phone = newPhone();
    const smsCode = await sendCodeOk(t, phone, '1');
    expect(await t.fails(resetPassword, { mobilePhone: phone, smsCode, password: encryptPassword(t, 'Renewed@1') })).toBe(
      '验证码已失效，请重新获取',
    );
  });

  it('answers a reset for a phone without an account as for a registered one with a wrong code', async () => {
    const user = await createUser(t);
    const stranger = newPhone();
    for (const phone of [user.phone, stranger]) {
      expect(await requestCode(t, phone, '3')).toMatchObject({ status: 1, message: '验证码已发送，请注意查收' });
    }
    const attempt = (mobilePhone: string) =>
      t.fails(resetPassword, { mobilePhone, smsCode: '123456', password: encryptPassword(t, 'Renewed@1') });
    const [known, unknown] = [await attempt(user.phone), await attempt(stranger)];
    expect(unknown).toBe(known);
    expect(known).toMatch(/^验证码错误，还可尝试 4 次$|^$/);
  });

  it('changes the password with the old one, keeping this session and ending the others', async () => {
    const user = await loggedInUser();
    const other = await loginFully(t, user.phone, user.password);
    await t.ok(
      updatePassword,
      { oldPassword: encryptPassword(t, user.password), newPassword: encryptPassword(t, 'Changed@1') },
      { token: user.token },
    );
    expect((await t.call(findUserinfo, {}, { token: user.token })).status).toBe(1);
    expect((await t.call(findUserinfo, {}, { token: other })).status).toBe(4);
    await loginFully(t, user.phone, 'Changed@1');
  });

  it('refuses a wrong old password and leaves the hash alone', async () => {
    const user = await loggedInUser();
    const before = (await userRow(t, user.phone))?.passwordHash;
    const message = await t.fails(
      updatePassword,
      { oldPassword: encryptPassword(t, 'Nope@1234'), newPassword: encryptPassword(t, 'Changed@1') },
      { token: user.token },
    );
    expect(message).toBe('原密码错误');
    expect((await userRow(t, user.phone))?.passwordHash).toBe(before);
  });

  it('needs a token', async () => {
    const response = await t.call(updatePassword, { oldPassword: 'abc', newPassword: 'abc' });
    expect(response.status).toBe(2);
  });
});

describe('userinfo/bindingPhone', () => {
  it('moves the account to a new phone proved by a type 4 code, with the account password', async () => {
    const user = await loggedInUser();
    const phone = newPhone();
    const smsCode = await sendCodeOk(t, phone, '4');
    const password = encryptPassword(t, user.password);
    expect((await t.ok(bindingPhone, { mobilePhone: phone, smsCode, password }, { token: user.token })).phone).toBe(phone);
    expect(await userRow(t, user.phone)).toBeUndefined();
  });

  it('refuses a session alone, without the password or a code from the current phone, and keeps the new code', async () => {
    const user = await loggedInUser();
    const phone = newPhone();
    const smsCode = await sendCodeOk(t, phone, '4');
    expect(await t.fails(bindingPhone, { mobilePhone: phone, smsCode }, { token: user.token })).toBe(
      '请输入登录密码或原手机号收到的验证码',
    );
    expect((await userRow(t, user.phone))?.phone).toBe(user.phone);
    const password = encryptPassword(t, user.password);
    expect((await t.ok(bindingPhone, { mobilePhone: phone, smsCode, password }, { token: user.token })).phone).toBe(phone);
  });

  it('refuses a wrong password, and counts it toward the login lockout', async () => {
    const user = await loggedInUser();
    const phone = newPhone();
    const smsCode = await sendCodeOk(t, phone, '4');
    for (const wrong of ['Wrong@123', 'Wrong@456', 'Wrong@789', 'Wrong@000', 'Wrong@111']) {
      const password = encryptPassword(t, wrong);
      expect(await t.fails(bindingPhone, { mobilePhone: phone, smsCode, password }, { token: user.token })).toBe('登录密码错误');
    }
    const right = encryptPassword(t, user.password);
    expect(await t.fails(bindingPhone, { mobilePhone: phone, smsCode, password: right }, { token: user.token })).toBe(
      '登录失败次数过多，请 15 分钟后再试',
    );
    expect((await userRow(t, user.phone))?.phone).toBe(user.phone);
  });

  it('accepts a code sent to the current phone instead of the password', async () => {
    const user = await loggedInUser();
    advance(t, 61); // the login's own code went to the same phone a moment ago
    const oldSmsCode = await sendCodeOk(t, user.phone, '2');
    const phone = newPhone();
    const smsCode = await sendCodeOk(t, phone, '4');
    const wrongCode = oldSmsCode === '000000' ? '111111' : '000000';
    expect(await t.fails(bindingPhone, { mobilePhone: phone, smsCode, oldSmsCode: wrongCode }, { token: user.token })).toMatch(
      /^验证码错误/,
    );
    expect((await t.ok(bindingPhone, { mobilePhone: phone, smsCode, oldSmsCode }, { token: user.token })).phone).toBe(phone);
  });

  it('answers for a phone that belongs to another account as for any code that is not valid', async () => {
    const user = await loggedInUser();
    const other = await createUser(t);
    const free = newPhone();
    const password = encryptPassword(t, user.password);
    const attempt = (mobilePhone: string) =>
      t.fails(bindingPhone, { mobilePhone, smsCode: '123456', password }, { token: user.token });
    expect(await attempt(other.phone)).toBe(await attempt(free));
    for (const phone of [other.phone, free]) {
      expect(await requestCode(t, phone, '4')).toMatchObject({ status: 1, message: '验证码已发送，请注意查收' });
    }
    const [taken, open] = [await attempt(other.phone), await attempt(free)];
    expect(taken).toBe(open);
    expect(taken).toMatch(/^验证码错误，还可尝试 \d 次$/);
    expect((await userRow(t, user.phone))?.phone).toBe(user.phone);
  });
});

describe('profile', () => {
  it('reads the own profile only', async () => {
    const user = await loggedInUser();
    expect(await t.ok(findUserinfo, {}, { token: user.token })).toMatchObject({ rsNo: user.rsNo, phone: user.phone });
  });

  it('changes only the fields sent and sets the grade when a known one is given', async () => {
    const user = await loggedInUser();
    const info = await t.ok(modifyUserInfo, { name: '小明', photoUrl: '/avatars/a.png' }, { token: user.token });
    expect(info).toMatchObject({ name: '小明', photoUrl: '/avatars/a.png', qiniuUrl: '', isSetClass: 1 });
    const graded = await t.ok(modifyUserInfo, { gradeName: '初二' }, { token: user.token });
    expect(graded).toMatchObject({ name: '小明', gradeName: '初二', isSetClass: 2 });
    expect(await t.fails(modifyUserInfo, { gradeName: '大一' }, { token: user.token })).toBe('年级不存在，请重新选择');
    expect(await t.fails(modifyUserInfo, { name: 'x'.repeat(21) }, { token: user.token })).toContain('name');
  });

  it('saves problem feedback under the user', async () => {
    const user = await loggedInUser();
    const { id } = await t.ok(saveProblemFeedback, { type: '功能建议', content: '希望增加夜间模式' }, { token: user.token });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ userId: user.id, content: '希望增加夜间模式', source: 'personal' });
    expect(await t.fails(saveProblemFeedback, { type: '功能建议' }, { token: user.token })).toContain('content');
  });
});

describe('grade calls', () => {
  it('sets the grade of the token holder', async () => {
    const user = await loggedInUser();
    const info = await t.ok(updateUserClass, { appUUId: user.rsNo, gradeName: '高一' }, { token: user.token });
    expect(info).toMatchObject({ gradeName: '高一', isSetClass: 2 });
  });

  it("does not let one user's token change another user's grade", async () => {
    const user = await loggedInUser();
    const victim = await createUser(t);
    expect(await t.fails(updateUserClass, { appUUId: victim.rsNo, gradeName: '高一' }, { token: user.token })).toBe(
      '无权修改其他用户的信息',
    );
    expect(await t.fails(updateUserClassUpgrade, { appUUId: victim.rsNo }, { token: user.token })).toBe('无权修改其他用户的信息');
    expect(await userRow(t, victim.phone)).toMatchObject({ gradeName: null, isSetClass: 1 });
  });

  it('refuses an unknown grade', async () => {
    const user = await loggedInUser();
    expect(await t.fails(updateUserClass, { appUUId: user.rsNo, gradeName: '研一' }, { token: user.token })).toBe(
      '年级不存在，请重新选择',
    );
  });

  it('acknowledges the upgrade notice', async () => {
    const user = await loggedInUser();
    await t.db.update(users).set({ isClassUpgrade: 1 }).where(eq(users.id, user.id));
    expect((await t.ok(updateUserClassUpgrade, { appUUId: user.rsNo }, { token: user.token })).isClassUpgrade).toBe(2);
  });
});

describe('customer/findByAppUUId', () => {
  it('gives a logged-in user the same adviser every time', async () => {
    const user = await loggedInUser();
    const first = await t.ok(findAdviserByAppUUId, { appUUId: user.rsNo }, { token: user.token });
    for (let i = 0; i < 3; i += 1)
      expect(await t.ok(findAdviserByAppUUId, { appUUId: user.rsNo }, { token: user.token })).toEqual(first);
    expect(await t.ok(findAdviserByAppUUId, { appUUId: user.rsNo })).toEqual(first);
  });

  it('gives an anonymous visitor an active adviser', async () => {
    const answer = await t.ok(findAdviserByAppUUId, {});
    const [row] = await t.db.select().from(advisers).where(eq(advisers.wechatAccount, answer.wechatAccount));
    expect(row?.isActive).toBe(true);
  });

  it('falls back to an active adviser for an appUUId nobody has, assigning nothing', async () => {
    const answer = await t.ok(findAdviserByAppUUId, { appUUId: 'unknown-user' });
    expect(answer.wechatAccount).not.toBe('');
  });
});
