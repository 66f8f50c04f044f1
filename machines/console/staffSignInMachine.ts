/**
 * The operations console's two-step sign-in (issue: staff sign in with a password, then an authenticator code).
 *
 * States:
 * - password (tag password): editing → user.submitPassword with phone, password and captcha filled →
 *   checking (tag busy), which runs `signIn`. Accepted → code; refused → editing with the server's message and
 *   a new captcha picture (an answered captcha is spent).
 * - code (tag code): entering → user.submitCode with six digits → verifying (tag busy), which runs
 *   `verifyCode`. Accepted → signedIn; refused → entering with the message (the ticket allows five tries;
 *   after that, or after five minutes, the server says to start again). `setup` holds the new secret while the
 *   authenticator is being bound (first sign-in), shown as a QR code. user.restart → password, cleared.
 * - signedIn (tag signedIn, final): entered with notifySignedIn({ token, expiresAt, staff }).
 *
 * Provided by the console: actors signIn (encrypts the password) and verifyCode; action notifySignedIn.
 */
import { assign, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';

export interface StaffSignInSetup {
  secret: string;
  otpauthUri: string;
}

export interface StaffSignedIn<Staff = unknown> {
  token: string;
  expiresAt: string;
  staff: Staff;
}

export interface StaffPasswordInput {
  phone: string;
  password: string;
  captcha: string;
  /** The captcha picture's id. */
  c: string;
}

export interface StaffSignInContext {
  captchaSeed: string;
  captchaSerial: number;
  phone: string;
  ticket: string;
  setup: StaffSignInSetup | null;
  /** The server's last refusal, shown above the form until the next try. */
  error: string | null;
}

export type StaffSignInEvent =
  | { type: 'user.submitPassword'; phone: string; password: string; captcha: string }
  | { type: 'user.submitCode'; code: string }
  | { type: 'user.restart' }
  | { type: 'captcha.refresh' };

export type StaffSignInTag = 'password' | 'code' | 'busy' | 'signedIn';

export const STAFF_PHONE = /^1\d{10}$/;
export const STAFF_CODE = /^\d{6}$/;

/** The id of the captcha picture on screen: a new serial draws a new picture. */
export function staffCaptchaId(context: Pick<StaffSignInContext, 'captchaSeed' | 'captchaSerial'>): string {
  return `${context.captchaSeed}-${context.captchaSerial}`;
}

const errorText = (error: unknown): string => (error instanceof Error && error.message ? error.message : '登录失败，请稍后重试');

export const staffSignInMachine = setup({
  types: {
    context: {} as StaffSignInContext,
    events: {} as StaffSignInEvent,
    input: {} as { captchaSeed: string },
    tags: {} as StaffSignInTag,
  },
  actors: {
    signIn: providedByApp<{ ticket: string; setup: StaffSignInSetup | null }, StaffPasswordInput>('signIn'),
    verifyCode: providedByApp<StaffSignedIn, { ticket: string; code: string }>('verifyCode'),
  },
  actions: {
    notifySignedIn: (_, _params: StaffSignedIn) => {},
  },
  guards: {
    passwordFilled: ({ event }) =>
      event.type === 'user.submitPassword' &&
      STAFF_PHONE.test(event.phone.trim()) &&
      event.password !== '' &&
      event.captcha.trim() !== '',
    codeFilled: ({ event }) => event.type === 'user.submitCode' && STAFF_CODE.test(event.code.trim()),
  },
}).createMachine({
  id: 'staffSignIn',
  context: ({ input }) => ({
    captchaSeed: input.captchaSeed,
    captchaSerial: 0,
    phone: '',
    ticket: '',
    setup: null,
    error: null,
  }),
  initial: 'password',
  states: {
    password: {
      tags: ['password'],
      initial: 'editing',
      on: { 'captcha.refresh': { actions: assign({ captchaSerial: ({ context }) => context.captchaSerial + 1 }) } },
      states: {
        editing: {
          on: {
            'user.submitPassword': {
              guard: 'passwordFilled',
              target: 'checking',
              actions: assign({ phone: ({ event }) => event.phone.trim(), error: null }),
            },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'signIn',
            input: ({ context, event }) => {
              const form = event as Extract<StaffSignInEvent, { type: 'user.submitPassword' }>;
              return { phone: context.phone, password: form.password, captcha: form.captcha.trim(), c: staffCaptchaId(context) };
            },
            onDone: {
              target: '#staffSignIn.code',
              actions: assign({ ticket: ({ event }) => event.output.ticket, setup: ({ event }) => event.output.setup }),
            },
            onError: {
              target: 'editing',
              actions: assign({
                error: ({ event }) => errorText(event.error),
                captchaSerial: ({ context }) => context.captchaSerial + 1,
              }),
            },
          },
        },
      },
    },
    code: {
      tags: ['code'],
      initial: 'entering',
      on: {
        'user.restart': {
          target: 'password',
          actions: assign({
            ticket: '',
            setup: null,
            error: null,
            captchaSerial: ({ context }) => context.captchaSerial + 1,
          }),
        },
      },
      states: {
        entering: {
          on: { 'user.submitCode': { guard: 'codeFilled', target: 'verifying', actions: assign({ error: null }) } },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            src: 'verifyCode',
            input: ({ context, event }) => ({
              ticket: context.ticket,
              code: (event as Extract<StaffSignInEvent, { type: 'user.submitCode' }>).code.trim(),
            }),
            onDone: {
              target: '#staffSignIn.signedIn',
              actions: { type: 'notifySignedIn', params: ({ event }) => event.output },
            },
            onError: { target: 'entering', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    signedIn: { tags: ['signedIn'], type: 'final' },
  },
});

export type StaffSignInMachine = typeof staffSignInMachine;
