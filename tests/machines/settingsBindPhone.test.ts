import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canBindPhone } from '@machines/settings';
import { answers } from './sms/harness';
import { bindAnswers, codeRegionOf, currentPhone, newPhone, noAnswer, silentFailure, startBindPhone } from './settingsHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type BindActor = ReturnType<typeof startBindPhone>['actor'];
type BindDesk = ReturnType<typeof startBindPhone>['desk'];

async function sendCodeTo(actor: BindActor, desk: BindDesk, phone = newPhone) {
  actor.send({ type: 'user.phoneChanged', value: phone });
  actor.send({ type: 'user.sendCode' });
  await desk.answer('getSigns', answers.signs);
  await desk.answer('sendCode', answers.sent);
}

describe('bind phone machine: the code', () => {
  it('opens on an empty form, ready to send a code', () => {
    const { actor } = startBindPhone();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ active: { code: 'ready', form: { editing: 'filling' } } });
    expect(snapshot.context).toMatchObject({ currentPhone, phone: '', smsCode: '', error: null, boundPhone: null });
  });

  it('keeps only the digits of the new phone, at most 11', () => {
    const { actor } = startBindPhone();
    actor.send({ type: 'user.phoneChanged', value: '139-1234 5678 00' });
    actor.send({ type: 'user.smsCodeChanged', value: ' 48 29 13 ' });
    expect(actor.getSnapshot().context).toMatchObject({ phone: newPhone, smsCode: '482913' });
  });

  it('sends no code until the new phone is a mobile number other than the current one', () => {
    const { actor, desk } = startBindPhone();
    actor.send({ type: 'user.sendCode' });
    actor.send({ type: 'user.phoneChanged', value: '1391234' });
    actor.send({ type: 'user.sendCode' });
    actor.send({ type: 'user.phoneChanged', value: '23912345678' });
    actor.send({ type: 'user.sendCode' });
    actor.send({ type: 'user.phoneChanged', value: currentPhone });
    actor.send({ type: 'user.sendCode' });
    expect(desk.calls).toEqual([]);
    expect(canBindPhone({ phone: newPhone, currentPhone })).toBe(true);
  });

  it('sends a code of type 4 to the new phone and counts down 60 seconds before another', async () => {
    const { actor, desk, effects } = startBindPhone();
    actor.send({ type: 'user.phoneChanged', value: newPhone });
    actor.send({ type: 'user.sendCode' });
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true);
    expect(desk.inputOf('getSigns')).toEqual({ mobilePhone: newPhone, smsType: 4 });
    await desk.answer('getSigns', answers.signs);
    expect(desk.inputOf('sendCode')).toMatchObject({ mobilePhone: newPhone, smsType: 4 });
    await desk.answer('sendCode', answers.sent);
    expect(actor.getSnapshot().hasTag('countingDown')).toBe(true);
    expect(actor.getSnapshot().context.smsSender.secondsLeft).toBe(60);
    expect(effects.smsToast).toHaveBeenCalledExactlyOnceWith({ key: 'account.sms.sent' });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(actor.getSnapshot().context.smsSender.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().hasTag('countingDown')).toBe(false);
    actor.send({ type: 'user.sendCode' });
    expect(desk.isWaiting('getSigns')).toBe(true);
  });

  it('asks for the image captcha when the server wants one and sends it with the code request', async () => {
    const { actor, desk } = startBindPhone();
    actor.send({ type: 'user.phoneChanged', value: newPhone });
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    expect(actor.getSnapshot().hasTag('smsCaptchaRequired')).toBe(true);
    const firstId = actor.getSnapshot().context.smsSender.captchaId;
    actor.send({ type: 'user.refreshSmsCaptcha' });
    expect(actor.getSnapshot().context.smsSender.captchaId).not.toBe(firstId);
    actor.send({ type: 'user.smsCaptchaChanged', value: ' q9 w8 ' });
    expect(actor.getSnapshot().context.smsSender.captcha).toBe('q9w8');
    actor.send({ type: 'user.sendCode' });
    expect(desk.inputOf('sendCode')).toMatchObject({ whetherCaptcha: true, captcha: 'q9w8' });
  });

  it('drops the captcha request when the user cancels it', async () => {
    const { actor, desk } = startBindPhone();
    actor.send({ type: 'user.phoneChanged', value: newPhone });
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    actor.send({ type: 'user.cancelSmsCaptcha' });
    expect(codeRegionOf(actor.getSnapshot())).toBe('ready');
  });
});

