import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, phone, startSms } from './harness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SMS countdown machine: sending', () => {
  it('asks for the signs, then sends the code with them and smsType 2', async () => {
    const { actor, desk } = startSms();
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    actor.send({ type: 'user.sendCode' });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(desk.inputOf('getSigns')).toEqual({ mobilePhone: phone, smsType: 2 });
    await desk.answer('getSigns', answers.signs);
    expect(desk.inputOf('sendCode')).toEqual({
      mobilePhone: phone,
      smsType: 2,
      signsCode: 'SC',
      t: '1700000000000',
      signs: 'f00d',
      whetherCaptcha: false,
      captcha: '',
      c: '',
    });
  });

  it('toasts that the code was sent and counts down from 60', async () => {
    const { actor, desk, effects } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', answers.sent);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith({ key: 'account.sms.sent' });
    expect(effects.warn).not.toHaveBeenCalled();
  });

  it('takes one second off each second and allows a new code after 60 seconds', async () => {
    const { actor, desk } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', answers.sent);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    await vi.advanceTimersByTimeAsync(58_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('canSend')).toBe(true);
    actor.send({ type: 'user.sendCode' });
    expect(desk.isWaiting('getSigns')).toBe(true);
  });

  it('ignores send requests while a code is on its way or the countdown runs', async () => {
    const { actor, desk } = startSms();
    actor.send({ type: 'user.sendCode' });
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', answers.sent);
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: 'user.sendCode' });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(desk.isWaiting('getSigns')).toBe(false);
    expect(desk.calls.map((call) => call.name)).toEqual(['getSigns', 'sendCode']);
  });

  it('sends nothing while no phone number is known, and uses the phone given with the request', () => {
    const { actor, desk } = startSms({ smsType: 1, captchaSeed: 'r' });
    actor.send({ type: 'user.sendCode' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'user.sendCode', mobilePhone: ' 13900001111 ' });
    expect(desk.inputOf('getSigns')).toEqual({ mobilePhone: '13900001111', smsType: 1 });
  });
});

describe('SMS countdown machine: failures', () => {
  it('warns with the server message and allows another try when the send is refused', async () => {
    const { actor, desk, effects } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', answers.sendRefused);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('今日验证码发送次数已达上限');
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith({ message: '今日验证码发送次数已达上限' });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('warns with the server message when the signs are refused, without sending', async () => {
    const { actor, desk, effects } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsRefused);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith({ message: '手机号格式不正确' });
    expect(desk.calls.map((call) => call.name)).toEqual(['getSigns']);
  });

  it('keeps the failure text without a second warning when no answer arrived', async () => {
    const { actor, desk, effects } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signs);
    await desk.fail('sendCode', new Error('网络连接失败'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('网络连接失败');
    expect(effects.warn).not.toHaveBeenCalled();
  });

  it('clears the last failure when the user asks again', async () => {
    const { actor, desk } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsRefused);
    actor.send({ type: 'user.sendCode' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('SMS countdown machine: image captcha asked by the server', () => {
  it('asks for the image captcha before sending when the signs say so, then sends it with its id', async () => {
    const { actor, desk } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    const asked = actor.getSnapshot();
    expect(asked.hasTag('captchaRequired')).toBe(true);
    expect(asked.context.captchaId).toBe('seed-1');
    actor.send({ type: 'user.sendCode' });
    expect(actor.getSnapshot().hasTag('captchaRequired')).toBe(true);
    actor.send({ type: 'user.captchaChanged', value: ' x7 K2 ' });
    actor.send({ type: 'user.sendCode' });
    expect(desk.inputOf('sendCode')).toMatchObject({ whetherCaptcha: true, captcha: 'x7K2', c: 'seed-1' });
  });

  it('shows a new captcha image on request', async () => {
    const { actor, desk } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    actor.send({ type: 'user.captchaChanged', value: 'abcd' });
    actor.send({ type: 'user.refreshCaptcha' });
    expect(actor.getSnapshot().context).toMatchObject({ captcha: '', captchaId: 'seed-2' });
  });

  it('warns and asks again with a new image when the captcha was wrong', async () => {
    const { actor, desk, effects } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    actor.send({ type: 'user.captchaChanged', value: 'abcd' });
    actor.send({ type: 'user.sendCode' });
    await desk.answer('sendCode', answers.captchaWrong);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('captchaRequired')).toBe(true);
    expect(snapshot.context).toMatchObject({ captcha: '', captchaId: 'seed-2', error: '图形验证码错误' });
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith({ message: '图形验证码错误' });
  });

  it('returns to idle without sending when the user gives up the captcha', async () => {
    const { actor, desk } = startSms();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    actor.send({ type: 'user.captchaChanged', value: 'abcd' });
    actor.send({ type: 'user.cancelCaptcha' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.captcha).toBe('');
    expect(desk.calls.map((call) => call.name)).toEqual(['getSigns']);
  });
});
