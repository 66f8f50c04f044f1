import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canResetPassword } from '@machines/settings';
import { answers } from './sms/harness';
import { codeRegionOf, currentPhone, resetAnswers, silentFailure, startResetPassword } from './settingsHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type ResetActor = ReturnType<typeof startResetPassword>['actor'];

function fill(actor: ResetActor, password = 'Newpass2026', confirm = password) {
  actor.send({ type: 'user.smsCodeChanged', value: '482913' });
  actor.send({ type: 'user.passwordChanged', value: password });
  actor.send({ type: 'user.confirmPasswordChanged', value: confirm });
}

describe('reset password machine', () => {
  it('sends a code of type 3 to the account phone and counts down 60 seconds', async () => {
    const { actor, desk } = startResetPassword();
    actor.send({ type: 'user.sendCode' });
    expect(desk.inputOf('getSigns')).toEqual({ mobilePhone: currentPhone, smsType: 3 });
    await desk.answer('getSigns', answers.signs);
    expect(desk.inputOf('sendCode')).toMatchObject({ mobilePhone: currentPhone, smsType: 3 });
    await desk.answer('sendCode', answers.sent);
    expect(actor.getSnapshot().hasTag('countingDown')).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().context.smsSender.secondsLeft).toBe(30);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(codeRegionOf(actor.getSnapshot())).toBe('ready');
  });

  it('removes whitespace from the passwords and keeps at most 16 characters', () => {
    const { actor } = startResetPassword();
    actor.send({ type: 'user.passwordChanged', value: ' new pass 2026 abcdefghij ' });
    expect(actor.getSnapshot().context.password).toBe('newpass2026abcde');
  });

  it('submits only with a code and the same new password typed twice', () => {
    const { actor, desk } = startResetPassword();
    fill(actor, 'Newpass2026', 'Newpass2025');
    actor.send({ type: 'user.submit' });
    expect(desk.calls).toEqual([]);
    expect(canResetPassword({ smsCode: '', password: 'a1b2c3', confirmPassword: 'a1b2c3' })).toBe(false);
    actor.send({ type: 'user.confirmPasswordChanged', value: 'Newpass2026' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(desk.inputOf('resetPassword')).toEqual({ mobilePhone: currentPhone, smsCode: '482913', password: 'Newpass2026' });
  });

  it('ends with the session closed by the app once the password is reset', async () => {
    const { actor, desk, effects } = startResetPassword();
    fill(actor);
    actor.send({ type: 'user.submit' });
    await desk.answer('resetPassword', resetAnswers.accepted);
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.passwordReset).toHaveBeenCalledOnce();
  });

  it('shows the server message on a refusal and keeps the session', async () => {
    const { actor, desk, effects } = startResetPassword();
    fill(actor);
    actor.send({ type: 'user.submit' });
    await desk.answer('resetPassword', resetAnswers.refused);
    expect(actor.getSnapshot().hasTag('serverError')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('验证码已失效，请重新获取');
    expect(effects.passwordReset).not.toHaveBeenCalled();
    actor.send({ type: 'user.passwordChanged', value: 'Newpass2027' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps the form as typed when no answer came', async () => {
    const { actor, desk } = startResetPassword();
    fill(actor);
    actor.send({ type: 'user.submit' });
    await desk.fail('resetPassword', silentFailure);
    expect(actor.getSnapshot().value).toMatchObject({ active: { form: { editing: 'filling' } } });
    expect(actor.getSnapshot().context).toMatchObject({ smsCode: '482913', password: 'Newpass2026', error: null });
  });
});