describe('bind phone machine: the change', () => {
  it('does not submit without a code', () => {
    const { actor, desk } = startBindPhone();
    actor.send({ type: 'user.phoneChanged', value: newPhone });
    actor.send({ type: 'user.passwordChanged', value: 'Secret@123' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(desk.calls).toEqual([]);
  });

  it('does not submit without the account password, and keeps it without whitespace', async () => {
    const { actor, desk } = startBindPhone();
    await sendCodeTo(actor, desk);
    actor.send({ type: 'user.smsCodeChanged', value: '482913' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    actor.send({ type: 'user.passwordChanged', value: ' Secret @123 ' });
    expect(actor.getSnapshot().context.password).toBe('Secret@123');
  });

  it('binds the new phone with its code and reports the new phone to the app', async () => {
    const { actor, desk, effects } = startBindPhone();
    await sendCodeTo(actor, desk);
    actor.send({ type: 'user.smsCodeChanged', value: '482913' });
    actor.send({ type: 'user.passwordChanged', value: 'Secret@123' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(desk.inputOf('bindPhone')).toEqual({ mobilePhone: newPhone, smsCode: '482913', password: 'Secret@123' });
    await desk.answer('bindPhone', bindAnswers.accepted);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ boundPhone: newPhone, currentPhone: newPhone });
    expect(effects.userUpdated).toHaveBeenCalledExactlyOnceWith({ changes: { phone: newPhone } });
  });

  it('shows the server message on a refusal and forgets it when a field changes', async () => {
    const { actor, desk, effects } = startBindPhone();
    await sendCodeTo(actor, desk);
    actor.send({ type: 'user.smsCodeChanged', value: '000000' });
    actor.send({ type: 'user.passwordChanged', value: 'Secret@123' });
    actor.send({ type: 'user.submit' });
    await desk.answer('bindPhone', bindAnswers.refused);
    expect(actor.getSnapshot().hasTag('serverError')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('验证码错误，还可尝试 4 次');
    expect(effects.userUpdated).not.toHaveBeenCalled();
    actor.send({ type: 'user.smsCodeChanged', value: '482913' });
    expect(actor.getSnapshot().hasTag('serverError')).toBe(false);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps the form for another try when no answer came', async () => {
    const { actor, desk } = startBindPhone();
    await sendCodeTo(actor, desk);
    actor.send({ type: 'user.smsCodeChanged', value: '482913' });
    actor.send({ type: 'user.passwordChanged', value: 'Secret@123' });
    actor.send({ type: 'user.submit' });
    await desk.fail('bindPhone', noAnswer);
    expect(actor.getSnapshot().context.error).toBe('请求超时');
    actor.send({ type: 'user.submit' });
    await desk.fail('bindPhone', silentFailure);
    expect(actor.getSnapshot().value).toMatchObject({ active: { form: { editing: 'filling' } } });
    expect(actor.getSnapshot().context).toMatchObject({ phone: newPhone, smsCode: '482913', error: null });
  });

  it('starts over with an empty form to change the phone again, the new phone now being the current one', async () => {
    const { actor, desk } = startBindPhone();
    await sendCodeTo(actor, desk);
    actor.send({ type: 'user.smsCodeChanged', value: '482913' });
    actor.send({ type: 'user.passwordChanged', value: 'Secret@123' });
    actor.send({ type: 'user.submit' });
    await desk.answer('bindPhone', bindAnswers.accepted);
    actor.send({ type: 'user.restart' });
    expect(actor.getSnapshot().value).toEqual({ active: { code: 'ready', form: { editing: 'filling' } } });
    expect(actor.getSnapshot().context).toMatchObject({ phone: '', smsCode: '', password: '', currentPhone: newPhone });
    actor.send({ type: 'user.phoneChanged', value: newPhone });
    actor.send({ type: 'user.sendCode' });
    expect(desk.isWaiting('getSigns')).toBe(false);
  });
});
