/**
 * The login modal (SPEC §4, §5, §8).
 *
 * States:
 * - editing (tag editing): recalling, filling, or serverError (tag serverError) after a refused login until
 *   the user edits a field. Fields are cleaned as typed (rules.ts). user.submit with every field filled →
 *   submitting, or agreementWarning when the agreement is unticked; user.forgotPassword → forgotPasswordHint;
 *   user.rememberChanged ticks or unticks "记住密码"
 *   - recalling: the app reads the remembered login (recallLogin); one found fills account and password and
 *     ticks "记住密码", then → filling. Typing first leaves for filling and keeps what was typed. Entered by
 *     user.open, from closed or from an untouched form (a page that shows the form at once)
 * - agreementWarning (tag agreementWarning), forgotPasswordHint (tag forgotPasswordHint): modals over the
 *   form; user.dismissWarning / user.dismissHint → back to editing
 * - submitting (tag submitting): login answers status 1 with a user → loggedIn; status 1 with
 *   UserNotOnSmsWhiteList → smsCheck; otherwise → editing.serverError with a 3 s warning and a new captcha
 * - smsCheck (tag smsStep), two regions:
 *   - code: the SMS sender (smsCountdown machine, invoked as `smsCode`) reflected as ready, sending
 *     (tag sendingCode), captchaRequired (tag smsCaptchaRequired) or countingDown (tag countingDown);
 *     user.sendCode and the SMS captcha events are passed on to it
 *   - verification: entering → user.verify with a code → verifying (tag verifying); verifySms answers
 *     status 1 with a user → loggedIn; otherwise a warning and back to entering
 * - loggedIn (tag loggedIn): reached with notifyLoggedIn({ user, token }), which the app turns into login.succeeded,
 *   and rememberLogin({ account, password, remember }): the app keeps the login when ticked, forgets it otherwise
 * - closed (tag closed): reached by user.close from anywhere, the form cleared; user.open → editing.recalling
 *
 * Provided by the app: actors login (userInfo/login/V2, encrypting the password), verifySms, recallLogin
 * (the remembered login or null) and smsCountdown (the SMS machine with its own actors and actions
 * provided); actions warn({ message, durationMs }), notifyLoggedIn({ user, token }) and
 * rememberLogin({ account, password, remember }).
 */
