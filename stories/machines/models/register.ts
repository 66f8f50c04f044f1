import type { AnyMachineSnapshot } from 'xstate';
import { validateRegistration, validateSmsRequest } from '@/features/account/RegisterForm';
import type { AppUser } from '@machines/app';
import {
  registerMachine,
  SMS_TYPE_REGISTER,
  type RegisterAnswer,
  type RegisterContext,
  type RegisterEvent,
  type RegisterInput,
} from '@machines/register';
import type { SmsCountdownContext } from '@machines/sms';
import { named, type MachineModel, type ModelEvent } from '../graph/machineModel';
import { callFailures, codeRegionIn, senderReport } from './samples';

const newPhone = '13500001234';
const newStudent: AppUser = { rsNo: 'RS3001', name: '学员1234', phone: newPhone, isSetClass: 1, isClassUpgrade: 2 };
const input: RegisterInput = { captchaSeed: 'seed' };

const answers = {
  accepted: { status: 1, message: '注册成功', appData: { userInfo: newStudent, token: 'token-new' } },
  refused: { status: 0, message: '验证码错误，还可尝试 4 次', appData: null },
} satisfies Record<string, RegisterAnswer>;

type SenderValue = Parameters<typeof senderReport>[0];

/** A report of the SMS sender numbered on from the last one the flow saw (it renumbers its captcha when it asks for one). */
function report(
  last: RegisterContext['smsSender'],
  value: SenderValue,
  name: string,
  details: Partial<SmsCountdownContext> = {},
) {
  const captchaSerial = value === 'awaitingCaptcha' ? last.captchaSerial + 1 : last.captchaSerial;
  return senderReport(
    value,
    { mobilePhone: newPhone, smsType: SMS_TYPE_REGISTER, captchaSeed: last.captchaSeed, captchaSerial, ...details },
    name,
  );
}

/** Each field is typed once, with a value the rules accept. */
const typing: Array<{ field: keyof RegisterContext; event: RegisterEvent }> = [
  { field: 'phone', event: { type: 'user.phoneChanged', value: newPhone } },
  { field: 'captcha', event: { type: 'user.captchaChanged', value: 'ab12' } },
  { field: 'smsCode', event: { type: 'user.smsCodeChanged', value: '482913' } },
  { field: 'password', event: { type: 'user.passwordChanged', value: 'xueban2024' } },
  { field: 'confirmPassword', event: { type: 'user.confirmPasswordChanged', value: 'xueban2024' } },
];

const codeOf = codeRegionIn('active');

/** The SMS sender moves only as its own machine allows, and only when the user's request could reach it. */
function senderMoves(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as RegisterContext;
  const last = context.smsSender;
  switch (codeOf(snapshot)) {
    case 'ready':
      return Object.keys(validateSmsRequest(context)).length === 0 && context.error === null
        ? [report(last, 'requestingSigns', 'asking for signs')]
        : [];
    case 'sending':
      return [
        report(last, 'counting', 'sent, counting'),
        report(last, 'awaitingCaptcha', 'captcha wanted, the typed one sent'),
        report(last, 'awaitingCaptcha', '图形验证码错误', { error: '图形验证码错误' }),
        report(last, 'idle', '手机号格式不正确', { error: '手机号格式不正确' }),
        report(last, 'idle', 'gave up, no message'),
      ];
    case 'captchaRequired':
      return context.captcha !== '' && context.error === null
        ? [report(last, 'sendingCode', 'sending with the captcha', { captcha: context.captcha })]
        : [];
    case 'countingDown':
      return [report(last, 'idle', 'countdown over')];
    default:
      return [];
  }
}

const accepted = named('注册成功', { type: 'xstate.done.actor.register', output: answers.accepted });
const refused = named(answers.refused.message, { type: 'xstate.done.actor.register', output: answers.refused });
const failures = callFailures('register');
const retyped = named('retyped', { type: 'user.smsCodeChanged', value: '000000' });
const refresh = { type: 'user.refreshCaptcha' };
const dismiss = { type: 'user.dismissWarning' };

/**
 * Registration: the form checked by its rules on submit (the errors go with the event, as the page sends
 * them), the SMS code sent by the sender (its reports are events here), the agreement warning, the call.
 */
export const registerModel: MachineModel = {
  machine: registerMachine,
  input,
  events: (snapshot) => {
    const context = snapshot.context as RegisterContext;
    const smsProblems = validateSmsRequest(context);
    const problems = validateRegistration(context);
    return [
      ...typing.filter(({ field }) => context[field] === '').map(({ event }) => event),
      // An edit of a filled field, to leave a server error.
      retyped,
      named(context.agreed ? 'unticked' : 'ticked', { type: 'user.agreementChanged', agreed: !context.agreed }),
      refresh,
      named(Object.keys(problems).length > 0 ? 'with the rules’ problems' : 'all valid', {
        type: 'user.submit',
        errors: problems,
      }),
      ...(Object.keys(smsProblems).length > 0
        ? [named('refused by the rules', { type: 'user.sendCode', errors: smsProblems })]
        : []),
      dismiss,
      accepted,
      refused,
      ...failures,
      ...senderMoves(snapshot),
    ];
  },
  // Errors count by field, and the sender's details only change what one state draws.
  view: (snapshot) => {
    const {
      smsSender: _sender,
      captchaId: _id,
      captchaVersion: _version,
      errors,
      ...context
    } = snapshot.context as RegisterContext;
    return { value: snapshot.value, status: snapshot.status, context: { ...context, errors: Object.keys(errors).sort() } };
  },
};
