import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSmsSigns, sendSms, verificationCodeCheck } from '../../../../contract/api/schemas/user/sms';
import { buildApp } from '../../../../server/src/app';
import { createMemoryStore } from '../../../../server/src/platform/store';
import { noDatabase } from '../../support/echo';
import { createTestApp, type TestApp, testConfig } from '../../support/testApp';
import { createLocalSms, readSmsInbox } from '../../../../server/src/providers/sms/local';
import { checkCode, issueSigns, sendCode } from '../../../../server/src/modules/accounts/services';
import { advance, createUser, latestCode, newCaptcha, newPhone, requestCode, sendCodeOk } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sms/getSgins and sms/send', () => {
  it('sends a six-digit code to an unregistered phone for registration', async () => {
    const phone = newPhone();
    const envelope = await requestCode(t, phone, '1');
    expect(envelope).toEqual({ status: 1, message: '验证码已发送，请注意查收', appData: { resendAfterSeconds: 60 } });
    expect(await latestCode(t, phone)).toMatch(/^\d{6}$/);
  });

  it('keeps only a hash of the code in the store', async () => {
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '1');
    const stored = await t.store.get(`sms-code:1:${phone}`);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(code);
  });

  it('keys the code hash with SMS_CODE_SECRET, so the public request-body AES key cannot recompute it', async () => {
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '1');
    const { hash } = JSON.parse((await t.store.get(`sms-code:1:${phone}`))!) as { hash: string };
    const hashWith = (root: string) =>
      createHmac('sha256', createHmac('sha256', root).update('sms:code').digest())
        .update(`1|${phone}|${code}`)
        .digest('base64url');
    expect(hash).toBe(hashWith(t.config.smsCodeSecret));
    expect(hash).not.toBe(hashWith(t.config.aesKey));
  });

  it('sends the trial code (SMS_TRIAL_CODE) as every code where one is set', async () => {
    const trial = await createTestApp({ seed: false, env: { SMS_TRIAL_CODE: '246810' } });
    try {
      const phone = newPhone();
      expect(await sendCodeOk(trial, phone, '1')).toBe('246810');
    } finally {
      await trial.close();
    }
  });

  it('refuses a second code to the same phone inside 60 seconds and says how long to wait', async () => {
    const phone = newPhone();
    await sendCodeOk(t, phone, '1');
    advance(t, 20);
    expect(await requestCode(t, phone, '1')).toMatchObject({ status: 0, message: '发送过于频繁，请 40 秒后再试' });
    advance(t, 41);
    expect((await requestCode(t, phone, '1')).status).toBe(1);
  });

  it('two concurrent sends for one phone send one SMS', async () => {
    const phone = newPhone();
    const ip = '10.66.0.1';
    const send = async () => {
      const { signsCode, t: issuedAt, signs } = await issueSigns(t.app.deps, phone, ip);
      const input = { mobilePhone: phone, smsType: '1', signsCode, t: issuedAt, signs, captcha: '', c: '' } as const;
      return sendCode(t.app.deps, input, ip).then(
        () => 'sent',
        (error: Error) => error.message,
      );
    };
    const [first, second] = await Promise.all([send(), send()]);
    expect([first, second].sort()).toEqual(['sent', '发送过于频繁，请 60 秒后再试'].sort());
    expect(await readSmsInbox(t.store, phone)).toHaveLength(1);
  });

  it('refuses a forged or tampered signature and an expired one', async () => {
    const phone = newPhone();
    const signs = await t.ok(getSmsSigns, { mobilePhone: phone });
    const base = { mobilePhone: phone, smsType: '1', signsCode: signs.signsCode, t: signs.t, signs: signs.signs };
    expect(await t.fails(sendSms, { ...base, signs: 'A'.repeat(43) })).toBe('短信签名无效，请刷新页面后重试');
    expect(await t.fails(sendSms, { ...base, mobilePhone: newPhone() })).toBe('短信签名无效，请刷新页面后重试');
    advance(t, 5 * 60 + 1);
    expect(await t.fails(sendSms, base)).toBe('短信签名已过期，请重新获取');
    expect(await latestCode(t, phone)).toBeUndefined();
  });

  it('uses a signature for one code only', async () => {
    const phone = newPhone();
    const signs = await t.ok(getSmsSigns, { mobilePhone: phone });
    const fields = { mobilePhone: phone, smsType: '1', signsCode: signs.signsCode, t: signs.t, signs: signs.signs };
    await t.ok(sendSms, fields);
    advance(t, 61);
    expect(await t.fails(sendSms, fields)).toBe('短信签名已过期，请重新获取');
  });

  it('refuses bad input with status 0 and sends nothing', async () => {
    const phone = newPhone();
    const signs = await t.ok(getSmsSigns, { mobilePhone: phone });
    const fields = { mobilePhone: phone, smsType: '1', signsCode: signs.signsCode, t: signs.t, signs: signs.signs };
    expect(await t.fails(sendSms, { ...fields, smsType: '9' })).toContain('smsType');
    expect(await t.fails(sendSms, { ...fields, signs: undefined })).toContain('signs');
    expect(await t.fails(getSmsSigns, { mobilePhone: '2380013800' })).toContain('mobilePhone');
    expect(await latestCode(t, phone)).toBeUndefined();
  });

  it('answers every send alike, registered phone or not, and sends the owner a notice instead of a useless code', async () => {
    const sent = { status: 1, message: '验证码已发送，请注意查收', appData: { resendAfterSeconds: 60 } };
    const newest = async (phone: string) => (await readSmsInbox(t.store, phone))[0];
    const user = await createUser(t);
    const stranger = newPhone();
    const cases = [
      { phone: user.phone, smsType: '1', receives: { template: 'accountExists' } },
      { phone: user.phone, smsType: '4', receives: { template: 'accountExists' } },
      { phone: stranger, smsType: '2', receives: { template: 'noAccount' } },
      { phone: stranger, smsType: '3', receives: { template: 'noAccount' } },
      { phone: stranger, smsType: '7', receives: { template: 'noAccount' } },
      { phone: stranger, smsType: '1', receives: { smsType: '1', code: expect.stringMatching(/^\d{6}$/) } },
      { phone: user.phone, smsType: '3', receives: { smsType: '3', code: expect.stringMatching(/^\d{6}$/) } },
    ] as const;
    for (const { phone, smsType, receives } of cases) {
      advance(t, 61);
      expect(await requestCode(t, phone, smsType), smsType).toEqual(sent);
      const message = await newest(phone);
      expect(message, smsType).toMatchObject(receives);
      // A notice leaves a code record too (of a code nobody was told), so a guess answers as for a code sent.
      const guess = wrongCode(message?.code ?? '');
      expect(await t.fails(verificationCodeCheck, { mobilePhone: phone, smsType, code: guess }), smsType).toBe(
        '验证码错误，还可尝试 4 次',
      );
    }
    expect((await readSmsInbox(t.store, user.phone)).find((m) => m.code !== undefined && m.smsType !== '3')).toBeUndefined();
    expect((await readSmsInbox(t.store, stranger)).filter((m) => m.code !== undefined)).toHaveLength(1);
  });

  it('asks for the image captcha after a few codes to the same phone, and checks it', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i += 1) {
      await sendCodeOk(t, phone, '1');
      advance(t, 61);
    }
    const signs = await t.ok(getSmsSigns, { mobilePhone: phone });
    expect(signs.whetherCaptcha).toBe(true);
    const fields = { mobilePhone: phone, smsType: '1', signsCode: signs.signsCode, t: signs.t, signs: signs.signs };
    expect(await t.fails(sendSms, fields)).toBe('请输入图形验证码');
    const { c } = await newCaptcha(t);
    expect(await t.fails(sendSms, { ...fields, c, captcha: 'zzzz' })).toBe('图形验证码错误，请重新输入');
    expect((await t.call(sendSms, { ...fields, ...(await newCaptcha(t)) })).status).toBe(1);
  });

  it('stops at 10 codes per phone per day', async () => {
    // A day ends at midnight in Beijing: the ten codes (a minute apart) start at nine in the morning there,
    // so they never straddle a midnight, whenever the test runs.
    const morning = new Date(t.clock.now);
    morning.setUTCHours(1, 0, 0, 0);
    if (morning <= t.clock.now) morning.setUTCDate(morning.getUTCDate() + 1);
    t.clock.now = morning;
    const phone = newPhone();
    for (let i = 0; i < 10; i += 1) {
      await sendCodeOk(t, phone, '1');
      advance(t, 61);
    }
    expect(await requestCode(t, phone, '1')).toMatchObject({
      status: 0,
      message: '该手机号今日获取验证码次数已达上限，请明天再试',
    });
  });

  it('stops at 20 codes an hour from one client address, whatever the phones', async () => {
    const remoteAddress = '10.250.0.1';
    for (let i = 0; i < 20; i += 1) {
      const envelope = await requestCode(t, newPhone(), '1', { remoteAddress });
      expect(envelope, envelope.message).toMatchObject({ status: 1 });
    }
    const phone = newPhone();
    expect(await requestCode(t, phone, '1', { remoteAddress })).toMatchObject({ status: 0, message: '操作太频繁，请稍后再试' });
    expect(await latestCode(t, phone)).toBeUndefined();
    expect((await requestCode(t, phone, '1')).status).toBe(1);
    advance(t, 3600);
    expect((await requestCode(t, newPhone(), '1', { remoteAddress })).status).toBe(1);
  });

  it('stops at 50 codes a day from one client address', async () => {
    const morning = new Date(t.clock.now);
    morning.setUTCHours(1, 0, 0, 0);
    if (morning <= t.clock.now) morning.setUTCDate(morning.getUTCDate() + 1);
    t.clock.now = morning;
    const remoteAddress = '10.250.0.2';
    for (let hour = 0; hour < 3; hour += 1) {
      for (let i = 0; i < (hour < 2 ? 20 : 10); i += 1) {
        const envelope = await requestCode(t, newPhone(), '1', { remoteAddress });
        expect(envelope, envelope.message).toMatchObject({ status: 1 });
      }
      advance(t, 3600);
    }
    expect(await requestCode(t, newPhone(), '1', { remoteAddress })).toMatchObject({
      status: 0,
      message: '操作太频繁，请稍后再试',
    });
  });

  it('stops every send for the rest of the hour at the configured ceiling, whatever the phones and addresses', async () => {
    const capped = await createTestApp({ seed: false, env: { SMS_HOURLY_CEILING: '3' } });
    try {
      expect(capped.config.smsHourlyCeiling).toBe(3);
      for (let i = 0; i < 3; i += 1) await sendCodeOk(capped, newPhone(), '1');
      const phone = newPhone();
      expect(await requestCode(capped, phone, '1')).toMatchObject({ status: 0, message: '短信发送繁忙，请稍后再试' });
      expect(await latestCode(capped, phone)).toBeUndefined();
      advance(capped, 3600);
      await sendCodeOk(capped, newPhone(), '1');
    } finally {
      await capped.close();
    }
  });

  it('gives the code back and lets the user retry at once when the gateway fails', async () => {
    const failing = await createTestApp({
      seed: false,
      build: {
        providers: {
          sms: {
            kind: 'aliyun',
            send: async () => {
              throw new Error('gateway down');
            },
          },
        } as never,
      },
    });
    try {
      const phone = newPhone();
      expect(await requestCode(failing, phone, '1')).toMatchObject({ status: 0, message: '短信发送失败，请稍后再试' });
      expect(await failing.store.get(`sms-code:1:${phone}`)).toBeNull();
      expect((await requestCode(failing, phone, '1')).message).toBe('短信发送失败，请稍后再试');
    } finally {
      await failing.close();
    }
  });
});

