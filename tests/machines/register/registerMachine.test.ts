import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers } from '../sms/harness';
import { fillForm, newPhone, newStudent, problems, registerAnswers, startRegister, typePhoneAndCaptcha } from './harness';

const registered = { status: 0, message: '该手机号已注册，请直接登录', appData: null };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('register machine: the form', () => {
  it('opens on an empty form with the agreement ticked, the code button ready and a captcha picture', () => {
    const { actor } = startRegister();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ active: { form: { editing: 'filling' }, code: 'ready' } });
    expect(snapshot.hasTag('editing')).toBe(true);
    expect(snapshot.context).toMatchObject({
      phone: '',
      captcha: '',
      smsCode: '',
      password: '',
      confirmPassword: '',
      agreed: true,
      errors: {},
      error: null,
      captchaId: 'seed-sms-1',
      captchaVersion: 0,
    });
  });

  it('cleans each field as it is typed', () => {
    const { actor } = startRegister();
    actor.send({ type: 'user.phoneChanged', value: '135 0000-1234 99' });
    actor.send({ type: 'user.captchaChanged', value: ' a b 1 2 ' });
    actor.send({ type: 'user.smsCodeChanged', value: ' 48 29 13 ' });
    actor.send({ type: 'user.passwordChanged', value: 'xue ban 2024 abcdefgh' });
    actor.send({ type: 'user.confirmPasswordChanged', value: 'xueban2024' });
    expect(actor.getSnapshot().context).toMatchObject({
      phone: '13500001234',
      captcha: 'ab12',
      smsCode: '482913',
      // Spaces stay so the rules can name them; the length is capped at 16.
      password: 'xue ban 2024 abc',
      confirmPassword: 'xueban2024',
    });
  });

  it('keeps the problems the rules found on submit, registers nothing, and drops a message once its field is edited', () => {
    const { actor, desk } = startRegister();
    actor.send({ type: 'user.submit', errors: problems.fieldsAndAgreement });
    expect(actor.getSnapshot().value).toEqual({ active: { form: { editing: 'filling' }, code: 'ready' } });
    expect(actor.getSnapshot().context.errors).toEqual(problems.fieldsAndAgreement);
    expect(desk.calls).toEqual([]);
    actor.send({ type: 'user.smsCodeChanged', value: '482913' });
    expect(actor.getSnapshot().context.errors).toEqual(problems.agreement);
  });

  it('shows field problems rather than the agreement warning when both are wrong', () => {
    const { actor } = startRegister();
    actor.send({ type: 'user.agreementChanged', agreed: false });
    actor.send({ type: 'user.submit', errors: problems.fieldsAndAgreement });
    expect(actor.getSnapshot().hasTag('agreementWarning')).toBe(false);
    expect(actor.getSnapshot().context.errors).toEqual(problems.fieldsAndAgreement);
  });

  it('warns that the agreement must be ticked when it is the only thing missing, then registers once it is', () => {
    const { actor, desk } = startRegister();
    fillForm(actor);
    actor.send({ type: 'user.agreementChanged', agreed: false });
    actor.send({ type: 'user.submit', errors: problems.agreement });
    expect(actor.getSnapshot().hasTag('agreementWarning')).toBe(true);
    expect(actor.getSnapshot().hasTag('editing')).toBe(false);
    expect(actor.getSnapshot().context.errors).toEqual(problems.agreement);
    expect(desk.calls).toEqual([]);
    actor.send({ type: 'user.dismissWarning' });
    expect(actor.getSnapshot().matches({ active: { form: { editing: 'filling' } } })).toBe(true);
    actor.send({ type: 'user.agreementChanged', agreed: true });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'user.submit', errors: {} });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
  });

  it('does not register a form whose fields are empty even when no problem is reported', () => {
    const { actor, desk } = startRegister();
    actor.send({ type: 'user.submit', errors: {} });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(desk.calls).toEqual([]);
  });

  it('draws a new picture for the same captcha and empties the field when the picture is clicked', () => {
    const { actor } = startRegister();
    actor.send({ type: 'user.captchaChanged', value: 'ab12' });
    actor.send({ type: 'user.refreshCaptcha' });
    expect(actor.getSnapshot().context).toMatchObject({ captcha: '', captchaId: 'seed-sms-1', captchaVersion: 1 });
  });
});

