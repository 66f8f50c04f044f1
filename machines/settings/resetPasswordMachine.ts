/**
 * Setting a new password with an SMS code sent to the account's own phone (resetPassword, SMS code for SMS_PURPOSE.resetPassword).
 * The server signs the account out everywhere afterwards, this browser included.
 *
 * States:
 * - active, two regions:
 *   - code: the SMS sender (smsCountdown machine, invoked as `smsCode`, sending to the account's phone)
 *     reflected as ready, sending (tag sendingCode), captchaRequired (tag smsCaptchaRequired) or
 *     countingDown (tag countingDown); user.sendCode and the SMS captcha events are passed on to it
 *   - form: editing (tag editing): filling, or serverError (tag serverError) after a refusal until a field
 *     changes; user.submit with a code and the new password typed twice alike → submitting
 *     (tag submitting); resetPassword answers status 1 → done; otherwise → editing.serverError with the
 *     server's message
 * - done (final, tag done): reached with passwordReset(), on which the app ends the session and asks for
 *   a login with the new password
 *
 * Provided by the app: actors resetPassword (resetPassword, encrypting the password) and smsCountdown (the
 * SMS machine with its own actors and actions provided); action passwordReset().
 */
import { assign, sendTo, setup } from 'xstate';
import { sanitizePassword } from '../login/rules';
import { providedByApp } from '../shared/providedByApp';
import { answerSucceeded, hasFailureText } from '../sms/answer';
import { canVerify, sanitizeSmsCode } from '../sms/rules';
import {
  emptySmsSender,
  forwardSendCode,
  smsCodeRegion,
  smsSenderIs,
  smsSenderView,
  type SmsSenderSnapshot,
} from '../sms/smsCodeRegion';
import { smsCountdownMachine } from '../sms/smsCountdownMachine';
import type { SmsCountdownEvent } from '../sms/types';
import { SMS_TYPE_RESET_PASSWORD } from './rules';
import { submitOutcome } from './submitOutcome';
import type {
  ResetPasswordAnswer,
  ResetPasswordCallInput,
  ResetPasswordContext,
  ResetPasswordEvent,
  ResetPasswordInput,
  ResetPasswordTag,
} from './types';

/** A code and the new password, typed twice alike; the page checks the password's own rule before sending. */
export function canResetPassword(context: Pick<ResetPasswordContext, 'smsCode' | 'password' | 'confirmPassword'>): boolean {
  return canVerify(context.smsCode) && context.password !== '' && context.password === context.confirmPassword;
}

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    tags: {} as ResetPasswordTag,
  },
  actors: {
    resetPassword: providedByApp<ResetPasswordAnswer, ResetPasswordCallInput>('resetPassword'),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    passwordReset: () => {},

    setSmsCode: assign({
      smsCode: ({ context, event }) => (event.type === 'user.smsCodeChanged' ? sanitizeSmsCode(event.value) : context.smsCode),
    }),
    setPassword: assign({
      password: ({ context, event }) =>
        event.type === 'user.passwordChanged' ? sanitizePassword(event.value) : context.password,
    }),
    setConfirmPassword: assign({
      confirmPassword: ({ context, event }) =>
        event.type === 'user.confirmPasswordChanged' ? sanitizePassword(event.value) : context.confirmPassword,
    }),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { message: string | null }) => params.message }),
    showSmsSender: assign({ smsSender: (_, params: { snapshot: SmsSenderSnapshot }) => smsSenderView(params.snapshot) }),
    forwardToSmsSender: sendTo('smsCode', (_, params: { event: SmsCountdownEvent }) => params.event),
  },
  guards: {
    canSubmit: ({ context }) => canResetPassword(context),
    accepted: answerSucceeded,
    hasFailureText,
    smsSenderIs,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    phone: input.phone,
    captchaSeed: input.captchaSeed,
    smsCode: '',
    password: '',
    confirmPassword: '',
    error: null,
    smsSender: emptySmsSender,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        code: smsCodeRegion({
          input: ({ context }) => ({
            mobilePhone: context.phone,
            smsType: SMS_TYPE_RESET_PASSWORD,
            captchaSeed: `${context.captchaSeed}-reset`,
          }),
          sendCode: forwardSendCode,
        }),
        form: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editing'],
              initial: 'filling',
              on: {
                'user.smsCodeChanged': { target: '.filling', actions: ['setSmsCode', 'clearError'] },
                'user.passwordChanged': { target: '.filling', actions: ['setPassword', 'clearError'] },
                'user.confirmPasswordChanged': { target: '.filling', actions: ['setConfirmPassword', 'clearError'] },
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
                id: 'resetPassword',
                src: 'resetPassword',
                input: ({ context }) => ({ mobilePhone: context.phone, smsCode: context.smsCode, password: context.password }),
                ...submitOutcome({ target: '#resetPassword.done' }),
              },
            },
          },
        },
      },
    },
    done: {
      type: 'final',
      tags: ['done'],
      entry: 'passwordReset',
    },
  },
});

export type ResetPasswordMachine = typeof resetPasswordMachine;

/** Every state of the flow, for stories and path tests (active has one state per region). */
export const resetPasswordStateIds = [
  'resetPassword.active.code.ready',
  'resetPassword.active.code.sending',
  'resetPassword.active.code.captchaRequired',
  'resetPassword.active.code.countingDown',
  'resetPassword.active.form.editing.filling',
  'resetPassword.active.form.editing.serverError',
  'resetPassword.active.form.submitting',
  'resetPassword.done',
] as const;
export type ResetPasswordStateId = (typeof resetPasswordStateIds)[number];