describe('sms/verificationCodeCheck', () => {
  it('accepts the right code without using it up', async () => {
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '1');
    await t.ok(verificationCodeCheck, { mobilePhone: phone, smsType: '1', code });
    await t.ok(verificationCodeCheck, { mobilePhone: phone, smsType: '1', code });
  });

  it('does not accept a code of another type', async () => {
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '1');
    expect(await t.fails(verificationCodeCheck, { mobilePhone: phone, smsType: '4', code })).toBe('验证码已失效，请重新获取');
  });

  it('expires a code after 5 minutes', async () => {
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '1');
    advance(t, 4 * 60 + 59);
    await t.ok(verificationCodeCheck, { mobilePhone: phone, smsType: '1', code });
    advance(t, 2);
    expect(await t.fails(verificationCodeCheck, { mobilePhone: phone, smsType: '1', code })).toBe('验证码已失效，请重新获取');
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '1');
    const check = (value: string) => t.fails(verificationCodeCheck, { mobilePhone: phone, smsType: '1', code: value });
    expect(await check(wrongCode(code))).toBe('验证码错误，还可尝试 4 次');
    for (let i = 0; i < 3; i += 1) await check(wrongCode(code));
    expect(await check(wrongCode(code))).toBe('验证码错误次数过多，请重新获取');
    expect(await check(code)).toBe('验证码已失效，请重新获取');
  });

  it('starts the count again for a new code', async () => {
    const phone = newPhone();
    const first = await sendCodeOk(t, phone, '1');
    for (let i = 0; i < 4; i += 1)
      await t.fails(verificationCodeCheck, { mobilePhone: phone, smsType: '1', code: wrongCode(first) });
    advance(t, 61);
    const second = await sendCodeOk(t, phone, '1');
    expect(await t.fails(verificationCodeCheck, { mobilePhone: phone, smsType: '1', code: wrongCode(second) })).toBe(
      '验证码错误，还可尝试 4 次',
    );
  });
});

