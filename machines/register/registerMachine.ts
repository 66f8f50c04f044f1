/**
 * Registration with a phone number, an SMS code and a password (SPEC §2 /register, §5, §7, §8).
 *
 * States:
 * - active (parallel), two regions:
 *   - form
 *     - editing (tag editing): filling, or serverError (tag serverError) after a refused registration until
 *       the user edits a field. Fields are cleaned as typed (rules.ts). user.submit carries the form rules'
 *       findings: field problems are kept for the view; only the agreement unticked → agreementWarning;
 *       nothing wrong and every field filled → submitting
 *     - agreementWarning (tag agreementWarning): a modal over the form; user.dismissWarning → back to
 *       where editing was
 *     - submitting (tag submitting): register answers status 1 with a user and a token → registered;
 *       otherwise → editing.serverError with a warning and a new captcha picture
 *   - code: the SMS sender (smsCountdown machine, invoked as `smsCode`, the register purpose) reflected as ready,
 *     sending (tag sendingCode), captchaRequired (tag smsCaptchaRequired) or countingDown (tag
 *     countingDown). user.sendCode carries the rules' findings on phone and captcha; without problems the
 *     phone is passed on. The captcha picture beside the phone field is the one the sender will be asked
 *     about: when the server wants a captcha the answer already typed goes with the request, and whenever
 *     the picture changes (answer refused or spent) the field is emptied. A refusal is kept in `error`.
 * - registered (tag registered): reached with notifyRegistered({ user, token }), which the app turns into
 *   login.succeeded. The sender stops there.
 *
 * Provided by the app: actors register (userInfo/register/V2, encrypting the password) and smsCountdown
 * (the SMS machine with its own actors and actions provided); actions warn({ message }) and
 * notifyRegistered({ user, token }).
 */
import { assign, enqueueActions, not, sendTo, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { opensSession, sessionOpened, type Session, type SessionAnswer } from '../shared/session';
import { failureText, hasFailureText } from '../sms/answer';
import { captchaIdOf } from '../sms/rules';
import { reflectSmsSender, showSmsSender, smsSenderIs, type SmsSenderSnapshot } from '../sms/smsCodeRegion';
import { smsCountdownMachine } from '../sms/smsCountdownMachine';
import type { SmsCountdownEvent, SmsCountdownTag } from '../sms/types';
import { isFilled, sanitizeCaptcha, sanitizeNewPassword, sanitizePhone, sanitizeSmsCode, SMS_TYPE_REGISTER } from './rules';
import type {
  FieldErrors,
  RegisterAnswer,
  RegisterCallInput,
  RegisterContext,
  RegisterEvent,
  RegisterFieldName,
  RegisterInput,
  RegisterSmsSenderView,
  RegisterTag,
} from './types';

/** The SMS sender's captcha ids are built from this seed. */
function senderSeedOf(captchaSeed: string): string {
  return `${captchaSeed}-sms`;
}

function emptySender(captchaSeed: string): RegisterSmsSenderView {
  const seed = senderSeedOf(captchaSeed);
  return { secondsLeft: 0, captcha: '', captchaSeed: seed, captchaSerial: 0, captchaId: captchaIdOf(seed, 0), error: null };
}

/**
 * The picture beside the captcha field. While the sender waits for a captcha it is the sender's own; the
 * rest of the time it is the one the sender will ask about next (it renumbers its captcha when the
 * server asks), so an answer typed before the code was requested is the answer to the server's question.
 */
function captchaIdFor(sender: RegisterSmsSenderView, awaitingCaptcha: boolean): string {
  return awaitingCaptcha ? sender.captchaId : captchaIdOf(sender.captchaSeed, sender.captchaSerial + 1);
}

function withoutErrors(errors: FieldErrors, fields: readonly RegisterFieldName[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field as RegisterFieldName)));
}

const codeRequestFields = ['phone', 'captcha'] as const satisfies readonly RegisterFieldName[];

