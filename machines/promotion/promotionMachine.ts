/**
 * The seasonal promotion notice (the basic data's promotionMainTitle / promotionSubtitleTitle): at most once
 * a season, on the site's own pages once the family has had a moment on them, never on a campaign page and
 * never in a visit where they logged in — a login is what they came to do, not to be sold to. Never on the
 * page a visit opens on either: that is the page the family came for (a search result, a shared course, an
 * advert's landing), and a modal over it in the first seconds is what makes a visitor leave; once they go on
 * to another page of the site they are browsing, and the season's offer is worth a moment. (It also keeps
 * the dialog's code out of the opening page's download.)
 *
 * - starting (transient): → done when a login already happened, else waiting
 * - waiting: on a page that may show it other than the opening one (page.changed, eligible, another path)
 *   → settling
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
  /** The page the app opened on (pathname): it never shows the promotion. */
  path: string;
  /** A login already happened in this visit. */
  loggedIn: boolean;
}

export interface PromotionContext {
  promotion: Promotion | null;
  /** The app's opening state, read once on start. */
  start: PromotionInput;
}

export type PromotionEvent =
  { type: 'page.changed'; eligible: boolean; path: string } | { type: 'session.loggedIn' } | { type: 'user.acknowledge' };

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
    isAnotherEligiblePage: ({ context, event }) =>
      event.type === 'page.changed' && event.eligible && event.path !== context.start.path,
    isOtherPage: ({ event }) => event.type === 'page.changed' && !event.eligible,
    startedLoggedIn: ({ context }) => context.start.loggedIn,
  },
  delays: { settle: PROMOTION_DELAY_MS },
}).createMachine({
  id: 'promotion',
  context: ({ input }) => ({ promotion: null, start: input }),
  initial: 'starting',
  on: { 'session.loggedIn': '.done' },
  states: {
    starting: {
      always: [{ guard: 'startedLoggedIn', target: 'done' }, { target: 'waiting' }],
    },
    waiting: {
      on: { 'page.changed': { guard: 'isAnotherEligiblePage', target: 'settling' } },
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
