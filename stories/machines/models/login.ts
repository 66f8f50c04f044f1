import { loginMachine, type LoginAnswer, type LoginContext, type LoginInput, type VerifySmsAnswer } from '@machines/login';
import { SMS_TYPE_LOGIN } from '@machines/sms';
import type { AnyMachineSnapshot } from 'xstate';
import { named, type MachineModel, type ModelEvent } from '../graph/machineModel';
import { callFailures, codeRegionIn, noAnswer, senderReport, senderReports, student } from './samples';

const input: LoginInput = { captchaSeed: 'seed' };

const loginAnswers = {
  accepted: { status: 1, message: '登录成功', appData: { userInfo: student, token: 'token-1' } },
  smsCheck: { status: 1, message: '', appData: { UserNotOnSmsWhiteList: true } },
  refused: { status: 0, message: '账号或密码错误', appData: null },
} satisfies Record<string, LoginAnswer>;

const verifyAnswers = {
  accepted: { status: 1, message: '验证成功', appData: { userInfo: student, token: 'token-2' } },
  refused: { status: 0, message: '验证码错误', appData: null },
} satisfies Record<string, VerifySmsAnswer>;

const events: ModelEvent[] = [
  { type: 'user.accountChanged', value: '13812345678' },
  { type: 'user.passwordChanged', value: 'secret123' },
  { type: 'user.captchaChanged', value: 'ab12' },
  { type: 'user.refreshCaptcha' },
  named('unticked', { type: 'user.agreementChanged', agreed: false }),
  named('ticked', { type: 'user.agreementChanged', agreed: true }),
  named('记住密码 ticked', { type: 'user.rememberChanged', remember: true }),
  named('记住密码 unticked', { type: 'user.rememberChanged', remember: false }),
  { type: 'user.submit' },
  { type: 'user.dismissWarning' },
  { type: 'user.forgotPassword' },
  { type: 'user.dismissHint' },
  named('登录成功', { type: 'xstate.done.actor.login', output: loginAnswers.accepted }),
  named('SMS check wanted', { type: 'xstate.done.actor.login', output: loginAnswers.smsCheck }),
  named(loginAnswers.refused.message, { type: 'xstate.done.actor.login', output: loginAnswers.refused }),
  ...callFailures('login'),
  { type: 'user.smsCodeChanged', value: '4821' },
  { type: 'user.verify' },
  named('验证成功', { type: 'xstate.done.actor.verifySms', output: verifyAnswers.accepted }),
  named('验证码错误', { type: 'xstate.done.actor.verifySms', output: verifyAnswers.refused }),
  named('请求超时', { type: 'xstate.error.actor.verifySms', error: noAnswer }),
  { type: 'user.close' },
  { type: 'user.open' },
  named('login remembered', {
    type: 'xstate.done.actor.recallLogin',
    output: { account: '13812345678', password: 'secret123' },
  }),
  named('nothing remembered', { type: 'xstate.done.actor.recallLogin', output: null }),
  named('unreadable', { type: 'xstate.error.actor.recallLogin', error: noAnswer }),
];

const codeOf = codeRegionIn('smsCheck');

/** The SMS sender moves only as its own machine allows; the login flow reflects whatever it reports. */
const senderMoves = senderReports((value) => senderReport(value, { mobilePhone: '13812345678', smsType: SMS_TYPE_LOGIN }));

/**
 * The login dialog: password login, the SMS check the server may ask for (its code sent by the SMS sender,
 * whose reports are events here), the agreement, "记住密码" (read back when the form opens) and the
 * forgotten-password hint.
 */
export const loginModel: MachineModel = {
  machine: loginMachine,
  input,
  events: (snapshot: AnyMachineSnapshot) => [...events, ...(senderMoves[codeOf(snapshot) ?? ''] ?? [])],
  // Captcha renumbering and the sender's details only change what is drawn inside one state.
  view: (snapshot) => {
    const { captchaSerial: _serial, captchaId: _id, smsSender: _sender, ...context } = snapshot.context as LoginContext;
    return { value: snapshot.value, status: snapshot.status, context };
  },
};