/** The sender waits for a captcha for a picture nothing has been typed for yet. */
function asksForNewCaptcha(snapshot: SmsSenderSnapshot): boolean {
  return snapshot.hasTag('captchaRequired') && snapshot.context.captcha === '';
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    tags: {} as RegisterTag,
  },
  actors: {
    register: providedByApp<RegisterAnswer, RegisterCallInput>('register'),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    warn: (_, _params: { message: string }) => {},
    notifyRegistered: (_, _params: Session) => {},

    setPhone: assign(({ context, event }) =>
      event.type === 'user.phoneChanged'
        ? { phone: sanitizePhone(event.value), errors: withoutErrors(context.errors, ['phone']) }
        : {},
    ),
    setCaptcha: assign(({ context, event }) =>
      event.type === 'user.captchaChanged'
        ? { captcha: sanitizeCaptcha(event.value), errors: withoutErrors(context.errors, ['captcha']) }
        : {},
    ),
    setSmsCode: assign(({ context, event }) =>
      event.type === 'user.smsCodeChanged'
        ? { smsCode: sanitizeSmsCode(event.value), errors: withoutErrors(context.errors, ['smsCode']) }
        : {},
    ),
    setPassword: assign(({ context, event }) =>
      event.type === 'user.passwordChanged'
        ? { password: sanitizeNewPassword(event.value), errors: withoutErrors(context.errors, ['password']) }
        : {},
    ),
    setConfirmPassword: assign(({ context, event }) =>
      event.type === 'user.confirmPasswordChanged'
        ? { confirmPassword: sanitizeNewPassword(event.value), errors: withoutErrors(context.errors, ['confirmPassword']) }
        : {},
    ),
    setAgreement: assign(({ context, event }) =>
      event.type === 'user.agreementChanged'
        ? { agreed: event.agreed, errors: withoutErrors(context.errors, ['agreement']) }
        : {},
    ),
    /** A new picture for the same id: the server replaces the answer it keeps under that id. */
    renewCaptcha: assign(({ context }) => ({ captcha: '', captchaVersion: context.captchaVersion + 1 })),
    recordSubmitErrors: assign({
      errors: ({ event }) => (event.type === 'user.submit' ? event.errors : {}),
    }),
    recordCodeRequestErrors: assign({
      errors: ({ context, event }) =>
        event.type === 'user.sendCode'
          ? { ...withoutErrors(context.errors, codeRequestFields), ...event.errors }
          : context.errors,
    }),
    clearCodeRequestErrors: assign({ errors: ({ context }) => withoutErrors(context.errors, codeRequestFields) }),
    clearErrors: assign({ errors: {} }),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { message: string | null }) => params.message }),
    rememberSession: assign((_, params: Session) => ({ user: params.user, token: params.token })),
    /** Reflects the sender; a new picture beside the field empties it, the typed answer being for the old one. */
    showSmsSender: assign(({ context }, params: { snapshot: SmsSenderSnapshot }) => {
      const { secondsLeft, captcha, captchaSeed, captchaSerial, captchaId, error } = params.snapshot.context;
      const smsSender = { secondsLeft, captcha, captchaSeed, captchaSerial, captchaId, error };
      const shown = captchaIdFor(smsSender, params.snapshot.hasTag('captchaRequired'));
      return shown === context.captchaId ? { smsSender } : { smsSender, captchaId: shown, captcha: '' };
    }),
    requestCode: sendTo('smsCode', ({ context }): SmsCountdownEvent => ({ type: 'user.sendCode', mobilePhone: context.phone })),
    /** The sender waits for a captcha: it gets the one typed beside the phone, then sends. */
    answerSenderCaptcha: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('smsCode', { type: 'user.captchaChanged', value: context.captcha } satisfies SmsCountdownEvent);
      enqueue.sendTo('smsCode', { type: 'user.sendCode' } satisfies SmsCountdownEvent);
    }),
  },
  guards: {
    agreed: ({ context }) => context.agreed,
    isFilled: ({ context }) => isFilled(context),
    hasPhone: ({ context }) => context.phone !== '',
    hasCaptcha: ({ context }) => context.captcha !== '',
    eventHasErrors: ({ event }) => (event.type === 'user.sendCode' || event.type === 'user.submit') && hasErrors(event.errors),
    /** Problems the user must fix in the fields themselves, i.e. anything but the agreement box. */
    eventHasFieldErrors: ({ event }) => event.type === 'user.submit' && hasErrors(withoutErrors(event.errors, ['agreement'])),
    // Wrapped, where the other flows name the shared guards: given by reference here, they leave TypeScript
    // unable to type the enqueueActions action above.
    acceptedWithSession: (_, params: { answer: SessionAnswer }) => opensSession(_, params),
    hasFailureText: (_, params: { error: unknown }) => hasFailureText(_, params),
    smsSenderIs: (_, params: { snapshot: SmsSenderSnapshot; tag: SmsCountdownTag }) => smsSenderIs(_, params),
    smsSenderFailed: (_, params: { snapshot: SmsSenderSnapshot }) => params.snapshot.context.error !== null,
    /** The sender has just asked for a captcha (none given to it yet, nothing refused) and one is typed. */
    canAnswerSmsSenderCaptcha: ({ context }, params: { snapshot: SmsSenderSnapshot }) =>
      asksForNewCaptcha(params.snapshot) && params.snapshot.context.error === null && context.captcha !== '',
    /** The sender's captcha answer was refused and it shows a new picture. */
    smsSenderRefusedCaptcha: (_, params: { snapshot: SmsSenderSnapshot }) =>
      asksForNewCaptcha(params.snapshot) && params.snapshot.context.error !== null,
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => {
    const smsSender = emptySender(input.captchaSeed);
    return {
      phone: '',
      captcha: '',
      smsCode: '',
      password: '',
      confirmPassword: '',
      agreed: true,
      errors: {},
      captchaId: captchaIdFor(smsSender, false),
      captchaVersion: 0,
      error: null,
      smsSender,
      user: null,
      token: '',
    };
  },
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      on: {
        'user.refreshCaptcha': { actions: 'renewCaptcha' },
      },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              tags: ['editing'],
              initial: 'filling',
              on: {
                'user.phoneChanged': { target: '.filling', actions: ['setPhone', 'clearError'] },
                'user.captchaChanged': { target: '.filling', actions: ['setCaptcha', 'clearError'] },
                'user.smsCodeChanged': { target: '.filling', actions: ['setSmsCode', 'clearError'] },
                'user.passwordChanged': { target: '.filling', actions: ['setPassword', 'clearError'] },
                'user.confirmPasswordChanged': { target: '.filling', actions: ['setConfirmPassword', 'clearError'] },
                'user.agreementChanged': { actions: 'setAgreement' },
                'user.submit': [
                  { guard: 'eventHasFieldErrors', actions: 'recordSubmitErrors' },
                  { guard: not('agreed'), target: 'agreementWarning', actions: 'recordSubmitErrors' },
                  // The form's rules passed; a stray Enter on an empty form still sends nothing.
                  { guard: not('isFilled') },
                  { target: 'submitting', actions: ['clearErrors', 'clearError'] },
                ],
              },
              states: {
                filling: {},
                serverError: { tags: ['serverError'] },
                previous: { type: 'history' },
              },
            },
            agreementWarning: {
              tags: ['agreementWarning'],
              on: {
                'user.dismissWarning': { target: 'editing.previous' },
              },
            },
            submitting: {
              tags: ['submitting'],
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => ({ phone: context.phone, smsCode: context.smsCode, password: context.password }),
                onDone: [
                  sessionOpened('#register.registered', 'notifyRegistered', 'registration'),
                  {
                    target: 'editing.serverError',
                    actions: [
                      { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
                      { type: 'warn', params: ({ event }) => ({ message: event.output.message }) },
                      'renewCaptcha',
                    ],
                  },
                ],
                // No answer: the HTTP client has told the user.
                onError: [
                  {
                    guard: { type: 'hasFailureText', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing.serverError',
                    actions: [
                      { type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) },
                      'renewCaptcha',
                    ],
                  },
                  { target: 'editing.filling', actions: 'renewCaptcha' },
                ],
              },
            },
          },
        },
        code: {
          initial: 'ready',
          invoke: {
            id: 'smsCode',
            src: 'smsCountdown',
            input: ({ context }) => ({ smsType: SMS_TYPE_REGISTER, captchaSeed: context.smsSender.captchaSeed }),
            // The shared branches of ../sms/smsCodeRegion, with this flow's own answers to the sender between them.
            onSnapshot: [
              reflectSmsSender('counting', '.countingDown'),
              reflectSmsSender('sending', '.sending'),
              {
                // The server wants a captcha for this phone: the one already typed answers it.
                guard: { type: 'canAnswerSmsSenderCaptcha', params: ({ event }) => ({ snapshot: event.snapshot }) },
                target: '.sending',
                actions: [showSmsSender, 'answerSenderCaptcha'],
              },
              {
                // The answer was refused; the sender shows a new picture.
                guard: { type: 'smsSenderRefusedCaptcha', params: ({ event }) => ({ snapshot: event.snapshot }) },
                target: '.captchaRequired',
                actions: [
                  showSmsSender,
                  { type: 'recordError', params: ({ event }) => ({ message: event.snapshot.context.error }) },
                ],
              },
              reflectSmsSender('captchaRequired', '.captchaRequired'),
              {
                guard: { type: 'smsSenderFailed', params: ({ event }) => ({ snapshot: event.snapshot }) },
                target: '.ready',
                actions: [
                  showSmsSender,
                  { type: 'recordError', params: ({ event }) => ({ message: event.snapshot.context.error }) },
                ],
              },
              { target: '.ready', actions: showSmsSender },
            ],
          },
          states: {
            ready: {
              on: {
                'user.sendCode': [
                  { guard: 'eventHasErrors', actions: 'recordCodeRequestErrors' },
                  { guard: 'hasPhone', actions: ['clearCodeRequestErrors', 'clearError', 'requestCode'] },
                ],
              },
            },
            sending: { tags: ['sendingCode'] },
            captchaRequired: {
              tags: ['smsCaptchaRequired'],
              on: {
                'user.sendCode': [
                  { guard: 'eventHasErrors', actions: 'recordCodeRequestErrors' },
                  { guard: 'hasCaptcha', actions: ['clearCodeRequestErrors', 'clearError', 'answerSenderCaptcha'] },
                ],
              },
            },
            countingDown: { tags: ['countingDown'] },
          },
        },
      },
    },
    registered: {
      tags: ['registered'],
    },
  },
});

export type RegisterMachine = typeof registerMachine;

/** Every state of the flow, for stories and path tests (active has one state per region). */
export const registerStateIds = [
  'register.active.form.editing.filling',
  'register.active.form.editing.serverError',
  'register.active.form.agreementWarning',
  'register.active.form.submitting',
  'register.active.code.ready',
  'register.active.code.sending',
  'register.active.code.captchaRequired',
  'register.active.code.countingDown',
  'register.registered',
] as const;
export type RegisterStateId = (typeof registerStateIds)[number];
