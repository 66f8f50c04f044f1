import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../contract/api/schemas/user/login';
import { getSmsSigns, sendSms } from '../../../../contract/api/schemas/user/sms';
import { claimGift } from '../../../../contract/api/schemas/web/gift';
import { giftClaims, notifications } from '../../../../server/src/platform/db/schema';
import { createTestApp, type TestApp } from '../../support/testApp';
import {
  advance,
  createUser,
  encryptPassword,
  latestCode,
  newCaptcha,
  newDeviceId,
  newPhone,
  sendCodeOk,
} from '../accounts/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** Sends the gift claim's code (type 5) the way /m/gift does: signature, then the send with the image captcha. */
async function sendGiftCode(phone: string, captcha: { c?: string; captcha?: string } | null = null) {
  const signs = await t.ok(getSmsSigns, { mobilePhone: phone });
  return t.call(sendSms, {
    mobilePhone: phone,
    smsType: '5',
    signsCode: signs.signsCode,
    t: signs.t,
    signs: signs.signs,
    ...(captcha ?? (await newCaptcha(t))),
  });
}

async function giftCode(phone: string): Promise<string> {
  const sent = await sendGiftCode(phone);
  expect(sent, sent.message).toMatchObject({ status: 1 });
  const code = await latestCode(t, phone);
  if (!code) throw new Error('收件箱里没有验证码');
  return code;
}

async function noticesOf(userId: number) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('web gift/claim', () => {
  it('sends the claim code only with a right image captcha, whatever the rate limits say', async () => {
    const phone = newPhone();
    expect(await sendGiftCode(phone, {})).toMatchObject({ status: 0, message: '请输入图形验证码' });
    const { c } = await newCaptcha(t);
    expect(await sendGiftCode(phone, { c, captcha: 'nope' })).toMatchObject({ status: 0, message: '图形验证码错误，请重新输入' });
    expect(await latestCode(t, phone)).toBeUndefined();
    expect((await sendGiftCode(phone)).status).toBe(1);
  });

  it('stores the claim of a registered phone and tells its account in the message center', async () => {
    const user = await createUser(t);
    const code = await giftCode(user.phone);
    const answer = await t.ok(claimGift, { mobilePhone: user.phone, code });
    expect(answer).toMatchObject({ phone: user.phone, delivered: true });
    const [claim] = await t.db.select().from(giftClaims).where(eq(giftClaims.phone, user.phone));
    expect(claim?.userId).toBe(user.id);
    const notices = await noticesOf(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'activity', title: '新人学习礼包已到账' });
  });

  it('refuses a wrong SMS code and stores nothing', async () => {
    const phone = newPhone();
    const code = await giftCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.fails(claimGift, { mobilePhone: phone, code: wrong })).toBe('验证码错误，还可尝试 4 次');
    expect(await t.db.select().from(giftClaims).where(eq(giftClaims.phone, phone))).toHaveLength(0);
  });

  it('lets each phone claim once and tells a second claim so, before any code is sent', async () => {
    const phone = newPhone();
    await t.ok(claimGift, { mobilePhone: phone, code: await giftCode(phone) });
    advance(t, 61);
    const again = await sendGiftCode(phone);
    expect(again.status).toBe(0);
    expect(again.message).toMatch(/^该手机号已于 \d{4}-\d{2}-\d{2} 领取过礼包，每个手机号只能领取一次$/);
    expect(await t.db.select().from(giftClaims).where(eq(giftClaims.phone, phone))).toHaveLength(1);
  });

  it('does not let one code claim twice', async () => {
    const phone = newPhone();
    const code = await giftCode(phone);
    await t.ok(claimGift, { mobilePhone: phone, code });
    expect(await t.fails(claimGift, { mobilePhone: phone, code })).toMatch(/领取过礼包/);
  });

  it('hands a claim made before registering to the account that registers with the phone', async () => {
    const phone = newPhone();
    expect(await t.ok(claimGift, { mobilePhone: phone, code: await giftCode(phone) })).toMatchObject({ delivered: false });
    advance(t, 61);
    const smsCode = await sendCodeOk(t, phone, '1');
    const account = await t.ok(register, {
      phone,
      smsCode,
      password: encryptPassword(t, 'Fresh@2026'),
      agreement: '1',
      deviceId: newDeviceId(),
    });
    const [claim] = await t.db.select().from(giftClaims).where(eq(giftClaims.phone, phone));
    expect(claim?.userId).not.toBeNull();
    const notices = await noticesOf(claim!.userId!);
    expect(notices.map((notice) => notice.title)).toEqual(['新人学习礼包已到账']);
    expect(account.userInfo.phone).toBe(phone);
  });

  it('answers bad input with a status 0 message', async () => {
    expect((await t.call(claimGift, { mobilePhone: '123', code: '1' })).status).toBe(0);
    expect((await t.call(claimGift, {})).status).toBe(0);
  });
});
