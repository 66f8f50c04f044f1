/**
 * Signing in to the evaluation area (/e/login, /e/eCode, /e/wxCode, then /e/next-step-login).
 *
 * States:
 * - starting: input.profileOnly (already signed in) → profile, else → editing
 * - editing (tag editing): the form of the chosen method (input.method: password, sms or wechat). Fields
 *   are cleaned as typed; user.submit with the method's fields complete → submitting, otherwise the
 *   error names the first missing field. error is cleared by the next edit.
 * - submitting (tag submitting): signIn answers with a session → profile when the account still needs a
 *   name and grade, else signedIn; with the SMS step (a right password from a device the account has not
 *   proved its phone on) → smsStep; a refusal → editing with the server message (the password method also
 *   asks for a new captcha image: captchaSerial grows).
 * - smsStep (tag smsStep): the method becomes sms for the phone the server named, password and captcha are
 *   dropped; the code is typed and sent as on /e/eCode. user.submit with a six-digit code → verifying;
 *   user.backToPassword → editing with the password method and a new captcha.
 * - verifying (tags smsStep, submitting): signIn (now the SMS sign-in, which makes the device known)
 *   answers with a session → profile or signedIn as above; a refusal → smsStep with the message.
 * - profile (tag profile): name, grade, school; user.submitProfile with a name and grade → savingProfile
 * - savingProfile (tag savingProfile): saveProfile answers → signedIn; a refusal → profile with the message
 * - signedIn (final, tag signedIn): reached with notifySignedIn({ token }) as soon as the session exists,
 *   so the eToken cookie is written before the profile step; leaving is the page's business.
 *
 * Provided by the app: actors signIn (the method's call) and saveProfile (user/nextStep); action
 * notifySignedIn({ token }).
 */
import { assign, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import type {
  EvaluationProfile,
  SignedInAnswer,
  SignInAnswer,
  SignInContext,
  SignInEvent,
  SignInInput,
  SignInTag,
} from './types';
import { missingField, missingProfileField, sanitizeCode, sanitizePhone } from './rules';

/** The session of an answer that opened one (the SMS step is taken apart before this is asked). */
const sessionOf = (answer: SignInAnswer): SignedInAnswer => ('smsStep' in answer ? { token: '', needsProfile: false } : answer);

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    tags: {} as SignInTag,
  },
  actors: {
    signIn: providedByApp<SignInAnswer, SignInContext>('signIn'),
    saveProfile: providedByApp<void, EvaluationProfile>('saveProfile'),
  },
  actions: {
    notifySignedIn: (_, _params: { token: string }) => {},
  },
  guards: {
    isComplete: ({ context }) => missingField(context) === null,
    needsSmsStep: (_, params: { answer: SignInAnswer }) => 'smsStep' in params.answer,
    isProfileComplete: ({ context }) => missingProfileField(context.profile) === null,
  },
}).createMachine({
  id: 'evaluationSignIn',
  context: ({ input }) => ({
    method: input.method,
    profileOnly: input.profileOnly ?? false,
    phone: input.phone ?? '',
    password: '',
    captcha: '',
    captchaSerial: 0,
    code: '',
    agreed: true,
    error: null,
    profile: { name: '', grade: '', school: '' },
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.profileOnly, target: 'profile' }, { target: 'editing' }],
    },
    editing: {
      tags: ['editing'],
      on: {
        'user.phoneChanged': { actions: assign({ phone: ({ event }) => sanitizePhone(event.value), error: null }) },
        'user.passwordChanged': {
          actions: assign({ password: ({ event }) => event.value.replace(/\s/g, '').slice(0, 16), error: null }),
        },
        'user.captchaChanged': { actions: assign({ captcha: ({ event }) => event.value.trim().slice(0, 8), error: null }) },
        'user.codeChanged': { actions: assign({ code: ({ event }) => sanitizeCode(event.value), error: null }) },
        'user.agreementChanged': { actions: assign({ agreed: ({ event }) => event.agreed, error: null }) },
        'user.refreshCaptcha': { actions: assign({ captchaSerial: ({ context }) => context.captchaSerial + 1, captcha: '' }) },
        'user.submit': [
          { guard: 'isComplete', target: 'submitting' },
          { actions: assign({ error: ({ context }) => missingField(context) }) },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'signIn',
        input: ({ context }) => context,
        onDone: [
          {
            guard: { type: 'needsSmsStep', params: ({ event }) => ({ answer: event.output }) },
            target: 'smsStep',
            actions: assign(({ event }) => ({
              method: 'sms' as const,
              phone: 'smsStep' in event.output ? event.output.phone : '',
              password: '',
              captcha: '',
              code: '',
              error: null,
            })),
          },
          {
            guard: ({ event }) => sessionOf(event.output).needsProfile,
            target: 'profile',
            actions: { type: 'notifySignedIn', params: ({ event }) => ({ token: sessionOf(event.output).token }) },
          },
          {
            target: 'signedIn',
            actions: { type: 'notifySignedIn', params: ({ event }) => ({ token: sessionOf(event.output).token }) },
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : '登录失败，请稍后再试'),
            captchaSerial: ({ context }) => (context.method === 'password' ? context.captchaSerial + 1 : context.captchaSerial),
            captcha: ({ context }) => (context.method === 'password' ? '' : context.captcha),
          }),
        },
      },
    },
    smsStep: {
      tags: ['smsStep'],
      on: {
        'user.codeChanged': { actions: assign({ code: ({ event }) => sanitizeCode(event.value), error: null }) },
        'user.agreementChanged': { actions: assign({ agreed: ({ event }) => event.agreed, error: null }) },
        'user.submit': [
          { guard: 'isComplete', target: 'verifying' },
          { actions: assign({ error: ({ context }) => missingField(context) }) },
        ],
        'user.backToPassword': {
          target: 'editing',
          actions: assign(({ context }) => ({
            method: 'password' as const,
            code: '',
            error: null,
            captchaSerial: context.captchaSerial + 1,
          })),
        },
      },
    },
    verifying: {
      tags: ['smsStep', 'submitting'],
      invoke: {
        src: 'signIn',
        input: ({ context }) => context,
        onDone: [
          {
            guard: ({ event }) => sessionOf(event.output).needsProfile,
            target: 'profile',
            actions: { type: 'notifySignedIn', params: ({ event }) => ({ token: sessionOf(event.output).token }) },
          },
          {
            target: 'signedIn',
            actions: { type: 'notifySignedIn', params: ({ event }) => ({ token: sessionOf(event.output).token }) },
          },
        ],
        onError: {
          target: 'smsStep',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : '登录失败，请稍后再试'),
          }),
        },
      },
    },
    profile: {
      tags: ['profile'],
      on: {
        'user.profileChanged': {
          actions: assign({ profile: ({ context, event }) => ({ ...context.profile, ...event.changes }), error: null }),
        },
        'user.submitProfile': [
          { guard: 'isProfileComplete', target: 'savingProfile' },
          { actions: assign({ error: ({ context }) => missingProfileField(context.profile) }) },
        ],
      },
    },
    savingProfile: {
      tags: ['savingProfile'],
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => context.profile,
        onDone: 'signedIn',
        onError: {
          target: 'profile',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : '保存失败，请稍后再试'),
          }),
        },
      },
    },
    signedIn: { type: 'final', tags: ['signedIn'] },
  },
});

export type SignInMachine = typeof signInMachine;