import { and, assign, not, sendTo, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { opensSession, sessionOpened, type Session } from '../shared/session';
import { failureText, hasFailureText, isSuccess } from '../sms/answer';
import { canVerify, captchaIdOf, sanitizeSmsCode, SMS_TYPE_LOGIN } from '../sms/rules';
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
import { canSubmit, LOGIN_TOAST_MS, maskPhone, sanitizeAccount, sanitizeCaptcha, sanitizePassword } from './rules';
import type {
  LoginAnswer,
  LoginCallInput,
  LoginContext,
  LoginEvent,
  LoginInput,
  LoginTag,
  RememberedLogin,
  RememberLoginParams,
  VerifySmsAnswer,
  VerifySmsInput,
} from './types';

function emptyForm(): Omit<LoginContext, 'captchaSeed' | 'captchaSerial' | 'captchaId'> {
  return {
    account: '',
    password: '',
    captcha: '',
    agreed: true,
    remember: false,
    error: null,
    phone: '',
    maskedPhone: '',
    smsCode: '',
    smsSender: emptySmsSender,
    user: null,
    token: '',
  };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as LoginTag,
  },
  actors: {
    login: providedByApp<LoginAnswer, LoginCallInput>('login'),
    verifySms: providedByApp<VerifySmsAnswer, VerifySmsInput>('verifySms'),
    recallLogin: providedByApp<RememberedLogin | null>('recallLogin'),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    warn: (_, _params: { message: string; durationMs: number }) => {},
    notifyLoggedIn: (_, _params: Session) => {},
    rememberLogin: (_, _params: RememberLoginParams) => {},

    setAccount: assign({
      account: ({ context, event }) => (event.type === 'user.accountChanged' ? sanitizeAccount(event.value) : context.account),
    }),
    setPassword: assign({
      password: ({ context, event }) =>
        event.type === 'user.passwordChanged' ? sanitizePassword(event.value) : context.password,
    }),
    setCaptcha: assign({
      captcha: ({ context, event }) => (event.type === 'user.captchaChanged' ? sanitizeCaptcha(event.value) : context.captcha),
    }),
    setAgreement: assign({
      agreed: ({ context, event }) => (event.type === 'user.agreementChanged' ? event.agreed : context.agreed),
    }),
    setRemember: assign({
      remember: ({ context, event }) => (event.type === 'user.rememberChanged' ? event.remember : context.remember),
    }),
    fillRemembered: assign((_, params: { login: RememberedLogin | null }) =>
      params.login
        ? { account: sanitizeAccount(params.login.account), password: sanitizePassword(params.login.password), remember: true }
        : {},
    ),
    setSmsCode: assign({
      smsCode: ({ context, event }) => (event.type === 'user.smsCodeChanged' ? sanitizeSmsCode(event.value) : context.smsCode),
    }),
    refreshCaptcha: assign(({ context }) => ({
      captcha: '',
      captchaSerial: context.captchaSerial + 1,
      captchaId: captchaIdOf(context.captchaSeed, context.captchaSerial + 1),
    })),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { message: string | null }) => params.message }),
    startSmsCheck: assign((_, params: { phone: string }) => ({
      phone: params.phone,
      maskedPhone: maskPhone(params.phone),
      smsCode: '',
      smsSender: emptySmsSender,
    })),
    rememberSession: assign((_, params: Session) => ({ user: params.user, token: params.token })),
    clearForm: assign(emptyForm),
    showSmsSender: assign({ smsSender: (_, params: { snapshot: SmsSenderSnapshot }) => smsSenderView(params.snapshot) }),
    forwardToSmsSender: sendTo('smsCode', (_, params: { event: SmsCountdownEvent }) => params.event),
  },
  guards: {
    canSubmit: ({ context }) => canSubmit(context),
    agreed: ({ context }) => context.agreed,
    hasError: ({ context }) => context.error !== null,
    untouched: ({ context }) => context.account === '' && context.password === '' && context.captcha === '',
    hasSmsCode: ({ context }) => canVerify(context.smsCode),
    needsSmsCheck: (_, params: { answer: LoginAnswer }) =>
      isSuccess(params.answer) && params.answer.appData?.UserNotOnSmsWhiteList === true,
    acceptedWithSession: opensSession,
    hasFailureText,
    smsSenderIs,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...emptyForm(),
    captchaSeed: input.captchaSeed,
    captchaSerial: 0,
    captchaId: captchaIdOf(input.captchaSeed, 0),
  }),
  initial: 'editing',
  on: {
    'user.close': { target: '.closed', actions: 'clearForm' },
  },
  states: {
    editing: {
      tags: ['editing'],
      initial: 'filling',
      on: {
        'user.accountChanged': { target: '.filling', actions: ['setAccount', 'clearError'] },
        'user.passwordChanged': { target: '.filling', actions: ['setPassword', 'clearError'] },
        'user.captchaChanged': { target: '.filling', actions: ['setCaptcha', 'clearError'] },
        'user.refreshCaptcha': { actions: 'refreshCaptcha' },
        'user.agreementChanged': { actions: 'setAgreement' },
        'user.rememberChanged': { actions: 'setRemember' },
        'user.forgotPassword': { target: 'forgotPasswordHint' },
        'user.open': { guard: 'untouched', target: '.recalling' },
        'user.submit': [
          // The button is disabled then; a stray Enter key must not send a half-filled form.
          { guard: not('canSubmit') },
          { guard: not('agreed'), target: 'agreementWarning' },
          { guard: and(['canSubmit', 'agreed']), target: 'submitting', actions: 'clearError' },
        ],
      },
      states: {
        recalling: {
          invoke: {
            id: 'recallLogin',
            src: 'recallLogin',
            onDone: {
              target: 'filling',
              actions: { type: 'fillRemembered', params: ({ event }) => ({ login: event.output }) },
            },
            // The app forgets what it could not read; the form simply opens empty.
            onError: { target: 'filling' },
          },
        },
        filling: {},
        serverError: { tags: ['serverError'] },
      },
    },
    agreementWarning: {
      tags: ['agreementWarning'],
      on: {
        'user.dismissWarning': [{ guard: 'hasError', target: 'editing.serverError' }, { target: 'editing.filling' }],
      },
    },
    forgotPasswordHint: {
      tags: ['forgotPasswordHint'],
      on: {
        'user.dismissHint': [{ guard: 'hasError', target: 'editing.serverError' }, { target: 'editing.filling' }],
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          loginName: context.account,
          loginPassword: context.password,
          captcha: context.captcha,
          c: context.captchaId,
        }),
        onDone: [
          {
            guard: { type: 'needsSmsCheck', params: ({ event }) => ({ answer: event.output }) },
            target: 'smsCheck',
            actions: {
              type: 'startSmsCheck',
              params: ({ context, event }) => ({ phone: event.output.appData?.mobilePhone ?? context.account }),
            },
          },
          sessionOpened('loggedIn', 'notifyLoggedIn', 'login'),
          {
            target: 'editing.serverError',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'warn', params: ({ event }) => ({ message: event.output.message, durationMs: LOGIN_TOAST_MS }) },
              'refreshCaptcha',
            ],
          },
        ],
        // No answer: the HTTP client has told the user; the captcha may be spent, so a new one is shown.
        onError: [
          {
            guard: { type: 'hasFailureText', params: ({ event }) => ({ error: event.error }) },
            target: 'editing.serverError',
            actions: [{ type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) }, 'refreshCaptcha'],
          },
          { target: 'editing.filling', actions: 'refreshCaptcha' },
        ],
      },
    },
    smsCheck: {
      tags: ['smsStep'],
      type: 'parallel',
      states: {
        code: smsCodeRegion({
          input: ({ context }) => ({
            mobilePhone: context.phone,
            smsType: SMS_TYPE_LOGIN,
            captchaSeed: `${context.captchaSeed}-sms`,
          }),
          sendCode: forwardSendCode,
        }),
        verification: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'user.smsCodeChanged': { actions: 'setSmsCode' },
                'user.verify': { guard: 'hasSmsCode', target: 'verifying', actions: 'clearError' },
              },
            },
            verifying: {
              tags: ['verifying'],
              invoke: {
                id: 'verifySms',
                src: 'verifySms',
                input: ({ context }) => ({
                  loginName: context.account,
                  mobilePhone: context.phone,
                  smsCode: context.smsCode,
                  smsType: SMS_TYPE_LOGIN,
                }),
                onDone: [
                  sessionOpened('#login.loggedIn', 'notifyLoggedIn', 'login'),
                  {
                    target: 'entering',
                    actions: [
                      { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
                      { type: 'warn', params: ({ event }) => ({ message: event.output.message, durationMs: LOGIN_TOAST_MS }) },
                    ],
                  },
                ],
                onError: {
                  target: 'entering',
                  actions: { type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) },
                },
              },
            },
          },
        },
      },
    },
    loggedIn: {
      tags: ['loggedIn'],
      entry: {
        type: 'rememberLogin',
        params: ({ context }) => ({ account: context.account, password: context.password, remember: context.remember }),
      },
    },
    closed: {
      tags: ['closed'],
      on: {
        'user.open': { target: 'editing.recalling', actions: 'refreshCaptcha' },
      },
    },
  },
});

export type LoginMachine = typeof loginMachine;

/** Every state of the flow, for stories and path tests (smsCheck has one state per region). */
export const loginStateIds = [
  'login.editing.recalling',
  'login.editing.filling',
  'login.editing.serverError',
  'login.agreementWarning',
  'login.forgotPasswordHint',
  'login.submitting',
  'login.smsCheck.code.ready',
  'login.smsCheck.code.sending',
  'login.smsCheck.code.captchaRequired',
  'login.smsCheck.code.countingDown',
  'login.smsCheck.verification.entering',
  'login.smsCheck.verification.verifying',
  'login.loggedIn',
  'login.closed',
] as const;
export type LoginStateId = (typeof loginStateIds)[number];
