import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { staffSignInMachine, type StaffSignedIn, type StaffSignInContext } from '@machines/console';
import {
  callDone,
  callError,
  modelPaths,
  replayPaths,
  restingLeafIds,
  visitedLeafIds,
  withDeskCalls,
  type ModelEvent,
  useFakeClock,
  snapshotView,
} from '../sms/pathReplay';

const input = { captchaSeed: 'seed' };
const CHECKING = 'staffSignIn.password.checking';
const VERIFYING = 'staffSignIn.code.verifying';

const signedIn: StaffSignedIn = {
  token: 's'.repeat(32),
  expiresAt: '2026-11-25T18:00:00.000Z',
  staff: { id: 7, name: '运营小王' },
};
const authenticator = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/xueban:13800138000?secret=JBSWY3DPEHPK3PXP' };

const events: ModelEvent[] = [
  { type: 'user.submitPassword', phone: ' 13800138000 ', password: 'Staff@2026', captcha: 'ab12' },
  { type: 'user.submitPassword', phone: '1380013', password: 'Staff@2026', captcha: 'ab12' },
  { type: 'captcha.refresh' },
  { type: 'user.submitCode', code: '123456' },
  { type: 'user.submitCode', code: '1234' },
  { type: 'user.restart' },
  callDone(staffSignInMachine, CHECKING, { ticket: 'ticket-1', setup: null }),
  callDone(staffSignInMachine, CHECKING, { ticket: 'ticket-2', setup: authenticator }),
  callError(staffSignInMachine, CHECKING, new Error('账号或密码错误')),
  callError(staffSignInMachine, CHECKING, { cause: 'aborted' }),
  callDone(staffSignInMachine, VERIFYING, signedIn),
  callError(staffSignInMachine, VERIFYING, new Error('验证码错误，还可尝试 4 次')),
];

/** New captcha pictures only renumber the one on screen; the sentence tests count them. */
const view = snapshotView('captchaSerial');

const paths = modelPaths(staffSignInMachine, { input, events, view });

useFakeClock();

describe('staff sign-in machine paths', () => {
  it('reaches every state of the console sign-in from the password form', () => {
    expect(visitedLeafIds(staffSignInMachine, paths)).toEqual(restingLeafIds(staffSignInMachine));
  });

  it('never keeps the authenticator secret on the password form', () => {
    const withSetup = paths.filter((path) => (path.state.context as StaffSignInContext).setup !== null);
    expect(withSetup.length).toBeGreaterThan(0);
    expect(withSetup.some((path) => path.state.matches('password'))).toBe(false);
  });

  it('replays every shortest path on the running machine, handing the session over only when signed in', async () => {
    expect(paths.length).toBeGreaterThan(8);
    await replayPaths(
      paths,
      (desk) => {
        const notifySignedIn = vi.fn();
        const machine = withDeskCalls(staffSignInMachine, desk, ['signIn', 'verifyCode']).provide({
          actions: { notifySignedIn: (_, params) => notifySignedIn(params) },
        });
        return {
          actor: createActor(machine, { input }).start(),
          ended: (path) => expect(notifySignedIn.mock.calls).toEqual(path.state.matches('signedIn') ? [[signedIn]] : []),
        };
      },
      { view },
    );
  });
});