describe('checking a code is one atomic step', () => {
  // Calls on one store connection run in the order they were made, so the right code, guessed sixth, comes
  // after the five wrong ones have used up the tries.
  const guessAll = (phone: string, guesses: string[], consume: boolean) =>
    Promise.all(
      guesses.map((guess) =>
        checkCode(t.app.deps, phone, '1', guess, { consume }).then(
          () => 'right',
          (error: Error) => error.message,
        ),
      ),
    );
  const afterFiveWrong = [4, 3, 2, 1].map((left) => `验证码错误，还可尝试 ${left} 次`).concat('验证码错误次数过多，请重新获取');

  it.each([true, false])(
    'lets five concurrent wrong guesses use up the tries; a sixth never reads the code (consume %s)',
    async (consume) => {
      const phone = newPhone();
      const code = await sendCodeOk(t, phone, '1');
      const answers = await guessAll(phone, [...Array.from({ length: 5 }, () => wrongCode(code)), code], consume);
      expect(answers.slice(0, 5).sort()).toEqual([...afterFiveWrong].sort());
      expect(answers[5]).toBe('验证码已失效，请重新获取');
      expect(await guessAll(phone, [code], consume)).toEqual(['验证码已失效，请重新获取']);
    },
  );

  it('counts every one of many concurrent wrong guesses', async () => {
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '1');
    const answers = await guessAll(
      phone,
      Array.from({ length: 8 }, () => wrongCode(code)),
      false,
    );
    expect(answers.filter((answer) => answer === '验证码错误次数过多，请重新获取')).toHaveLength(1);
    expect(answers.filter((answer) => answer === '验证码已失效，请重新获取')).toHaveLength(3);
  });

  it('lets a right code be used once when two arrive together', async () => {
    const phone = newPhone();
    const code = await sendCodeOk(t, phone, '1');
    expect((await guessAll(phone, [code, code], true)).sort()).toEqual(['right', '验证码已失效，请重新获取'].sort());
  });
});

describe('development SMS inbox', () => {
  async function appWithInbox(nodeEnv: 'test' | 'production') {
    const store = createMemoryStore();
    const config = testConfig('/tmp/xueban-inbox', { NODE_ENV: 'test' });
    const app = await buildApp({
      config: { ...config, nodeEnv },
      db: noDatabase,
      store,
      distDir: null,
      assetsDir: null,
      routes: [],
    });
    await app.ready();
    return { app, store };
  }

  it('shows the codes the local provider sent, newest first', async () => {
    const { app, store } = await appWithInbox('test');
    const provider = createLocalSms(store, { now: () => new Date() });
    await provider.send({ phone: '13512345678', code: '111111', smsType: '2' });
    await provider.send({ phone: '13512345678', code: '222222', smsType: '2' });
    const response = await app.inject({ method: 'GET', url: '/api/dev/sms-inbox?phone=13512345678' });
    expect(response.json().appData.messages.map((m: { code: string }) => m.code)).toEqual(['222222', '111111']);
    await app.close();
  });

  it('does not exist in production', async () => {
    const { app } = await appWithInbox('production');
    const response = await app.inject({ method: 'GET', url: '/api/dev/sms-inbox?phone=13512345678' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
