import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers } from '../sms/harness';
import { fillForm, loginAnswers, remembered, startLogin, student, verifyAnswers } from './harness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login machine: the form', () => {
  it('opens on an empty form with the agreement ticked and a captcha image', () => {
    const { actor } = startLogin();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'filling' });
    expect(snapshot.hasTag('editing')).toBe(true);
    expect(snapshot.context).toMatchObject({
      account: '',
      password: '',
      captcha: '',
      agreed: true,
      error: null,
      captchaId: 'seed-0',
    });
  });

  it('cleans each field as it is typed', () => {
    const { actor } = startLogin();
    actor.send({ type: 'user.accountChanged', value: '138 1234-5678 99' });
    actor.send({ type: 'user.passwordChanged', value: ' my pass word 1234567 ' });
    actor.send({ type: 'user.captchaChanged', value: ' a b 1 2 ' });
    expect(actor.getSnapshot().context).toMatchObject({ account: '13812345678', password: 'mypassword123456', captcha: 'ab12' });
  });

  it('does not send the form until account, password and captcha are all filled', () => {
    const { actor, desk } = startLogin();
    actor.send({ type: 'user.accountChanged', value: '13812345678' });
    actor.send({ type: 'user.passwordChanged', value: 'secret123' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(desk.calls).toEqual([]);
  });

  it('shows a new captcha image when the image is clicked', () => {
    const { actor } = startLogin();
    actor.send({ type: 'user.captchaChanged', value: 'ab12' });
    actor.send({ type: 'user.refreshCaptcha' });
    expect(actor.getSnapshot().context).toMatchObject({ captcha: '', captchaId: 'seed-1' });
  });

  it('warns that the agreement must be ticked instead of logging in when it is unticked', () => {
    const { actor, desk } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.agreementChanged', agreed: false });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('agreementWarning')).toBe(true);
    expect(actor.getSnapshot().hasTag('editing')).toBe(false);
    expect(desk.calls).toEqual([]);
    actor.send({ type: 'user.dismissWarning' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    actor.send({ type: 'user.agreementChanged', agreed: true });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
  });

  it('shows the forgotten-password hint and returns to the form', () => {
    const { actor } = startLogin();
    actor.send({ type: 'user.forgotPassword' });
    expect(actor.getSnapshot().hasTag('forgotPasswordHint')).toBe(true);
    actor.send({ type: 'user.dismissHint' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
  });
});

describe('login machine: submitting', () => {
  it('sends the account, password, captcha and captcha id to the login call', () => {
    const { actor, desk } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(desk.inputOf('login')).toEqual({ loginName: '13812345678', loginPassword: 'secret123', captcha: 'ab12', c: 'seed-0' });
  });

  it('logs in and hands the user and token to the app when the credentials are accepted', async () => {
    const { actor, desk, effects } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.submit' });
    await desk.answer('login', loginAnswers.accepted);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: student, token: 'token-1' });
    expect(effects.notifyLoggedIn).toHaveBeenCalledExactlyOnceWith({ user: student, token: 'token-1' });
  });

  it('warns with the server message for 3 s and shows a new captcha when the login is refused', async () => {
    const { actor, desk, effects } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.submit' });
    await desk.answer('login', loginAnswers.refused);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'serverError' });
    expect(snapshot.hasTag('serverError')).toBe(true);
    expect(snapshot.context).toMatchObject({ error: '账号或密码错误', captcha: '', captchaId: 'seed-1', account: '13812345678' });
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith({ message: '账号或密码错误', durationMs: 3000 });
    expect(effects.notifyLoggedIn).not.toHaveBeenCalled();
  });

  it('leaves the server error once the user edits a field', async () => {
    const { actor, desk } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.submit' });
    await desk.answer('login', loginAnswers.refused);
    actor.send({ type: 'user.captchaChanged', value: 'zz99' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps the server error behind the forgotten-password hint', async () => {
    const { actor, desk } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.submit' });
    await desk.answer('login', loginAnswers.refused);
    actor.send({ type: 'user.forgotPassword' });
    actor.send({ type: 'user.dismissHint' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'serverError' });
  });

  it('shows the failure without a second warning and renews the captcha when no answer arrived', async () => {
    const { actor, desk, effects } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.submit' });
    await desk.fail('login', new Error('请求超时'));
    expect(actor.getSnapshot().value).toEqual({ editing: 'serverError' });
    expect(actor.getSnapshot().context).toMatchObject({ error: '请求超时', captchaId: 'seed-1' });
    expect(effects.warn).not.toHaveBeenCalled();
  });

  it('returns to the form when a call failed without any text', async () => {
    const { actor, desk } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.submit' });
    await desk.fail('login', 'aborted');
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(actor.getSnapshot().context.captchaId).toBe('seed-1');
  });

  it('treats an accepted answer without a token as refused', async () => {
    const { actor, desk, effects } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.submit' });
    await desk.answer('login', { status: 1, message: '用户信息缺失', appData: { userInfo: student } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'serverError' });
    expect(effects.notifyLoggedIn).not.toHaveBeenCalled();
  });
});

async function reachSmsCheck(mobilePhone?: string) {
  const started = startLogin();
  fillForm(started.actor);
  started.actor.send({ type: 'user.submit' });
  await started.desk.answer('login', {
    ...loginAnswers.smsCheck,
    appData: { UserNotOnSmsWhiteList: true, ...(mobilePhone ? { mobilePhone } : {}) },
  });
  return started;
}

describe('login machine: the SMS security check', () => {
  it('asks for an SMS check with the phone masked when the server demands it', async () => {
    const { actor, effects } = await reachSmsCheck();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('smsStep')).toBe(true);
    expect(snapshot.value).toEqual({ smsCheck: { code: 'ready', verification: 'entering' } });
    expect(snapshot.context).toMatchObject({ phone: '13812345678', maskedPhone: '138****5678' });
    expect(effects.notifyLoggedIn).not.toHaveBeenCalled();
  });

  it('uses the phone the server names for the check', async () => {
    const { actor } = await reachSmsCheck('13900001111');
    expect(actor.getSnapshot().context.maskedPhone).toBe('139****1111');
  });

  it('sends a login code to the phone and counts down 60 s before another', async () => {
    const { actor, desk, effects } = await reachSmsCheck();
    actor.send({ type: 'user.sendCode' });
    expect(actor.getSnapshot().hasTag('sendingCode')).toBe(true);
    expect(desk.inputOf('getSigns')).toEqual({ mobilePhone: '13812345678', smsType: 2 });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', answers.sent);
    expect(actor.getSnapshot().hasTag('countingDown')).toBe(true);
    expect(actor.getSnapshot().context.smsSender.secondsLeft).toBe(60);
    expect(effects.smsToast).toHaveBeenCalledExactlyOnceWith({ key: 'account.sms.sent' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(actor.getSnapshot().context.smsSender.secondsLeft).toBe(45);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(actor.getSnapshot().hasTag('countingDown')).toBe(false);
    expect(actor.getSnapshot().value).toMatchObject({ smsCheck: { code: 'ready' } });
  });

  it('warns with the message when the code cannot be sent', async () => {
    const { actor, desk, effects } = await reachSmsCheck();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', answers.sendRefused);
    expect(actor.getSnapshot().value).toMatchObject({ smsCheck: { code: 'ready' } });
    expect(actor.getSnapshot().context.smsSender.error).toBe('今日验证码发送次数已达上限');
    expect(effects.smsWarn).toHaveBeenCalledExactlyOnceWith({ message: '今日验证码发送次数已达上限' });
  });

  it('passes the image captcha the server asks for to the SMS sender', async () => {
    const { actor, desk } = await reachSmsCheck();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    expect(actor.getSnapshot().hasTag('smsCaptchaRequired')).toBe(true);
    expect(actor.getSnapshot().context.smsSender.captchaId).toBe('seed-sms-1');
    actor.send({ type: 'user.refreshSmsCaptcha' });
    expect(actor.getSnapshot().context.smsSender.captchaId).toBe('seed-sms-2');
    actor.send({ type: 'user.smsCaptchaChanged', value: 'q9w8' });
    expect(actor.getSnapshot().context.smsSender.captcha).toBe('q9w8');
    actor.send({ type: 'user.sendCode' });
    expect(desk.inputOf('sendCode')).toMatchObject({ captcha: 'q9w8', c: 'seed-sms-2', whetherCaptcha: true });
  });

  it('offers the send button again when the user gives the SMS captcha up', async () => {
    const { actor, desk } = await reachSmsCheck();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signsWithCaptcha);
    actor.send({ type: 'user.cancelSmsCaptcha' });
    expect(actor.getSnapshot().value).toMatchObject({ smsCheck: { code: 'ready' } });
  });

  it('enables verify now only once a code is entered', async () => {
    const { actor, desk } = await reachSmsCheck();
    actor.send({ type: 'user.verify' });
    expect(actor.getSnapshot().hasTag('verifying')).toBe(false);
    actor.send({ type: 'user.smsCodeChanged', value: ' 4821 ' });
    actor.send({ type: 'user.verify' });
    expect(actor.getSnapshot().hasTag('verifying')).toBe(true);
    expect(desk.inputOf('verifySms')).toEqual({
      loginName: '13812345678',
      mobilePhone: '13812345678',
      smsCode: '4821',
      smsType: 2,
    });
  });

  it('logs in once the code is verified', async () => {
    const { actor, desk, effects } = await reachSmsCheck();
    actor.send({ type: 'user.smsCodeChanged', value: '4821' });
    actor.send({ type: 'user.verify' });
    await desk.answer('verifySms', verifyAnswers.accepted);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(effects.notifyLoggedIn).toHaveBeenCalledExactlyOnceWith({ user: student, token: 'token-2' });
  });

  it('warns with the message and stays on the check when the code is wrong', async () => {
    const { actor, desk, effects } = await reachSmsCheck();
    actor.send({ type: 'user.smsCodeChanged', value: '0000' });
    actor.send({ type: 'user.verify' });
    await desk.answer('verifySms', verifyAnswers.refused);
    expect(actor.getSnapshot().value).toMatchObject({ smsCheck: { verification: 'entering' } });
    expect(actor.getSnapshot().context).toMatchObject({ error: '验证码错误', smsCode: '0000' });
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith({ message: '验证码错误', durationMs: 3000 });
  });

  it('keeps counting down while the code is being verified', async () => {
    const { actor, desk } = await reachSmsCheck();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', answers.sent);
    actor.send({ type: 'user.smsCodeChanged', value: '4821' });
    actor.send({ type: 'user.verify' });
    await vi.advanceTimersByTimeAsync(3000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('verifying') && snapshot.hasTag('countingDown')).toBe(true);
    expect(snapshot.context.smsSender.secondsLeft).toBe(57);
  });
});

describe('login machine: closing', () => {
  it('clears the form when closed and starts again with a new captcha when reopened', async () => {
    const { actor, desk } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.agreementChanged', agreed: false });
    actor.send({ type: 'user.agreementChanged', agreed: true });
    actor.send({ type: 'user.submit' });
    await desk.answer('login', loginAnswers.refused);
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ account: '', password: '', captcha: '', agreed: true, error: null });
    actor.send({ type: 'user.open' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'recalling' });
    await desk.answer('recallLogin', null);
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(actor.getSnapshot().context.captchaId).toBe('seed-2');
  });

  it('closes from every step, dropping an answer that arrives afterwards', async () => {
    const { actor, desk, effects } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.close' });
    await desk.answer('login', loginAnswers.accepted);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects.notifyLoggedIn).not.toHaveBeenCalled();
  });

  it('stops the SMS countdown and forgets the check when closed during it', async () => {
    const { actor, desk } = await reachSmsCheck();
    actor.send({ type: 'user.sendCode' });
    await desk.answer('getSigns', answers.signs);
    await desk.answer('sendCode', answers.sent);
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().children.smsCode).toBeUndefined();
    expect(actor.getSnapshot().context).toMatchObject({ phone: '', maskedPhone: '', smsCode: '' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('login machine: remember password', () => {
  async function reopen(started: ReturnType<typeof startLogin>) {
    started.actor.send({ type: 'user.close' });
    started.actor.send({ type: 'user.open' });
    expect(started.desk.isWaiting('recallLogin')).toBe(true);
  }

  it('starts with "记住密码" unticked', () => {
    const { actor } = startLogin();
    expect(actor.getSnapshot().context.remember).toBe(false);
  });

  it('fills account and password and ticks the box when the form opens on a remembered login', async () => {
    const started = startLogin();
    await reopen(started);
    await started.desk.answer('recallLogin', remembered);
    expect(started.actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(started.actor.getSnapshot().context).toMatchObject({
      account: remembered.account,
      password: remembered.password,
      captcha: '',
      remember: true,
    });
  });

  it('opens an empty form when nothing is remembered or the remembered login cannot be read', async () => {
    const started = startLogin();
    await reopen(started);
    await started.desk.answer('recallLogin', null);
    expect(started.actor.getSnapshot().context).toMatchObject({ account: '', password: '', remember: false });
    await reopen(started);
    await started.desk.fail('recallLogin', new Error('storage unavailable'));
    expect(started.actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(started.actor.getSnapshot().context).toMatchObject({ account: '', password: '', remember: false });
  });

  it('keeps what the user typed before the remembered login arrived', async () => {
    const started = startLogin();
    await reopen(started);
    started.actor.send({ type: 'user.accountChanged', value: '13900000000' });
    await started.desk.answer('recallLogin', remembered);
    expect(started.actor.getSnapshot().context).toMatchObject({ account: '13900000000', password: '', remember: false });
  });

  it('reads the remembered login when a page shows the untouched form at once, not over typed fields', async () => {
    const { actor, desk } = startLogin();
    actor.send({ type: 'user.open' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'recalling' });
    await desk.answer('recallLogin', remembered);
    actor.send({ type: 'user.open' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(desk.isWaiting('recallLogin')).toBe(false);
  });

  it('asks the app to remember account and password after a login with the box ticked', async () => {
    const { actor, desk, effects } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.rememberChanged', remember: true });
    actor.send({ type: 'user.submit' });
    expect(effects.rememberLogin).not.toHaveBeenCalled();
    await desk.answer('login', loginAnswers.accepted);
    expect(effects.rememberLogin).toHaveBeenCalledExactlyOnceWith({
      account: '13812345678',
      password: 'secret123',
      remember: true,
    });
  });

  it('asks the app to forget the remembered login after a login with the box unticked', async () => {
    const started = startLogin();
    await reopen(started);
    await started.desk.answer('recallLogin', remembered);
    started.actor.send({ type: 'user.rememberChanged', remember: false });
    started.actor.send({ type: 'user.captchaChanged', value: 'ab12' });
    started.actor.send({ type: 'user.submit' });
    await started.desk.answer('login', loginAnswers.accepted);
    expect(started.effects.rememberLogin).toHaveBeenCalledExactlyOnceWith({
      account: remembered.account,
      password: remembered.password,
      remember: false,
    });
  });

  it('remembers the password login that passed the SMS check too', async () => {
    const { actor, desk, effects } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.rememberChanged', remember: true });
    actor.send({ type: 'user.submit' });
    await desk.answer('login', loginAnswers.smsCheck);
    actor.send({ type: 'user.smsCodeChanged', value: '4821' });
    actor.send({ type: 'user.verify' });
    await desk.answer('verifySms', verifyAnswers.accepted);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(effects.rememberLogin).toHaveBeenCalledExactlyOnceWith({
      account: '13812345678',
      password: 'secret123',
      remember: true,
    });
  });

  it('neither remembers nor forgets anything when the login is refused', async () => {
    const { actor, desk, effects } = startLogin();
    fillForm(actor);
    actor.send({ type: 'user.rememberChanged', remember: true });
    actor.send({ type: 'user.submit' });
    await desk.answer('login', loginAnswers.refused);
    expect(effects.rememberLogin).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.remember).toBe(true);
  });
});
