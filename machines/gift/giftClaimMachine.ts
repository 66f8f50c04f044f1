/**
 * Claiming the gift pack on /m/gift: phone, image captcha, SMS code (SPEC §2 mobile gift).
 *
 * States (the form is one parallel state while it is open):
 * - form.code: idle (tag canSend) — user.sendCode with a valid phone and a captcha → sending;
 *   sending (tag sending) — sendCode (sms/getSgins then sms/send with the captcha) answers → counting;
 *   refused or no answer → idle with the server's message and a new captcha (an answer is spent by a try);
 *   counting (tag counting) — secondsLeft drops every second; at 0 → idle
 * - form.claim: editing — user.claim with a valid phone and code → claiming;
 *   claiming (tag claiming) — claimGift answers → claimed; refused → refused;
 *   refused (tag refused) — the server's message (an already-claimed phone is told so, with the date);
 *   editing or user.claim again → editing / claiming
 * - claimed (tag claimed): final, the phone the pack is for
 * Field problems are message keys the page translates; editing a field clears them.
 *
 * Provided by the app: actors sendCode({ mobilePhone, captcha, c }) and claimGift({ mobilePhone, code }),
 * each rejecting with an Error whose message is what to show.
 */
import { assign, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { GIFT_SMS_SECONDS, giftCaptchaId, problemsOf, type GiftField } from './rules';
import type {
  ClaimGiftInput,
  GiftClaimAnswer,
  GiftClaimContext,
  GiftClaimEvent,
  GiftClaimInput,
  GiftClaimTag,
  SendGiftCodeInput,
} from './types';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '');

export const giftClaimMachine = setup({
  types: {
    context: {} as GiftClaimContext,
    events: {} as GiftClaimEvent,
    input: {} as GiftClaimInput,
    tags: {} as GiftClaimTag,
  },
  actors: {
    sendCode: providedByApp<void, SendGiftCodeInput>('sendCode'),
    claimGift: providedByApp<GiftClaimAnswer, ClaimGiftInput>('claimGift'),
  },
  actions: {
    edit: assign(({ event }) => (event.type === 'user.changed' ? { values: { ...event.values }, problems: {} } : {})),
    showProblems: assign(({ context }, params: { fields: readonly GiftField[] }) => ({
      problems: problemsOf(context.values, params.fields),
    })),
    clearServerError: assign({ serverError: null }),
    refuse: assign((_, params: { error: unknown }) => ({ serverError: messageOf(params.error) })),
    newCaptcha: assign(({ context }) => ({
      captchaSerial: context.captchaSerial + 1,
      captchaId: giftCaptchaId(context.captchaSeed, context.captchaSerial + 1),
      values: { ...context.values, captcha: '' },
    })),
    startCountdown: assign({ secondsLeft: GIFT_SMS_SECONDS }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    toastSent: () => undefined,
    remember: assign((_, params: { answer: GiftClaimAnswer }) => ({ claimedFor: params.answer.phone })),
  },
  guards: {
    fieldsValid: ({ context }, params: { fields: readonly GiftField[] }) =>
      Object.keys(problemsOf(context.values, params.fields)).length === 0,
    countdownOver: ({ context }) => context.secondsLeft <= 1,
  },
  delays: { secondTick: 1_000 },
}).createMachine({
  id: 'gift',
  context: ({ input }) => ({
    values: { phone: '', captcha: '', code: '' },
    problems: {},
    captchaSeed: input.captchaSeed,
    captchaSerial: 0,
    captchaId: giftCaptchaId(input.captchaSeed, 0),
    secondsLeft: 0,
    serverError: null,
    claimedFor: null,
  }),
  initial: 'form',
  states: {
    form: {
      type: 'parallel',
      on: {
        'user.changed': { actions: 'edit' },
        'user.refreshCaptcha': { actions: 'newCaptcha' },
      },
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              tags: ['canSend'],
              on: {
                'user.sendCode': [
                  {
                    guard: { type: 'fieldsValid', params: { fields: ['phone', 'captcha'] } },
                    target: 'sending',
                    actions: ['clearServerError', { type: 'showProblems', params: { fields: ['phone', 'captcha'] } }],
                  },
                  { actions: { type: 'showProblems', params: { fields: ['phone', 'captcha'] } } },
                ],
              },
            },
            sending: {
              tags: ['sending'],
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({
                  mobilePhone: context.values.phone,
                  captcha: context.values.captcha,
                  c: context.captchaId,
                }),
                onDone: { target: 'counting', actions: ['startCountdown', 'toastSent'] },
                // A captcha answer is spent by the try: a new picture for the next one.
                onError: {
                  target: 'idle',
                  actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'newCaptcha'],
                },
              },
            },
            counting: {
              tags: ['counting'],
              after: {
                secondTick: [
                  { guard: 'countdownOver', target: 'idle', actions: 'tick' },
                  { target: 'counting', reenter: true, actions: 'tick' },
                ],
              },
            },
          },
        },
        claim: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.claim': [
                  {
                    guard: { type: 'fieldsValid', params: { fields: ['phone', 'code'] } },
                    target: 'claiming',
                    actions: ['clearServerError', { type: 'showProblems', params: { fields: ['phone', 'code'] } }],
                  },
                  { actions: { type: 'showProblems', params: { fields: ['phone', 'code'] } } },
                ],
              },
            },
            claiming: {
              tags: ['claiming'],
              invoke: {
                id: 'claimGift',
                src: 'claimGift',
                input: ({ context }) => ({ mobilePhone: context.values.phone, code: context.values.code }),
                onDone: {
                  target: '#gift.claimed',
                  actions: { type: 'remember', params: ({ event }) => ({ answer: event.output }) },
                },
                onError: { target: 'refused', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            refused: {
              tags: ['refused'],
              on: {
                'user.changed': { target: 'editing', actions: 'edit' },
                'user.claim': [
                  {
                    guard: { type: 'fieldsValid', params: { fields: ['phone', 'code'] } },
                    target: 'claiming',
                    actions: ['clearServerError', { type: 'showProblems', params: { fields: ['phone', 'code'] } }],
                  },
                  { target: 'editing', actions: { type: 'showProblems', params: { fields: ['phone', 'code'] } } },
                ],
              },
            },
          },
        },
      },
    },
    claimed: { type: 'final', tags: ['claimed'] },
  },
});

export type GiftClaimMachine = typeof giftClaimMachine;

/** Every resting state of the flow, for stories and path tests. */
export const giftStateIds = [
  'gift.form.code.idle',
  'gift.form.code.sending',
  'gift.form.code.counting',
  'gift.form.claim.editing',
  'gift.form.claim.claiming',
  'gift.form.claim.refused',
  'gift.claimed',
] as const;
