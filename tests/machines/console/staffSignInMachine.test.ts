import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { staffCaptchaId, staffSignInMachine, type StaffPasswordInput, type StaffSignedIn } from '@machines/console';

const signedIn: StaffSignedIn = { token: 'staff-token', expiresAt: '2026-12-03T10:00:00.000Z', staff: { name: '周宁' } };
const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' };

function start(answers: {
  signIn?: (input: StaffPasswordInput) => Promise<{ ticket: string; setup: typeof setup | null }>;
  verifyCode?: (input: { ticket: string; code: string }) => Promise<StaffSignedIn>;
}) {
  const notifySignedIn = vi.fn();
  const signIn = vi.fn(answers.signIn ?? (async () => ({ ticket: 'ticket-1', setup })));
  const verifyCode = vi.fn(answers.verifyCode ?? (async () => signedIn));
  const machine = staffSignInMachine.provide({
    actors: {
      signIn: fromPromise(({ input }: { input: StaffPasswordInput }) => signIn(input)),
      verifyCode: fromPromise(({ input }: { input: { ticket: string; code: string } }) => verifyCode(input)),
    },
    actions: { notifySignedIn: (_, params) => notifySignedIn(params) },
  });
  const actor = createActor(machine, { input: { captchaSeed: 'seed' } }).start();
  return { actor, signIn, verifyCode, notifySignedIn };
}

const password = { type: 'user.submitPassword', phone: ' 13600136001 ', password: 'Console2026', captcha: 'abcd' } as const;

describe('the console sign-in', () => {
  it('sends the phone, password and the captcha of the picture on screen', async () => {
    const { actor, signIn } = start({});
    actor.send(password);
    await waitFor(actor, (s) => s.hasTag('code'));
    expect(signIn).toHaveBeenCalledWith({ phone: '13600136001', password: 'Console2026', captcha: 'abcd', c: 'seed-0' });
    expect(actor.getSnapshot().context.setup).toEqual(setup);
  });

  it('does not send a form with a malformed phone or an empty captcha', () => {
    const { actor, signIn } = start({});
    actor.send({ ...password, phone: '1360013600' });
    actor.send({ ...password, captcha: ' ' });
    expect(signIn).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
  });

  it('shows a refusal and draws a new captcha, since an answered one is spent', async () => {
    const { actor } = start({ signIn: async () => Promise.reject(new Error('图形验证码错误')) });
    actor.send(password);
    await waitFor(actor, (s) => s.matches({ password: 'editing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('图形验证码错误');
    expect(staffCaptchaId(actor.getSnapshot().context)).toBe('seed-1');
  });

  it('signs in with six digits from the authenticator and hands the session to the console', async () => {
    const { actor, verifyCode, notifySignedIn } = start({});
    actor.send(password);
    await waitFor(actor, (s) => s.hasTag('code'));
    actor.send({ type: 'user.submitCode', code: '12345' });
    expect(verifyCode).not.toHaveBeenCalled();
    actor.send({ type: 'user.submitCode', code: ' 123456 ' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verifyCode).toHaveBeenCalledWith({ ticket: 'ticket-1', code: '123456' });
    expect(notifySignedIn).toHaveBeenCalledWith(signedIn);
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('keeps the code step after a wrong code, saying why', async () => {
    const { actor } = start({ verifyCode: async () => Promise.reject(new Error('动态码错误，请查看身份验证器后重试')) });
    actor.send(password);
    await waitFor(actor, (s) => s.hasTag('code'));
    actor.send({ type: 'user.submitCode', code: '000000' });
    await waitFor(actor, (s) => s.matches({ code: 'entering' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('动态码错误，请查看身份验证器后重试');
    expect(actor.getSnapshot().context.ticket).toBe('ticket-1');
  });

  it('starts again from the password with a new captcha and no ticket', async () => {
    const { actor } = start({});
    actor.send(password);
    await waitFor(actor, (s) => s.hasTag('code'));
    actor.send({ type: 'user.restart' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('password')).toBe(true);
    expect([context.ticket, context.setup, context.captchaSerial]).toEqual(['', null, 1]);
  });
});
