import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signInMachine, type SignInAnswer, type SignInContext, type SignInMethod } from '@machines/evaluation';

function start(method: SignInMethod, answer: (context: SignInContext) => Promise<SignInAnswer>) {
  const notifySignedIn = vi.fn();
  const saveProfile = vi.fn(async () => {});
  const actor = createActor(
    signInMachine.provide({
      actors: {
        signIn: fromPromise<SignInAnswer, SignInContext>(({ input }) => answer(input)),
        saveProfile: fromPromise(saveProfile),
      },
      actions: { notifySignedIn: (_, params) => notifySignedIn(params) },
    }),
    { input: { method } },
  ).start();
  return { actor, notifySignedIn, saveProfile };
}

const token = 'e'.repeat(30);

describe('evaluation sign-in', () => {
  it('says what the password form lacks instead of sending it', () => {
    const { actor } = start('password', async () => ({ token, needsProfile: false }));
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.error).toBe('请输入 11 位手机号码');
    actor.send({ type: 'user.phoneChanged', value: '137-0013-7000x' });
    expect(actor.getSnapshot().context.phone).toBe('13700137000');
    actor.send({ type: 'user.passwordChanged', value: 'Demo@2026' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.error).toBe('请输入图形验证码');
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
  });

  it('signs in with the password and ends signed in, handing the token over', async () => {
    const { actor, notifySignedIn } = start('password', async () => ({ token, needsProfile: false }));
    actor.send({ type: 'user.phoneChanged', value: '13700137000' });
    actor.send({ type: 'user.passwordChanged', value: 'Demo@2026' });
    actor.send({ type: 'user.captchaChanged', value: 'ab12' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(notifySignedIn).toHaveBeenCalledWith({ token });
  });

  it('shows the server refusal and asks for a new captcha after a refused password', async () => {
    const { actor } = start('password', async () => {
      throw new Error('账号或密码错误');
    });
    actor.send({ type: 'user.phoneChanged', value: '13700137000' });
    actor.send({ type: 'user.passwordChanged', value: 'Demo@2026' });
    actor.send({ type: 'user.captchaChanged', value: 'ab12' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.hasTag('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ error: '账号或密码错误', captchaSerial: 1, captcha: '' });
  });

  it('asks a first-time SMS sign-in for the profile before it is done', async () => {
    const { actor, notifySignedIn, saveProfile } = start('sms', async () => ({ token, needsProfile: true }));
    actor.send({ type: 'user.phoneChanged', value: '13700137000' });
    actor.send({ type: 'user.codeChanged', value: '12a3456' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.hasTag('profile'));
    expect(notifySignedIn).toHaveBeenCalledWith({ token });
    actor.send({ type: 'user.submitProfile' });
    expect(actor.getSnapshot().context.error).toBe('请输入学生姓名');
    actor.send({ type: 'user.profileChanged', changes: { name: '小明' } });
    actor.send({ type: 'user.submitProfile' });
    expect(actor.getSnapshot().context.error).toBe('请选择年级');
    actor.send({ type: 'user.profileChanged', changes: { grade: '初二' } });
    actor.send({ type: 'user.submitProfile' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saveProfile).toHaveBeenCalledTimes(1);
  });

  it('needs only the six-digit code for the official-account sign-in', async () => {
    const { actor } = start('wechat', async () => ({ token, needsProfile: false }));
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.error).toBe('请输入公众号回复的 6 位登录码');
    actor.send({ type: 'user.codeChanged', value: '654321' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('refuses to send the form while the agreement is unticked', () => {
    const { actor } = start('sms', async () => ({ token, needsProfile: false }));
    actor.send({ type: 'user.phoneChanged', value: '13700137000' });
    actor.send({ type: 'user.codeChanged', value: '123456' });
    actor.send({ type: 'user.agreementChanged', agreed: false });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.error).toBe('请阅读并同意用户协议和隐私政策');
  });
});

describe('the SMS step of a password sign-in from a new device', () => {
  /** The server's answers: the password asks for the SMS step, the code opens the session. */
  function startStepUp(codeAnswer: () => Promise<SignInAnswer> = async () => ({ token, needsProfile: false })) {
    const calls: SignInContext[] = [];
    const started = start('password', async (context) => {
      calls.push(context);
      return context.method === 'password' ? { smsStep: true, phone: '13700137000' } : codeAnswer();
    });
    started.actor.send({ type: 'user.phoneChanged', value: '13700137000' });
    started.actor.send({ type: 'user.passwordChanged', value: 'Demo@2026' });
    started.actor.send({ type: 'user.captchaChanged', value: 'ab12' });
    started.actor.send({ type: 'user.submit' });
    return { ...started, calls };
  }

  it('asks for the SMS code instead of signing in, dropping the password', async () => {
    const { actor, notifySignedIn } = startStepUp();
    await waitFor(actor, (s) => s.hasTag('smsStep'));
    expect(actor.getSnapshot().context).toMatchObject({ method: 'sms', phone: '13700137000', password: '', captcha: '' });
    expect(notifySignedIn).not.toHaveBeenCalled();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.error).toBe('请输入 6 位短信验证码');
    expect(actor.getSnapshot().hasTag('smsStep')).toBe(true);
  });

  it('signs in with the code sent to that phone and hands the token over', async () => {
    const { actor, notifySignedIn, calls } = startStepUp();
    await waitFor(actor, (s) => s.hasTag('smsStep'));
    actor.send({ type: 'user.codeChanged', value: '123456' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(notifySignedIn).toHaveBeenCalledWith({ token });
    expect(calls.map((call) => [call.method, call.phone, call.code])).toEqual([
      ['password', '13700137000', ''],
      ['sms', '13700137000', '123456'],
    ]);
  });

  it('stays at the SMS step with the message of a refused code', async () => {
    const { actor } = startStepUp(async () => {
      throw new Error('验证码错误，还可尝试 4 次');
    });
    await waitFor(actor, (s) => s.hasTag('smsStep'));
    actor.send({ type: 'user.codeChanged', value: '000000' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.hasTag('smsStep') && !s.hasTag('submitting'));
    expect(actor.getSnapshot().context.error).toBe('验证码错误，还可尝试 4 次');
  });

  it('goes back to the password form with a new captcha', async () => {
    const { actor } = startStepUp();
    await waitFor(actor, (s) => s.hasTag('smsStep'));
    const serial = actor.getSnapshot().context.captchaSerial;
    actor.send({ type: 'user.backToPassword' });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ method: 'password', captchaSerial: serial + 1 });
  });
});

describe('the profile page', () => {
  it('starts at the profile step for an account that is already signed in', () => {
    const actor = createActor(signInMachine, { input: { method: 'sms', profileOnly: true } }).start();
    expect(actor.getSnapshot().hasTag('profile')).toBe(true);
  });
});