describe('register machine: registering', () => {
  it('sends the phone, the SMS code and the password to the register call', () => {
    const { actor, desk } = startRegister();
    fillForm(actor);
    actor.send({ type: 'user.submit', errors: {} });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(desk.inputOf('register')).toEqual({ phone: newPhone, smsCode: '482913', password: 'xueban2024' });
  });

  it('hands the new user and token to the app and stops the SMS sender once registered', async () => {
    const { actor, desk, effects } = startRegister();
    fillForm(actor);
    actor.send({ type: 'user.submit', errors: {} });
    await desk.answer('register', registerAnswers.accepted);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('registered');
    expect(snapshot.hasTag('registered')).toBe(true);
    expect(snapshot.context).toMatchObject({ user: newStudent, token: 'token-new' });
    expect(snapshot.children.smsCode).toBeUndefined();
    expect(effects.notifyRegistered).toHaveBeenCalledExactlyOnceWith({ user: newStudent, token: 'token-new' });
  });

  it('warns with the server message, keeps it above the form and draws a new captcha when registration is refused', async () => {
    const { actor, desk, effects } = startRegister();
    fillForm(actor);
    actor.send({ type: 'user.submit', errors: {} });
    await desk.answer('register', registerAnswers.refused);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ active: { form: { editing: 'serverError' } } })).toBe(true);
    expect(snapshot.hasTag('serverError')).toBe(true);
    expect(snapshot.context).toMatchObject({
      error: '验证码错误，还可尝试 4 次',
      captcha: '',
      captchaVersion: 1,
      phone: newPhone,
    });
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith({ message: '验证码错误，还可尝试 4 次' });
    expect(effects.notifyRegistered).not.toHaveBeenCalled();
  });

  it('leaves the server error once the user edits a field', async () => {
    const { actor, desk } = startRegister();
    fillForm(actor);
    actor.send({ type: 'user.submit', errors: {} });
    await desk.answer('register', registerAnswers.refused);
    actor.send({ type: 'user.smsCodeChanged', value: '000000' });
    expect(actor.getSnapshot().matches({ active: { form: { editing: 'filling' } } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('returns to the server error behind the agreement warning', async () => {
    const { actor, desk } = startRegister();
    fillForm(actor);
    actor.send({ type: 'user.submit', errors: {} });
    await desk.answer('register', registerAnswers.refused);
    actor.send({ type: 'user.agreementChanged', agreed: false });
    actor.send({ type: 'user.submit', errors: problems.agreement });
    actor.send({ type: 'user.dismissWarning' });
    expect(actor.getSnapshot().matches({ active: { form: { editing: 'serverError' } } })).toBe(true);
  });

  it('shows the failure without a second warning when no answer arrived, and just returns to the form when it had no text', async () => {
    const timedOut = startRegister();
    fillForm(timedOut.actor);
    timedOut.actor.send({ type: 'user.submit', errors: {} });
    await timedOut.desk.fail('register', new Error('请求超时'));
    expect(timedOut.actor.getSnapshot().context).toMatchObject({ error: '请求超时', captchaVersion: 1 });
    expect(timedOut.actor.getSnapshot().hasTag('serverError')).toBe(true);
    expect(timedOut.effects.warn).not.toHaveBeenCalled();

    const aborted = startRegister();
    fillForm(aborted.actor);
    aborted.actor.send({ type: 'user.submit', errors: {} });
    await aborted.desk.fail('register', 'aborted');
    expect(aborted.actor.getSnapshot().matches({ active: { form: { editing: 'filling' } } })).toBe(true);
  });

  it('treats an accepted answer without a token as refused', async () => {
    const { actor, desk, effects } = startRegister();
    fillForm(actor);
    actor.send({ type: 'user.submit', errors: {} });
    await desk.answer('register', registerAnswers.withoutToken);
    expect(actor.getSnapshot().hasTag('serverError')).toBe(true);
    expect(effects.notifyRegistered).not.toHaveBeenCalled();
  });
});

describe('register machine: the SMS code', () => {
  it('asks for no code while the rules find the phone or the captcha wrong, and shows why', () => {
    const { actor, desk } = startRegister();
    actor.send({ type: 'user.sendCode', errors: problems.phone });
    expect(actor.getSnapshot().context.errors).toEqual(problems.phone);
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(false);
    expect(desk.calls).toEqual([]);
  });

  it('asks the sender for a registration code (smsType 1) to the typed phone', async () => {
    const { actor, desk } = startRegister();
    actor.send({ type: 'user.sendCode', errors: problems.phone });
    typePhoneAndCaptcha(actor);
    actor.send({ type: 'user.sendCode', errors: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(desk.inputOf('getSigns')).toEqual({ mobilePhone: newPhone, smsType: 1 });
  });

  it('counts 60 s down after the code is sent, keeping the unused captcha, then allows another', async () => {
    const { actor, desk, effects } = startRegister();
    typePhoneAndCaptcha(actor);
    actor.send({ type: 'user.sendCode', errors: {} });
    await desk.answer('getSigns', answers.signs);
    expect(desk.inputOf('sendCode')).toMatchObject({ mobilePhone: newPhone, smsType: 1, whetherCaptcha: false, captcha: '' });
    await desk.answer('sendCode', answers.sent);
    expect(actor.getSnapshot().hasTag('countingDown')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ captcha: 'ab12', captchaId: 'seed-sms-1' });
    expect(actor.getSnapshot().context.smsSender.secondsLeft).toBe(60);
    expect(effects.smsToast).toHaveBeenCalledExactlyOnceWith({ key: 'account.sms.sent' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.smsSender.secondsLeft).toBe(59);
    actor.send({ type: 'user.sendCode', errors: {} });
    expect(desk.isWaiting('getSigns')).toBe(false);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(actor.getSnapshot().matches({ active: { code: 'ready' } })).toBe(true);
  });

  it('sends the captcha typed beside the phone when the server asks for one, then shows a fresh picture', async () => {
    const { actor, desk } = startRegister();
    typePhoneAndCaptcha(actor, 'Kp73');
    actor.send({ type: 'user.sendCode', errors: {} });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true);
    expect(desk.inputOf('sendCode')).toMatchObject({ whetherCaptcha: true, captcha: 'Kp73', c: 'seed-sms-1' });
    await desk.answer('sendCode', answers.sent);
    expect(actor.getSnapshot().hasTag('countingDown')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ captcha: '', captchaId: 'seed-sms-2' });
  });

  it('empties the captcha and shows the new picture when the answer is refused, then sends the next answer with it', async () => {
    const { actor, desk, effects } = startRegister();
    typePhoneAndCaptcha(actor);
    actor.send({ type: 'user.sendCode', errors: {} });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    await desk.answer('sendCode', answers.captchaWrong);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('smsCaptchaRequired')).toBe(true);
    expect(snapshot.context).toMatchObject({ captcha: '', captchaId: 'seed-sms-2', error: '图形验证码错误' });
    expect(effects.smsWarn).toHaveBeenCalledExactlyOnceWith({ message: '图形验证码错误' });

    actor.send({ type: 'user.sendCode', errors: { captcha: 'account.register.errors.captchaRequired' } });
    expect(desk.isWaiting('sendCode')).toBe(false);
    actor.send({ type: 'user.captchaChanged', value: 'Xa9m' });
    actor.send({ type: 'user.sendCode', errors: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(desk.inputOf('sendCode')).toMatchObject({ whetherCaptcha: true, captcha: 'Xa9m', c: 'seed-sms-2' });
  });

  it('sends the kept captcha with the next request when the server wanted one only once the code was asked for', async () => {
    const { actor, desk } = startRegister();
    typePhoneAndCaptcha(actor);
    actor.send({ type: 'user.sendCode', errors: {} });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', { status: 0, message: '请输入图形验证码', appData: { whetherCaptcha: true } });
    expect(actor.getSnapshot().hasTag('smsCaptchaRequired')).toBe(true);
    // Nothing was spent: the picture beside the field is the one the server now asks about.
    expect(actor.getSnapshot().context).toMatchObject({ captcha: 'ab12', captchaId: 'seed-sms-1', error: '请输入图形验证码' });
    actor.send({ type: 'user.sendCode', errors: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(desk.inputOf('sendCode')).toMatchObject({ whetherCaptcha: true, captcha: 'ab12', c: 'seed-sms-1' });
  });

  it('waits for a captcha to be typed when the server asks for one before any was', async () => {
    const { actor, desk } = startRegister();
    actor.send({ type: 'user.phoneChanged', value: newPhone });
    actor.send({ type: 'user.sendCode', errors: {} });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    expect(actor.getSnapshot().hasTag('smsCaptchaRequired')).toBe(true);
    expect(actor.getSnapshot().context.captchaId).toBe('seed-sms-1');
    expect(desk.isWaiting('sendCode')).toBe(false);
  });

  it('keeps the sender refusal above the form until the phone is edited', async () => {
    const { actor, desk, effects } = startRegister();
    typePhoneAndCaptcha(actor);
    actor.send({ type: 'user.sendCode', errors: {} });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', registered);
    expect(actor.getSnapshot().matches({ active: { code: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('该手机号已注册，请直接登录');
    expect(effects.smsWarn).toHaveBeenCalledExactlyOnceWith({ message: '该手机号已注册，请直接登录' });
    actor.send({ type: 'user.phoneChanged', value: '13500004321' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('drops a captcha answer the server spent on a refused request', async () => {
    const { actor, desk } = startRegister();
    typePhoneAndCaptcha(actor);
    actor.send({ type: 'user.sendCode', errors: {} });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    await desk.answer('sendCode', registered);
    expect(actor.getSnapshot().context).toMatchObject({ captcha: '', captchaId: 'seed-sms-2', error: registered.message });
  });

  it('keeps counting down while the registration is sent and after it is refused', async () => {
    const { actor, desk } = startRegister();
    fillForm(actor);
    actor.send({ type: 'user.sendCode', errors: {} });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', answers.sent);
    await vi.advanceTimersByTimeAsync(5000);
    actor.send({ type: 'user.submit', errors: {} });
    await desk.answer('register', registerAnswers.refused);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ active: { form: { editing: 'serverError' }, code: 'countingDown' } });
    expect(snapshot.context.smsSender.secondsLeft).toBe(55);
  });
});
