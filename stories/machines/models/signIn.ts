import { signInMachine, type SignInAnswer, type SignInContext, type SignInInput } from '@machines/evaluation';
import { named, type MachineModel, type ModelEvent } from '../graph/machineModel';
import { invokeIdIn, silentFailure, viewWithout } from './samples';

const signIn = {
  submitting: invokeIdIn(signInMachine, 'evaluationSignIn.submitting'),
  verifying: invokeIdIn(signInMachine, 'evaluationSignIn.verifying'),
  saving: invokeIdIn(signInMachine, 'evaluationSignIn.savingProfile'),
};

const signInAnswers = {
  session: { token: 'e'.repeat(30), needsProfile: false },
  firstTime: { token: 'f'.repeat(30), needsProfile: true },
  smsStep: { smsStep: true, phone: '13700137000' },
} satisfies Record<string, SignInAnswer>;

const signInEvents: ModelEvent[] = [
  { type: 'user.phoneChanged', value: '137-0013-7000' },
  { type: 'user.passwordChanged', value: 'Demo@2026' },
  { type: 'user.captchaChanged', value: 'ab12' },
  { type: 'user.codeChanged', value: '123456' },
  named('unticked', { type: 'user.agreementChanged', agreed: false }),
  named('ticked', { type: 'user.agreementChanged', agreed: true }),
  { type: 'user.refreshCaptcha' },
  { type: 'user.submit' },
  { type: 'user.backToPassword' },
  { type: 'user.profileChanged', changes: { name: '小明' } },
  { type: 'user.profileChanged', changes: { grade: '初二' } },
  { type: 'user.submitProfile' },
  named('session', { type: `xstate.done.actor.${signIn.submitting}`, output: signInAnswers.session }),
  named('first time: profile wanted', { type: `xstate.done.actor.${signIn.submitting}`, output: signInAnswers.firstTime }),
  named('new device: SMS step', { type: `xstate.done.actor.${signIn.submitting}`, output: signInAnswers.smsStep }),
  named('账号或密码错误', { type: `xstate.error.actor.${signIn.submitting}`, error: new Error('账号或密码错误') }),
  named('aborted, no message', { type: `xstate.error.actor.${signIn.submitting}`, error: silentFailure }),
  named('session', { type: `xstate.done.actor.${signIn.verifying}`, output: signInAnswers.session }),
  named('first time: profile wanted', { type: `xstate.done.actor.${signIn.verifying}`, output: signInAnswers.firstTime }),
  named('验证码错误', { type: `xstate.error.actor.${signIn.verifying}`, error: new Error('验证码错误') }),
  named('saved', { type: `xstate.done.actor.${signIn.saving}`, output: undefined }),
  named('保存失败', { type: `xstate.error.actor.${signIn.saving}`, error: new Error('保存失败，请稍后再试') }),
];

/** The server asks for the SMS step only after a right password. */
const notAfterSms = signInEvents.filter((event) => event.output !== signInAnswers.smsStep);

/** The password page; the SMS and official-account pages and the profile page start at states this one reaches too. */
const input: SignInInput = { method: 'password' };

/** Signing in to the evaluation area (/e) with a password: the SMS step on a new device, the profile the first time. */
export const signInModel: MachineModel = {
  machine: signInMachine,
  input,
  events: (snapshot) => ((snapshot.context as SignInContext).method === 'password' ? signInEvents : notAfterSms),
  // New captcha pictures only renumber the one on screen.
  view: viewWithout('captchaSerial'),
};
