import type { InputFrom } from 'xstate';
import { staffSignInMachine, type StaffSignedIn } from '@machines/console';
import { named, type MachineModel } from '../graph/machineModel';
import { invokeIdIn, silentFailure, viewWithout } from './samples';

const input: InputFrom<typeof staffSignInMachine> = { captchaSeed: 'seed' };
const CHECKING = invokeIdIn(staffSignInMachine, 'staffSignIn.password.checking');
const VERIFYING = invokeIdIn(staffSignInMachine, 'staffSignIn.code.verifying');

const signedIn: StaffSignedIn = {
  token: 's'.repeat(32),
  expiresAt: '2026-11-25T18:00:00.000Z',
  staff: { id: 7, name: '运营小王' },
};
const authenticator = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/xueban:13800138000?secret=JBSWY3DPEHPK3PXP' };

/** The console's two-step staff sign-in: password and captcha, then the authenticator's code (set up the first time). */
export const staffSignInModel: MachineModel = {
  machine: staffSignInMachine,
  input,
  events: [
    named('13800138000', { type: 'user.submitPassword', phone: ' 13800138000 ', password: 'Staff@2026', captcha: 'ab12' }),
    named('a short phone', { type: 'user.submitPassword', phone: '1380013', password: 'Staff@2026', captcha: 'ab12' }),
    { type: 'captcha.refresh' },
    named('123456', { type: 'user.submitCode', code: '123456' }),
    named('too short', { type: 'user.submitCode', code: '1234' }),
    { type: 'user.restart' },
    named('code wanted', { type: `xstate.done.actor.${CHECKING}`, output: { ticket: 'ticket-1', setup: null } }),
    named('authenticator to set up', {
      type: `xstate.done.actor.${CHECKING}`,
      output: { ticket: 'ticket-2', setup: authenticator },
    }),
    named('账号或密码错误', { type: `xstate.error.actor.${CHECKING}`, error: new Error('账号或密码错误') }),
    named('aborted, no message', { type: `xstate.error.actor.${CHECKING}`, error: silentFailure }),
    named('signed in', { type: `xstate.done.actor.${VERIFYING}`, output: signedIn }),
    named('验证码错误', { type: `xstate.error.actor.${VERIFYING}`, error: new Error('验证码错误，还可尝试 4 次') }),
  ],
  // New captcha pictures only renumber the one on screen.
  view: viewWithout('captchaSerial'),
};
