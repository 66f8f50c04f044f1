import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeAnswers, noAnswer, silentFailure, startChangePassword } from './settingsHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type ChangeActor = ReturnType<typeof startChangePassword>['actor'];

function fill(actor: ChangeActor, next = 'Newpass2026', confirm = next, old = 'Demo@2026') {
  actor.send({ type: 'user.oldPasswordChanged', value: old });
  actor.send({ type: 'user.newPasswordChanged', value: next });
  actor.send({ type: 'user.confirmPasswordChanged', value: confirm });
}

describe('change password machine', () => {
  it('sends the old and the new password once the new one is typed twice alike', () => {
    const { actor, desk } = startChangePassword();
    fill(actor, 'Newpass2026', 'Newpass2025');
    actor.send({ type: 'user.submit' });
    expect(desk.calls).toEqual([]);
    actor.send({ type: 'user.confirmPasswordChanged', value: 'Newpass2026' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(desk.inputOf('changePassword')).toEqual({ oldPassword: 'Demo@2026', newPassword: 'Newpass2026' });
  });

  it('does not send a new password equal to the old one', () => {
    const { actor, desk } = startChangePassword();
    fill(actor, 'Demo2026a', 'Demo2026a', 'Demo2026a');
    actor.send({ type: 'user.submit' });
    expect(desk.calls).toEqual([]);
  });

  it('removes whitespace from every password field', () => {
    const { actor } = startChangePassword();
    fill(actor, ' New pass 2026 ', 'Newpass2026', ' Demo@ 2026');
    expect(actor.getSnapshot().context).toMatchObject({
      oldPassword: 'Demo@2026',
      newPassword: 'Newpass2026',
      confirmPassword: 'Newpass2026',
    });
  });

  it('shows the server message when the old password is wrong, until a field changes', async () => {
    const { actor, desk, effects } = startChangePassword();
    fill(actor);
    actor.send({ type: 'user.submit' });
    await desk.answer('changePassword', changeAnswers.wrongOld);
    expect(actor.getSnapshot().value).toEqual({ editing: 'serverError' });
    expect(actor.getSnapshot().context.error).toBe('原密码错误');
    expect(effects.passwordChanged).not.toHaveBeenCalled();
    actor.send({ type: 'user.oldPasswordChanged', value: 'Demo@2027' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reports the change, forgets the passwords and can start over', async () => {
    const { actor, desk, effects } = startChangePassword();
    fill(actor);
    actor.send({ type: 'user.submit' });
    await desk.answer('changePassword', changeAnswers.accepted);
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(effects.passwordChanged).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toEqual({ oldPassword: '', newPassword: '', confirmPassword: '', error: null });
    actor.send({ type: 'user.restart' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
  });

  it('shows the text of a failed call, and nothing when the call ended without one', async () => {
    const { actor, desk } = startChangePassword();
    fill(actor);
    actor.send({ type: 'user.submit' });
    await desk.fail('changePassword', noAnswer);
    expect(actor.getSnapshot().context.error).toBe('请求超时');
    actor.send({ type: 'user.submit' });
    await desk.fail('changePassword', silentFailure);
    expect(actor.getSnapshot().value).toEqual({ editing: 'filling' });
  });
});
