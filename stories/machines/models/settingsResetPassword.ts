import {
  resetPasswordMachine,
  SMS_TYPE_RESET_PASSWORD,
  type ResetPasswordAnswer,
  type ResetPasswordContext,
  type ResetPasswordInput,
} from '@machines/settings';
import { named, type MachineModel, type ModelEvent } from '../graph/machineModel';
import { callFailures, codeRegionIn, senderReport, senderReports } from './samples';

const phone = '13800138000';
const input: ResetPasswordInput = { phone, captchaSeed: 'seed' };

const answers = {
  accepted: { status: 1, message: '密码已重置，请重新登录', appData: null },
  refused: { status: 0, message: '验证码已失效，请重新获取', appData: null },
} satisfies Record<string, ResetPasswordAnswer>;

const events: ModelEvent[] = [
  { type: 'user.smsCodeChanged', value: '482913' },
  { type: 'user.passwordChanged', value: 'Newpass2026' },
  { type: 'user.confirmPasswordChanged', value: 'Newpass2026' },
  named('not the same', { type: 'user.confirmPasswordChanged', value: 'Newpass2027' }),
  { type: 'user.submit' },
  named('密码已重置', { type: 'xstate.done.actor.resetPassword', output: answers.accepted }),
  named('验证码已失效', { type: 'xstate.done.actor.resetPassword', output: answers.refused }),
  ...callFailures('resetPassword'),
];

const codeOf = codeRegionIn('active');
const moves = senderReports((value) => senderReport(value, { mobilePhone: phone, smsType: SMS_TYPE_RESET_PASSWORD }));

/** Resetting a forgotten password from the settings: a code to the account's own phone, a new password typed twice. */
export const resetPasswordModel: MachineModel = {
  machine: resetPasswordMachine,
  input,
  events: (snapshot) => (snapshot.status === 'done' ? [] : [...events, ...(moves[codeOf(snapshot) ?? ''] ?? [])]),
  view: (snapshot) => {
    const { smsSender: _sender, ...context } = snapshot.context as ResetPasswordContext;
    return { value: snapshot.value, status: snapshot.status, context };
  },
};
