/**
 * Waiting for money (orders/isPaySuccess), used by every page that waits for a payment.
 *
 * States:
 * - waiting (tag waiting): asks the server every 2 s
 *   - checking (tag checking): checkStatus runs; paid → paid, closed or refunded → closed, the last attempt
 *     failed or was cancelled → failed, otherwise → idle; refused because the session ended (2/4) →
 *     signedOut; no answer → idle (counted, asked again)
 *   - idle: after the poll interval → checking
 *   - paused (tag paused): the tab is hidden, nothing is asked; visibility.visible → checking at once
 *   visibility.hidden → paused; after 10 minutes of waiting → timedOut
 * - failed (tag failed): the provider refused or the buyer cancelled at the cashier; the order is still
 *   payable; payment.started (a new attempt) → waiting
 * - timedOut (tag timedOut): stopped asking; user.check or payment.started → waiting
 * - signedOut (tag signedOut): the session ended; nothing is asked while the family signs in again (one
 *   notice, not one per poll); session.restored → waiting
 * - paid (tag paid), closed (tag closed): final, nothing more is asked
 *
 * Provided by the app: actor checkStatus (orders/isPaySuccess for this order).
 */
import { assign, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { attemptFailed, isClosed, isPaid, PAYMENT_MAX_WAIT_MS, PAYMENT_POLL_MS, sessionEnded } from './rules';
import type { PaymentContext, PaymentEvent, PaymentInput, PaymentTag, PayStatusAnswer } from './types';

export const paymentStatusMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput | undefined,
    tags: {} as PaymentTag,
  },
  actors: {
    checkStatus: providedByApp<PayStatusAnswer, void>('checkStatus'),
  },
  actions: {
    remember: assign((_, params: { answer: PayStatusAnswer }) => ({
      last: params.answer,
      failedChecks: 0,
      failure: attemptFailed(params.answer) ? (params.answer.attempt as 'failed' | 'cancelled') : null,
    })),
    countFailedCheck: assign({ failedChecks: ({ context }) => context.failedChecks + 1 }),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    isPaid: (_, params: { answer: PayStatusAnswer }) => isPaid(params.answer),
    isClosed: (_, params: { answer: PayStatusAnswer }) => isClosed(params.answer),
    attemptFailed: (_, params: { answer: PayStatusAnswer }) => attemptFailed(params.answer),
    sessionEnded: (_, params: { error: unknown }) => sessionEnded(params.error),
  },
  delays: {
    pollInterval: ({ context }) => context.pollMs,
    maxWait: ({ context }) => context.maxWaitMs,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    pollMs: input?.pollMs ?? PAYMENT_POLL_MS,
    maxWaitMs: input?.maxWaitMs ?? PAYMENT_MAX_WAIT_MS,
    last: null,
    failedChecks: 0,
    failure: null,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      tags: ['waiting'],
      initial: 'checking',
      after: { maxWait: { target: 'timedOut' } },
      on: {
        'visibility.hidden': { target: '.paused' },
        'payment.started': { target: 'waiting', reenter: true, actions: 'forgetFailure' },
      },
      states: {
        checking: {
          tags: ['checking'],
          invoke: {
            id: 'checkStatus',
            src: 'checkStatus',
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => ({ answer: event.output }) },
                target: '#payment.paid',
                actions: { type: 'remember', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                guard: { type: 'isClosed', params: ({ event }) => ({ answer: event.output }) },
                target: '#payment.closed',
                actions: { type: 'remember', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                guard: { type: 'attemptFailed', params: ({ event }) => ({ answer: event.output }) },
                target: '#payment.failed',
                actions: { type: 'remember', params: ({ event }) => ({ answer: event.output }) },
              },
              { target: 'idle', actions: { type: 'remember', params: ({ event }) => ({ answer: event.output }) } },
            ],
            onError: [
              { guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) }, target: '#payment.signedOut' },
              { target: 'idle', actions: 'countFailedCheck' },
            ],
          },
        },
        idle: {
          after: { pollInterval: { target: 'checking' } },
        },
        paused: {
          tags: ['paused'],
          on: { 'visibility.visible': { target: 'checking' } },
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'payment.started': { target: 'waiting', actions: 'forgetFailure' } },
    },
    timedOut: {
      tags: ['timedOut'],
      on: {
        'user.check': { target: 'waiting' },
        'payment.started': { target: 'waiting', actions: 'forgetFailure' },
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: { 'session.restored': { target: 'waiting' } },
    },
    paid: { tags: ['paid'], type: 'final' },
    closed: { tags: ['closed'], type: 'final' },
  },
});

export type PaymentStatusMachine = typeof paymentStatusMachine;

/** Every state of the flow, for stories and path tests. */
export const paymentStateIds = [
  'payment.waiting.checking',
  'payment.waiting.idle',
  'payment.waiting.paused',
  'payment.failed',
  'payment.timedOut',
  'payment.signedOut',
  'payment.paid',
  'payment.closed',
] as const;
export type PaymentStateId = (typeof paymentStateIds)[number];

/** The state a waiting page draws, read from the tags. */
export type PaymentView = 'waiting' | 'paused' | 'paid' | 'failed' | 'closed' | 'timedOut' | 'signedOut';
