/**
 * The course adviser modal (SPEC §4, §8, §9): the adviser's WeChat QR code and account.
 *
 * States:
 * - hidden: adviser.show → waiting
 * - waiting (tags shown, loading): 250 ms after the last adviser.show → loading; another adviser.show
 *   starts the 250 ms again, so a burst of triggers makes one lookup
 * - loading (tags shown, loading): findAdviser answers status 1 with an account → ready; anything else → missing
 * - ready (tags shown, ready): copy.succeeded / copy.failed → a toast
 * - missing (tags shown, missing): 'failed to get the adviser WeChat account / please retry'; user.retry → retrying
 * - retrying (tags shown, missing, retrying): the retry button loads; status 1 with an account → ready and
 *   the toast 'loaded successfully'; otherwise → missing with a toast: the server message (other status),
 *   'failed to get the account' (status 1 without one) or 'fetch failed' (no answer)
 * adviser.hide from any state → hidden, dropping a lookup in flight. The machine never ends.
 *
 * Provided by the app: actor findAdviser (the customer-service lookup); action toast(AdviserToast).
 */
import { assign, setup } from 'xstate';
import { providedByApp } from '../shared/providedByApp';
import { isSuccess } from '../sms/answer';
import { ADVISER_LOOKUP_DEBOUNCE_MS, ADVISER_TOAST_MS, ADVISER_TOAST_PLACEMENT, displayAccount } from './rules';
import {
  ADVISER_MESSAGES,
  type AdviserAnswer,
  type AdviserContext,
  type AdviserEvent,
  type AdviserInput,
  type AdviserMessageKey,
  type AdviserTag,
  type AdviserToast,
  type FindAdviserInput,
} from './types';

const atBottom = { placement: ADVISER_TOAST_PLACEMENT, durationMs: ADVISER_TOAST_MS } as const;

function catalogToast(key: AdviserMessageKey): AdviserToast {
  return { key, ...atBottom };
}

function accountOf(answer: AdviserAnswer): string {
  return answer.appData?.wechatAccount?.trim() ?? '';
}

export const adviserMachine = setup({
  types: {
    context: {} as AdviserContext,
    events: {} as AdviserEvent,
    input: {} as AdviserInput | undefined,
    tags: {} as AdviserTag,
  },
  actors: {
    findAdviser: providedByApp<AdviserAnswer, FindAdviserInput>('findAdviser'),
  },
  actions: {
    toast: (_, _params: AdviserToast) => {},

    rememberUser: assign({
      appUUId: ({ context, event }) =>
        event.type === 'adviser.show' && event.appUUId !== undefined ? event.appUUId : context.appUUId,
    }),
    rememberAdviser: assign((_, params: { answer: AdviserAnswer }) => {
      const account = accountOf(params.answer);
      return {
        wechatAccount: account,
        displayAccount: displayAccount(account),
        wechatUrl: params.answer.appData?.wechatUrl ?? '',
      };
    }),
    forgetAdviser: assign({ wechatAccount: '', displayAccount: '', wechatUrl: '' }),
  },
  guards: {
    foundAdviser: (_, params: { answer: AdviserAnswer }) => isSuccess(params.answer) && accountOf(params.answer) !== '',
    answeredWithoutAdviser: (_, params: { answer: AdviserAnswer }) => isSuccess(params.answer),
  },
  delays: {
    lookupDebounce: ADVISER_LOOKUP_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'adviser',
  context: ({ input }) => ({ appUUId: input?.appUUId ?? '', wechatUrl: '', wechatAccount: '', displayAccount: '' }),
  initial: 'hidden',
  on: {
    'adviser.hide': { target: '.hidden' },
  },
  states: {
    hidden: {
      on: { 'adviser.show': { target: 'waiting', actions: 'rememberUser' } },
    },
    waiting: {
      tags: ['shown', 'loading'],
      on: { 'adviser.show': { target: 'waiting', reenter: true, actions: 'rememberUser' } },
      after: { lookupDebounce: { target: 'loading' } },
    },
    loading: {
      tags: ['shown', 'loading'],
      invoke: {
        id: 'findAdviser',
        src: 'findAdviser',
        input: ({ context }) => ({ appUUId: context.appUUId }),
        onDone: [
          {
            guard: { type: 'foundAdviser', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready',
            actions: { type: 'rememberAdviser', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'missing', actions: 'forgetAdviser' },
        ],
        onError: { target: 'missing', actions: 'forgetAdviser' },
      },
    },
    ready: {
      tags: ['shown', 'ready'],
      on: {
        'copy.succeeded': { actions: { type: 'toast', params: catalogToast(ADVISER_MESSAGES.copied) } },
        'copy.failed': { actions: { type: 'toast', params: catalogToast(ADVISER_MESSAGES.copyFailed) } },
      },
    },
    missing: {
      tags: ['shown', 'missing'],
      on: { 'user.retry': { target: 'retrying' } },
    },
    retrying: {
      tags: ['shown', 'missing', 'retrying'],
      invoke: {
        id: 'findAdviser',
        src: 'findAdviser',
        input: ({ context }) => ({ appUUId: context.appUUId }),
        onDone: [
          {
            guard: { type: 'foundAdviser', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready',
            actions: [
              { type: 'rememberAdviser', params: ({ event }) => ({ answer: event.output }) },
              { type: 'toast', params: catalogToast(ADVISER_MESSAGES.loaded) },
            ],
          },
          {
            guard: { type: 'answeredWithoutAdviser', params: ({ event }) => ({ answer: event.output }) },
            target: 'missing',
            actions: { type: 'toast', params: catalogToast(ADVISER_MESSAGES.missing) },
          },
          {
            target: 'missing',
            actions: { type: 'toast', params: ({ event }) => ({ message: event.output.message, ...atBottom }) },
          },
        ],
        onError: { target: 'missing', actions: { type: 'toast', params: catalogToast(ADVISER_MESSAGES.fetchFailed) } },
      },
    },
  },
});

export type AdviserMachine = typeof adviserMachine;

/** Every state of the flow, for stories and path tests. */
export const adviserStateIds = [
  'adviser.hidden',
  'adviser.waiting',
  'adviser.loading',
  'adviser.ready',
  'adviser.missing',
  'adviser.retrying',
] as const;
export type AdviserStateId = (typeof adviserStateIds)[number];
