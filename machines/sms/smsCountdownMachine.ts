/**
 * Sending an SMS code and the 60 s wait before another may be asked for (SPEC §4, §8, §9).
 *
 * States:
 * - idle (tag canSend): user.sendCode with a phone → requestingSigns
 * - requestingSigns (tag sending): getSigns answers → sendingCode, or awaitingCaptcha when the server wants
 *   an image captcha; status 0 → idle with a warning; no answer → idle
 * - awaitingCaptcha (tag captchaRequired): user.captchaChanged / user.refreshCaptcha edit it;
 *   user.sendCode with a captcha → sendingCode; user.cancelCaptcha → idle
 * - sendingCode (tag sending): sendCode answers status 1 → counting with the toast 'code sent';
 *   status 0 asking for a captcha → awaitingCaptcha with a warning and a new captcha image;
 *   other status 0 → idle with a warning; no answer → idle
 * - counting (tag counting): secondsLeft drops by one every second; at 0 → idle
 * The machine never ends; the countdown can run again as often as the user asks.
 *
 * Provided by the app: actors getSigns (sms/getSgins) and sendCode (sms/send); actions toast({ key })
 * and warn({ message }).
 */
import { assign, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { answerSucceeded, failureText, isSuccess } from './answer';
import { captchaIdOf, isCountdownFinished, sanitizeCaptcha, SMS_COUNTDOWN_SECONDS } from './rules';
import {
  SMS_MESSAGES,
  type GetSignsAnswer,
  type GetSignsInput,
  type SendCodeAnswer,
  type SendCodeInput,
  type SmsCountdownContext,
  type SmsCountdownEvent,
  type SmsCountdownInput,
  type SmsCountdownTag,
  type SmsMessageKey,
} from './types';

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
    tags: {} as SmsCountdownTag,
  },
  actors: {
    getSigns: providedByApp<GetSignsAnswer, GetSignsInput>('getSigns'),
    sendCode: providedByApp<SendCodeAnswer, SendCodeInput>('sendCode'),
  },
  actions: {
    toast: (_, _params: { key: SmsMessageKey }) => {},
    warn: (_, _params: { message: string }) => {},

    rememberPhone: assign({
      mobilePhone: ({ context, event }) =>
        event.type === 'user.sendCode' && event.mobilePhone !== undefined ? event.mobilePhone.trim() : context.mobilePhone,
    }),
    clearError: assign({ error: null }),
    recordError: assign({ error: (_, params: { message: string | null }) => params.message }),
    rememberSigns: assign({ signs: (_, params: { signs: GetSignsAnswer['appData'] }) => params.signs }),
    setCaptcha: assign({
      captcha: ({ context, event }) => (event.type === 'user.captchaChanged' ? sanitizeCaptcha(event.value) : context.captcha),
    }),
    refreshCaptcha: assign(({ context }) => ({
      captcha: '',
      captchaSerial: context.captchaSerial + 1,
      captchaId: captchaIdOf(context.captchaSeed, context.captchaSerial + 1),
    })),
    forgetCaptcha: assign({ captcha: '' }),
    startCountdown: assign({ secondsLeft: SMS_COUNTDOWN_SECONDS }),
    tickCountdown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
  guards: {
    hasPhone: ({ context, event }) => {
      const phone = event.type === 'user.sendCode' && event.mobilePhone !== undefined ? event.mobilePhone : context.mobilePhone;
      return phone.trim() !== '';
    },
    hasCaptcha: ({ context }) => context.captcha !== '',
    answerSucceeded,
    signsAskForCaptcha: (_, params: { answer: GetSignsAnswer }) =>
      isSuccess(params.answer) && params.answer.appData?.whetherCaptcha === true,
    sendAsksForCaptcha: (_, params: { answer: SendCodeAnswer }) =>
      !isSuccess(params.answer) && params.answer.appData?.whetherCaptcha === true,
    countdownFinished: ({ context }) => isCountdownFinished(context.secondsLeft),
  },
  delays: {
    secondTick: 1000,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    mobilePhone: input.mobilePhone?.trim() ?? '',
    smsType: input.smsType,
    secondsLeft: 0,
    signs: null,
    captcha: '',
    captchaSeed: input.captchaSeed,
    captchaSerial: 0,
    captchaId: captchaIdOf(input.captchaSeed, 0),
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['canSend'],
      on: {
        'user.sendCode': { guard: 'hasPhone', target: 'requestingSigns', actions: ['rememberPhone', 'clearError'] },
      },
    },
    requestingSigns: {
      tags: ['sending'],
      invoke: {
        id: 'getSigns',
        src: 'getSigns',
        input: ({ context }) => ({ mobilePhone: context.mobilePhone, smsType: context.smsType }),
        onDone: [
          {
            guard: { type: 'signsAskForCaptcha', params: ({ event }) => ({ answer: event.output }) },
            target: 'awaitingCaptcha',
            actions: [{ type: 'rememberSigns', params: ({ event }) => ({ signs: event.output.appData }) }, 'refreshCaptcha'],
          },
          {
            guard: { type: 'answerSucceeded', params: ({ event }) => ({ answer: event.output }) },
            target: 'sendingCode',
            actions: { type: 'rememberSigns', params: ({ event }) => ({ signs: event.output.appData }) },
          },
          {
            target: 'idle',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'warn', params: ({ event }) => ({ message: event.output.message }) },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) },
        },
      },
    },
    awaitingCaptcha: {
      tags: ['captchaRequired'],
      on: {
        'user.captchaChanged': { actions: 'setCaptcha' },
        'user.refreshCaptcha': { actions: 'refreshCaptcha' },
        'user.sendCode': { guard: 'hasCaptcha', target: 'sendingCode', actions: 'clearError' },
        'user.cancelCaptcha': { target: 'idle', actions: 'forgetCaptcha' },
      },
    },
    sendingCode: {
      tags: ['sending'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({
          mobilePhone: context.mobilePhone,
          smsType: context.smsType,
          signsCode: context.signs?.signsCode ?? '',
          t: context.signs?.t ?? '',
          signs: context.signs?.signs ?? '',
          whetherCaptcha: context.captcha !== '',
          captcha: context.captcha,
          c: context.captcha !== '' ? context.captchaId : '',
        }),
        onDone: [
          {
            guard: { type: 'answerSucceeded', params: ({ event }) => ({ answer: event.output }) },
            target: 'counting',
            actions: ['startCountdown', 'forgetCaptcha', { type: 'toast', params: { key: SMS_MESSAGES.sent } }],
          },
          {
            guard: { type: 'sendAsksForCaptcha', params: ({ event }) => ({ answer: event.output }) },
            target: 'awaitingCaptcha',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'warn', params: ({ event }) => ({ message: event.output.message }) },
              'refreshCaptcha',
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'warn', params: ({ event }) => ({ message: event.output.message }) },
              'forgetCaptcha',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [{ type: 'recordError', params: ({ event }) => ({ message: failureText(event.error) }) }, 'forgetCaptcha'],
        },
      },
    },
    counting: {
      tags: ['counting'],
      always: { guard: 'countdownFinished', target: 'idle' },
      after: {
        secondTick: { target: 'counting', reenter: true, actions: 'tickCountdown' },
      },
    },
  },
});

export type SmsCountdownMachine = typeof smsCountdownMachine;

/** Every state of the flow, for stories and path tests. */
export const smsCountdownStateIds = [
  'smsCountdown.idle',
  'smsCountdown.requestingSigns',
  'smsCountdown.awaitingCaptcha',
  'smsCountdown.sendingCode',
  'smsCountdown.counting',
] as const;
export type SmsCountdownStateId = (typeof smsCountdownStateIds)[number];
