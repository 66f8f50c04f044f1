import {
  bindPhoneMachine,
  canBindPhone,
  SMS_TYPE_BIND_PHONE,
  type BindPhoneAnswer,
  type BindPhoneContext,
  type BindPhoneInput,
} from '@machines/settings';
import { named, type MachineModel, type ModelEvent } from '../graph/machineModel';
import { callFailures, codeRegionIn, senderReport, senderReports } from './samples';

const currentPhone = '13800138000';
const newPhone = '13912345678';
const input: BindPhoneInput = { currentPhone, captchaSeed: 'seed' };

const answers = {
  accepted: { status: 1, message: '手机号已更换', appData: { phone: newPhone } },
  refused: { status: 0, message: '验证码错误，还可尝试 4 次', appData: null },
} satisfies Record<string, BindPhoneAnswer>;

const events: ModelEvent[] = [
  named('a new phone', { type: 'user.phoneChanged', value: newPhone }),
  named('the current phone', { type: 'user.phoneChanged', value: currentPhone }),
  { type: 'user.smsCodeChanged', value: '482913' },
  { type: 'user.passwordChanged', value: 'Secret@123' },
  { type: 'user.submit' },
  { type: 'user.restart' },
  named('手机号已更换', { type: 'xstate.done.actor.bindPhone', output: answers.accepted }),
  named('验证码错误', { type: 'xstate.done.actor.bindPhone', output: answers.refused }),
  ...callFailures('bindPhone'),
];

const codeOf = codeRegionIn('active');
const moves = senderReports((value) => senderReport(value, { mobilePhone: newPhone, smsType: SMS_TYPE_BIND_PHONE }));

/** Binding a new phone in the settings: the code sent to it by the SMS sender (its reports are events), then the call. */
export const bindPhoneModel: MachineModel = {
  machine: bindPhoneMachine,
  input,
  // The sender starts only for a phone the flow accepts; then it moves as its own machine allows.
  events: (snapshot) => {
    const code = codeOf(snapshot) ?? '';
    const context = snapshot.context as BindPhoneContext;
    return [...events, ...(code === 'ready' && !canBindPhone(context) ? [] : (moves[code] ?? []))];
  },
  view: (snapshot) => {
    const { smsSender: _sender, ...context } = snapshot.context as BindPhoneContext;
    return { value: snapshot.value, status: snapshot.status, context };
  },
};
