/**
 * Replacing the account's phone with a new one (userinfo/bindingPhone, SMS code type 4 sent to the new phone).
 *
 * States:
 * - active, two regions:
 *   - code: the SMS sender (smsCountdown machine, invoked as `smsCode`) reflected as ready, sending
 *     (tag sendingCode), captchaRequired (tag smsCaptchaRequired) or countingDown (tag countingDown);
 *     user.sendCode goes to it with the new phone once that is a mainland mobile number other than the
 *     current one; the SMS captcha events are passed on
 *   - form: editing (tag editing): filling, or serverError (tag serverError) after a refusal until a field
 *     changes; user.submit with a valid new phone and a code → submitting (tag submitting); bindPhone
 *     answers status 1 → done; otherwise → editing.serverError with the server's message
 * - done (tag done): the new phone is the account's, reported with userUpdated({ changes: { phone } });
 *   user.restart → active with an empty form, to change it again
 *
 * Provided by the app: actors bindPhone (userinfo/bindingPhone) and smsCountdown (the SMS machine with its
 * own actors and actions provided); action userUpdated({ changes }).
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { failureText, isSuccess } from '../sms/answer';
import { canVerify, sanitizeSmsCode } from '../sms/rules';
import { smsCountdownMachine } from '../sms/smsCountdownMachine';
import type { SmsCountdownEvent, SmsCountdownTag } from '../sms/types';
import { isMainlandMobile, sanitizePhone, SMS_TYPE_BIND_PHONE } from './rules';
import { emptySmsSender, smsSenderView, type SmsSenderSnapshot } from './smsSender';
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

export const bindPhoneMachine = setup({
  types: {
    context: {} as BindPhoneContext,
    events: {} as BindPhoneEvent,
    input: {} as BindPhoneInput,
    tags: {} as BindPhoneTag,
  },
  actors: {
    bindPhone: fromPromise<BindPhoneAnswer, BindPhoneCallInput>(async () => {
      throw new Error('bindPhone is provided by the app');
    }),
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
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { message: string | null }) => params.message }),
    rememberBoundPhone: assign((_, params: { phone: string }) => ({ boundPhone: params.phone, currentPhone: params.phone })),
    clearForm: assign({ phone: '', smsCode: '', error: null, smsSender: emptySmsSender }),
    showSmsSender: assign({ smsSender: (_, params: { snapshot: SmsSenderSnapshot }) => smsSenderView(params.snapshot) }),
    forwardToSmsSender: sendTo('smsCode', (_, params: { event: SmsCountdownEvent }) => params.event),
  },
  guards: {
    canSendCode: ({ context }) => canBindPhone(context),
    canSubmit: ({ context }) => canBindPhone(context) && canVerify(context.smsCode),
    accepted: (_, params: { answer: BindPhoneAnswer }) => isSuccess(params.answer),
    hasFailureText: (_, params: { error: unknown }) => failureText(params.error) !== null,
    smsSenderIs: (_, params: { snapshot: SmsSenderSnapshot; tag: SmsCountdownTag }) => params.snapshot.hasTag(params.tag),
  },
}).createMachine({
  id: 'bindPhone',
  context: ({ input }) => ({
    currentPhone: input.currentPhone,
    captchaSeed: input.captchaSeed,
    phone: '',
    smsCode: '',
    error: null,
    smsSender: emptySmsSender,
    boundPhone: null,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        code: {
          initial: 'ready',
          invoke: {
            id: 'smsCode',
            src: 'smsCountdown',
            input: ({ context }) => ({ smsType: SMS_TYPE_BIND_PHONE, captchaSeed: `${context.captchaSeed}-bind` }),
            onSnapshot: [
              {
                guard: { type: 'smsSenderIs', params: ({ event }) => ({ snapshot: event.snapshot, tag: 'counting' }) },
                target: '.countingDown',
                actions: { type: 'showSmsSender', params: ({ event }) => ({ snapshot: event.snapshot }) },
              },
              {
                guard: { type: 'smsSenderIs', params: ({ event }) => ({ snapshot: event.snapshot, tag: 'sending' }) },
                target: '.sending',
                actions: { type: 'showSmsSender', params: ({ event }) => ({ snapshot: event.snapshot }) },
              },
              {
                guard: { type: 'smsSenderIs', params: ({ event }) => ({ snapshot: event.snapshot, tag: 'captchaRequired' }) },
                target: '.captchaRequired',
                actions: { type: 'showSmsSender', params: ({ event }) => ({ snapshot: event.snapshot }) },
              },
              {
                target: '.ready',
                actions: { type: 'showSmsSender', params: ({ event }) => ({ snapshot: event.snapshot }) },
              },
            ],
          },
          on: {
            'user.sendCode': {
              guard: 'canSendCode',
              actions: {
                type: 'forwardToSmsSender',
                params: ({ context }) => ({ event: { type: 'user.sendCode', mobilePhone: context.phone } }),
              },
            },
            'user.smsCaptchaChanged': {
              actions: {
                type: 'forwardToSmsSender',
                params: ({ event }) => ({ event: { type: 'user.captchaChanged', value: event.value } }),
              },
            },
            'user.refreshSmsCaptcha': {
              actions: { type: 'forwardToSmsSender', params: { event: { type: 'user.refreshCaptcha' } } },
            },
            'user.cancelSmsCaptcha': {
              actions: { type: 'forwardToSmsSender', params: { event: { type: 'user.cancelCaptcha' } } },
            },
          },
          states: {
            ready: {},
            sending: { tags: ['sendingCode'] },
            captchaRequired: { tags: ['smsCaptchaRequired'] },
            countingDown: { tags: ['countingDown'] },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editing'],
              initial: 'filling',
              on: {
                'user.phoneChanged': { target: '.filling', actions: ['setPhone', 'clearError'] },
                'user.smsCodeChanged': { target: '.filling', actions: ['setSmsCode', 'clearError'] },
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
                input: ({ context }) => ({ mobilePhone: context.phone, smsCode: context.smsCode }),
                onDone: [
                  {
                    guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) },
                    target: '#bindPhone.done',
                    actions: [
                      {
                        type: 'rememberBoundPhone',
                        params: ({ context, event }) => ({ phone: event.output.appData?.phone ?? context.phone }),
                      },
                      {
                        type: 'userUpdated',
                        params: ({ context, event }) => ({ changes: { phone: event.output.appData?.phone ?? context.phone } }),
                      },
                    ],
                  },
                  {
                    target: 'editing.serverError',
                    actions: { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
                  },
                ],
                // No answer: the HTTP client has told the user; the form stays as typed for another try.
                onError: [
                  {
                    guard: { type: 'hasFailureText', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing.serverError',
                    actions: { type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) },
                  },
                  { target: 'editing.filling' },
                ],
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
