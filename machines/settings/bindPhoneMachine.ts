/**
 * Replacing the account's phone with a new one (userinfo/bindingPhone, SMS code for SMS_PURPOSE.bindPhone sent to the new phone,
 * and the account's password as proof that the session's holder owns the account).
 *
 * States:
 * - active, two regions:
 *   - code: the SMS sender (smsCountdown machine, invoked as `smsCode`) reflected as ready, sending
 *     (tag sendingCode), captchaRequired (tag smsCaptchaRequired) or countingDown (tag countingDown);
 *     user.sendCode goes to it with the new phone once that is a mainland mobile number other than the
 *     current one; the SMS captcha events are passed on
 *   - form: editing (tag editing): filling, or serverError (tag serverError) after a refusal until a field
 *     changes; user.submit with a valid new phone, a code and the password → submitting (tag submitting); bindPhone
 *     answers status 1 → done; otherwise → editing.serverError with the server's message
 * - done (tag done): the new phone is the account's, reported with userUpdated({ changes: { phone } });
 *   user.restart → active with an empty form, to change it again
 *
 * Provided by the app: actors bindPhone (userinfo/bindingPhone) and smsCountdown (the SMS machine with its
 * own actors and actions provided); action userUpdated({ changes }).
 */
import { assign, sendTo, setup, type DoneActorEvent } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { answerSucceeded, hasFailureText } from '../sms/answer';
import { canVerify, sanitizeSmsCode } from '../sms/rules';
import {
  emptySmsSender,
  forwardSendCodeWithPhone,
  smsCodeRegion,
  smsSenderIs,
  smsSenderView,
  type SmsSenderSnapshot,
} from '../sms/smsCodeRegion';
import { smsCountdownMachine } from '../sms/smsCountdownMachine';
import type { SmsCountdownEvent } from '../sms/types';
import { isMainlandMobile, sanitizePhone, SMS_TYPE_BIND_PHONE } from './rules';
import { submitOutcome } from './submitOutcome';
import type {
  BindPhoneAnswer,
  BindPhoneCallInput,
  BindPhoneContext,
  BindPhoneEvent,
  BindPhoneInput,
  BindPhoneTag,
  UserChanges,
} from './types';

/** The new phone may receive a code: a mainland mobile number that is not the account's already. */
export function canBindPhone(context: Pick<BindPhoneContext, 'phone' | 'currentPhone'>): boolean {
  return isMainlandMobile(context.phone) && context.phone !== context.currentPhone;
}

interface BindPhoneDone {
  context: BindPhoneContext;
  event: DoneActorEvent<BindPhoneAnswer>;
}

/** The phone the account has after an accepted change: the one the server answers with, else the one sent. */
function boundPhoneOf({ context, event }: BindPhoneDone): string {
  return event.output.appData?.phone ?? context.phone;
}

export const bindPhoneMachine = setup({
  types: {
    context: {} as BindPhoneContext,
    events: {} as BindPhoneEvent,
    input: {} as BindPhoneInput,
    tags: {} as BindPhoneTag,
  },
  actors: {
    bindPhone: providedByApp<BindPhoneAnswer, BindPhoneCallInput>('bindPhone'),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    userUpdated: (_, _params: { changes: UserChanges }) => {},

    setPhone: assign({
      phone: ({ context, event }) => (event.type === 'user.phoneChanged' ? sanitizePhone(event.value) : context.phone),
    }),
    setSmsCode: assign({
      smsCode: ({ context, event }) => (event.type === 'user.smsCodeChanged' ? sanitizeSmsCode(event.value) : context.smsCode),
    }),
    setPassword: assign({
      password: ({ context, event }) =>
        event.type === 'user.passwordChanged' ? event.value.replace(/\s+/g, '') : context.password,
    }),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { message: string | null }) => params.message }),
    rememberBoundPhone: assign((_, params: { phone: string }) => ({ boundPhone: params.phone, currentPhone: params.phone })),
    clearForm: assign({ phone: '', smsCode: '', password: '', error: null, smsSender: emptySmsSender }),
    showSmsSender: assign({ smsSender: (_, params: { snapshot: SmsSenderSnapshot }) => smsSenderView(params.snapshot) }),
    forwardToSmsSender: sendTo('smsCode', (_, params: { event: SmsCountdownEvent }) => params.event),
  },
  guards: {
    canSendCode: ({ context }) => canBindPhone(context),
    canSubmit: ({ context }) => canBindPhone(context) && canVerify(context.smsCode) && context.password !== '',
    accepted: answerSucceeded,
    hasFailureText,
    smsSenderIs,
  },
}).createMachine({
  id: 'bindPhone',
  context: ({ input }) => ({
    currentPhone: input.currentPhone,
    captchaSeed: input.captchaSeed,
    phone: '',
    smsCode: '',
    password: '',
    error: null,
    smsSender: emptySmsSender,
    boundPhone: null,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        code: smsCodeRegion({
          input: ({ context }) => ({ smsType: SMS_TYPE_BIND_PHONE, captchaSeed: `${context.captchaSeed}-bind` }),
          sendCode: forwardSendCodeWithPhone('canSendCode'),
        }),
        form: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editing'],
              initial: 'filling',
              on: {
                'user.phoneChanged': { target: '.filling', actions: ['setPhone', 'clearError'] },
                'user.smsCodeChanged': { target: '.filling', actions: ['setSmsCode', 'clearError'] },
                'user.passwordChanged': { target: '.filling', actions: ['setPassword', 'clearError'] },
                'user.submit': { guard: 'canSubmit', target: 'submitting', actions: 'clearError' },
              },
              states: {
                filling: {},
                serverError: { tags: ['serverError'] },
              },
            },
            submitting: {
              tags: ['submitting'],
              invoke: {
                id: 'bindPhone',
                src: 'bindPhone',
                input: ({ context }) => ({ mobilePhone: context.phone, smsCode: context.smsCode, password: context.password }),
                ...submitOutcome({
                  target: '#bindPhone.done',
                  actions: [
                    { type: 'rememberBoundPhone', params: (done: BindPhoneDone) => ({ phone: boundPhoneOf(done) }) },
                    { type: 'userUpdated', params: (done: BindPhoneDone) => ({ changes: { phone: boundPhoneOf(done) } }) },
                  ],
                }),
              },
            },
          },
        },
      },
    },
    done: {
      tags: ['done'],
      on: {
        'user.restart': { target: 'active', actions: 'clearForm' },
      },
    },
  },
});

export type BindPhoneMachine = typeof bindPhoneMachine;

/** Every state of the flow, for stories and path tests (active has one state per region). */
export const bindPhoneStateIds = [
  'bindPhone.active.code.ready',
  'bindPhone.active.code.sending',
  'bindPhone.active.code.captchaRequired',
  'bindPhone.active.code.countingDown',
  'bindPhone.active.form.editing.filling',
  'bindPhone.active.form.editing.serverError',
  'bindPhone.active.form.submitting',
  'bindPhone.done',
] as const;
export type BindPhoneStateId = (typeof bindPhoneStateIds)[number];
