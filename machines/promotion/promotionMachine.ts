/**
 * The seasonal promotion notice (the basic data's promotionMainTitle / promotionSubtitleTitle): at most once
 * a season, on the site's own pages once the family has had a moment on them, never on a campaign page and
 * never in a visit where they logged in — a login is what they came to do, not to be sold to.
 *
 * - starting (transient): → done when a login already happened, settling on a page that may show it, else waiting
 * - waiting: on a page that may show it (page.changed with eligible) → settling
 * - settling: after PROMOTION_DELAY_MS → loading; page.changed to a page that may not → waiting
 * - loading: loadPromotion (the promotion, or null when there is none or it was seen this season) → shown
 *   or done; a failed load → done (nothing depends on it)
 * - shown (tag shown): user.acknowledge → done, markSeen({ mainTitle }); page.changed to a page that may
 *   not → waiting (it comes back on the next site page)
 * - done (final): nothing more this visit
 * From anywhere but done: session.loggedIn → done.
 */
import { assign, fromPromise, setup } from 'xstate';

export const PROMOTION_DELAY_MS = 2_500;

export interface Promotion {
  mainTitle: string;
  subtitle: string;
}

export interface PromotionInput {
  /** Whether the page the app opened on may show a promotion. */
  eligible: boolean;
  /** A login already happened in this visit. */
  loggedIn: boolean;
}

export interface PromotionContext {
  promotion: Promotion | null;
  /** The app's opening state, read once on start. */
  start: PromotionInput;
}

export type PromotionEvent =
  { type: 'page.changed'; eligible: boolean } | { type: 'session.loggedIn' } | { type: 'user.acknowledge' };

export const promotionMachine = setup({
  types: {
    context: {} as PromotionContext,
    events: {} as PromotionEvent,
    input: {} as PromotionInput,
    tags: {} as 'shown',
  },
  actors: {
    loadPromotion: fromPromise<Promotion | null>(async () => null),
  },
  actions: {
    markSeen: (_, _params: { mainTitle: string }) => {},
  },
  guards: {
    isEligiblePage: ({ event }) => event.type === 'page.changed' && event.eligible,
    isOtherPage: ({ event }) => event.type === 'page.changed' && !event.eligible,
    startedLoggedIn: ({ context }) => context.start.loggedIn,
    startedEligible: ({ context }) => context.start.eligible,
  },
  delays: { settle: PROMOTION_DELAY_MS },
}).createMachine({
  id: 'promotion',
  context: ({ input }) => ({ promotion: null, start: input }),
  initial: 'starting',
  on: { 'session.loggedIn': '.done' },
  states: {
    starting: {
      always: [
        { guard: 'startedLoggedIn', target: 'done' },
        { guard: 'startedEligible', target: 'settling' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      on: { 'page.changed': { guard: 'isEligiblePage', target: 'settling' } },
    },
    settling: {
      after: { settle: 'loading' },
      on: { 'page.changed': { guard: 'isOtherPage', target: 'waiting' } },
    },
    loading: {
      invoke: {
        src: 'loadPromotion',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'shown',
            actions: assign({ promotion: ({ event }) => event.output }),
          },
          { target: 'done' },
        ],
        onError: 'done',
      },
    },
    shown: {
      tags: ['shown'],
      on: {
        'user.acknowledge': {
          target: 'done',
          actions: { type: 'markSeen', params: ({ context }) => ({ mainTitle: context.promotion?.mainTitle ?? '' }) },
        },
        'page.changed': { guard: 'isOtherPage', target: 'waiting' },
      },
    },
    done: { type: 'final' },
  },
});

export type PromotionMachine = typeof promotionMachine;
