/**
 * The route guard (SPEC §4 Route guard): what happens to one navigation, decided from where it goes and who
 * makes it. It runs on every navigation in the browser and on the server before a page is drawn, at once and
 * without events: every state but the outcomes is left by an eventless transition. Effects and the redirect
 * are only recorded in context; the caller performs them (the machine's output is the decision).
 *
 * States:
 * - deciding: on entry a shareId in the query is saved to the client state (saveShareId). Then the first rule
 *   that applies, in this order:
 *   - firstEntryOnPhoneWithMobileTwin → jumpedToPhoneSite: the first visit from a phone or tablet to a page with
 *     an /m twin is replaced by the twin, query kept
 *   - desktopPageNeedsLoginOnPhone → sentToPhoneLogin: /m/login replaces it, returning to the page and its query
 *   - desktopPageNeedsLogin → warnedAndSentHome: /home is pushed and the login-required warning remembers the
 *     page and its query (showLoginRequiredWarning)
 *   - sharedMobilePageWithoutPhone, mobilePageNeedsLogin → sentToMobileLogin: /m/login replaces it, query kept,
 *     `redirect` naming the page
 *   - evaluationArea → evaluationPage
 *   - movedAddress → redirectedFromMovedAddress: the address the redirect entries lead to replaces it, query kept
 *   - otherwise → shown
 * - evaluationPage: on entry a shareId is kept in a 7-day cookie (saveShareIdCookie). evaluationLoginWithToken →
 *   sentToEvaluationReport; evaluationPageWithoutToken → sentToEvaluationLogin; then movedAddress and shown as above
 * - jumpedToPhoneSite, sentToPhoneLogin, warnedAndSentHome, sentToMobileLogin, sentToEvaluationReport,
 *   sentToEvaluationLogin, redirectedFromMovedAddress, shown: final, the outcome
 *
 * Study management is open to phones too (SPEC sent them to /): 我的 links to it, drawn in the phone's frame.
 * Nothing is provided by the app: the machine only decides, so `decideRoute` runs it without an actor.
 */
import { assign, createEmptyActor, enqueueActions, setup, type AnyActorScope } from 'xstate';
import { mobileJump, resolvePath } from '@contract/routes/match';
import {
  DEFAULT_TITLE_KEY,
  EVALUATION_LOGIN_PATH,
  EVALUATION_REPORT_PATH,
  HOME_PATH,
  MOBILE_LOGIN_PATH,
  MOBILE_LOGIN_RETURN_PARAM,
  SHARE_ID_COOKIE_DAYS,
  titleFor,
} from './rules';
import type { GuardDecision, GuardEffect, RouteGuardContext, RouteGuardInput } from './types';

type Check = (args: { context: RouteGuardContext }) => boolean;

const needsDesktopLogin: Check = ({ context: { route, isLoggedIn } }) =>
  route.area === 'desktop' && route.requiresAuth && !isLoggedIn;

/** A mobile page other than the phone's login itself. */
const guardedMobilePage = ({ route }: RouteGuardContext) => route.area === 'mobile' && route.path !== MOBILE_LOGIN_PATH;

/** A mobile visit whose query carries the visitor's phone (or its code) counts as identified. */
const identifiedByQuery = ({ query }: RouteGuardContext) => Boolean(query.mobilePhone || query.code);

/** The effects recorded so far, and one more. */
const appending =
  (effect: (context: RouteGuardContext) => GuardEffect) =>
  ({ context }: { context: RouteGuardContext }) => [...context.effects, effect(context)];

const redirecting =
  (to: (context: RouteGuardContext) => string, replace: boolean) =>
  ({ context }: { context: RouteGuardContext }) => ({ to: to(context), replace });

/** The last rules of the deciding states: a page reached through a redirect entry goes to its own address. */
const movedOrShown = [
  { guard: 'movedAddress', target: 'redirectedFromMovedAddress', actions: 'redirectToNewAddress' },
  { target: 'shown' },
] as const;

function startingContext(input: RouteGuardInput): RouteGuardContext {
  const { pathname: path, route, via } = resolvePath(input.pathname);
  return {
    ...input,
    path,
    route,
    via,
    target: route.notFound ? path : route.path,
    mobileTwin: input.isFirstEntry && input.isMobileDevice ? mobileJump(input.pathname) : undefined,
    effects: [],
    redirect: undefined,
  };
}

function decisionOf({ redirect, effects, route }: RouteGuardContext): GuardDecision {
  if (redirect) return { redirect, effects, title: titleFor(redirect.to), route };
  return { effects, title: route.title ?? DEFAULT_TITLE_KEY, route };
}

export const routeGuardMachine = setup({
  types: {
    context: {} as RouteGuardContext,
    input: {} as RouteGuardInput,
    output: {} as GuardDecision,
  },
  guards: {
    queryHasShareId: ({ context }) => Boolean(context.query.shareId),
    firstEntryOnPhoneWithMobileTwin: ({ context }) =>
      context.isFirstEntry && context.isMobileDevice && context.mobileTwin !== undefined,
    desktopPageNeedsLoginOnPhone: (args) => needsDesktopLogin(args) && args.context.isMobileDevice,
    desktopPageNeedsLogin: needsDesktopLogin,
    sharedMobilePageWithoutPhone: ({ context }) =>
      guardedMobilePage(context) && Boolean(context.query.shareId) && !identifiedByQuery(context),
    mobilePageNeedsLogin: ({ context }) =>
      guardedMobilePage(context) && context.route.requiresAuth && !context.isLoggedIn && !identifiedByQuery(context),
    evaluationArea: ({ context }) => context.route.area === 'evaluation',
    evaluationLoginWithToken: ({ context }) => context.hasEToken && context.route.isLoginRoute,
    evaluationPageWithoutToken: ({ context }) => !context.hasEToken && context.route.requiresEvaluationAuth,
    movedAddress: ({ context }) => context.via.length > 0,
  },
  actions: {
    saveShareId: enqueueActions(({ check, enqueue }) => {
      if (!check('queryHasShareId')) return;
      enqueue.assign({ effects: appending(({ query }) => ({ type: 'saveShareId', shareId: query.shareId ?? '' })) });
    }),
    saveShareIdCookie: enqueueActions(({ check, enqueue }) => {
      if (!check('queryHasShareId')) return;
      enqueue.assign({
        effects: appending(({ query }) => ({
          type: 'saveShareIdCookie',
          shareId: query.shareId ?? '',
          days: SHARE_ID_COOKIE_DAYS,
        })),
      });
    }),
    showLoginRequiredWarning: assign({
      effects: appending(({ target, search }) => ({ type: 'showLoginRequiredWarning', path: `${target}${search}` })),
    }),
    redirectToMobileTwin: assign({ redirect: redirecting(({ mobileTwin, search }) => `${mobileTwin ?? ''}${search}`, true) }),
    // A phone logs in on its own page, not the desktop dialog over /home, and comes back to this very page.
    redirectToPhoneLogin: assign({
      redirect: redirecting(({ target, search }) => {
        const query = new URLSearchParams({ [MOBILE_LOGIN_RETURN_PARAM]: `${target}${search}` });
        return `${MOBILE_LOGIN_PATH}?${query}`;
      }, true),
    }),
    // Pushed, not replaced: the page the visitor came from stays in history.
    redirectHome: assign({ redirect: redirecting(() => HOME_PATH, false) }),
    // The query is kept for the login page; `redirect` names the page to go on to afterwards.
    redirectToMobileLogin: assign({
      redirect: redirecting(({ target, search }) => {
        const query = new URLSearchParams(search);
        query.set(MOBILE_LOGIN_RETURN_PARAM, target);
        return `${MOBILE_LOGIN_PATH}?${query}`;
      }, true),
    }),
    redirectToEvaluationReport: assign({ redirect: redirecting(() => EVALUATION_REPORT_PATH, true) }),
    redirectToEvaluationLogin: assign({ redirect: redirecting(() => EVALUATION_LOGIN_PATH, true) }),
    redirectToNewAddress: assign({ redirect: redirecting(({ target, search }) => `${target}${search}`, true) }),
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => startingContext(input),
  initial: 'deciding',
  states: {
    deciding: {
      entry: 'saveShareId',
      always: [
        { guard: 'firstEntryOnPhoneWithMobileTwin', target: 'jumpedToPhoneSite', actions: 'redirectToMobileTwin' },
        { guard: 'desktopPageNeedsLoginOnPhone', target: 'sentToPhoneLogin', actions: 'redirectToPhoneLogin' },
        {
          guard: 'desktopPageNeedsLogin',
          target: 'warnedAndSentHome',
          actions: ['showLoginRequiredWarning', 'redirectHome'],
        },
        { guard: 'sharedMobilePageWithoutPhone', target: 'sentToMobileLogin', actions: 'redirectToMobileLogin' },
        { guard: 'mobilePageNeedsLogin', target: 'sentToMobileLogin', actions: 'redirectToMobileLogin' },
        { guard: 'evaluationArea', target: 'evaluationPage' },
        ...movedOrShown,
      ],
    },
    evaluationPage: {
      entry: 'saveShareIdCookie',
      always: [
        { guard: 'evaluationLoginWithToken', target: 'sentToEvaluationReport', actions: 'redirectToEvaluationReport' },
        { guard: 'evaluationPageWithoutToken', target: 'sentToEvaluationLogin', actions: 'redirectToEvaluationLogin' },
        ...movedOrShown,
      ],
    },
    jumpedToPhoneSite: { type: 'final' },
    sentToPhoneLogin: { type: 'final' },
    warnedAndSentHome: { type: 'final' },
    sentToMobileLogin: { type: 'final' },
    sentToEvaluationReport: { type: 'final' },
    sentToEvaluationLogin: { type: 'final' },
    redirectedFromMovedAddress: { type: 'final' },
    shown: { type: 'final' },
  },
  output: ({ context }) => decisionOf(context),
});

export type RouteGuardMachine = typeof routeGuardMachine;

/** The outcomes, each a final state: where a navigation ends. */
export const routeGuardStateIds = [
  'routeGuard.jumpedToPhoneSite',
  'routeGuard.sentToPhoneLogin',
  'routeGuard.warnedAndSentHome',
  'routeGuard.sentToMobileLogin',
  'routeGuard.sentToEvaluationReport',
  'routeGuard.sentToEvaluationLogin',
  'routeGuard.redirectedFromMovedAddress',
  'routeGuard.shown',
] as const;
export type RouteGuardStateId = (typeof routeGuardStateIds)[number];
export type RouteGuardOutcome = RouteGuardStateId extends `routeGuard.${infer Outcome}` ? Outcome : never;

/**
 * Where the machine runs when it is only asked for a decision: no actor is started and nothing is performed.
 * The machine's actions only assign, so none is left for `actionExecutor` to run.
 */
let inertScope: AnyActorScope | undefined;

function scope(): AnyActorScope {
  if (inertScope) return inertScope;
  const self = createEmptyActor();
  const noop = () => undefined;
  inertScope = {
    self,
    id: '',
    sessionId: '',
    logger: noop,
    defer: noop,
    emit: noop,
    system: self.system,
    stopChild: noop,
    actionExecutor: noop,
  };
  return inertScope;
}

/**
 * The guard's decision for one navigation, at once: the machine's initial snapshot already rests in an outcome.
 * It runs on every navigation and on the server for each page it draws, so it skips starting an actor (about
 * a third of the cost).
 */
export function decideRoute(input: RouteGuardInput): GuardDecision {
  const snapshot = routeGuardMachine.getInitialSnapshot(scope(), input);
  if (snapshot.status !== 'done') throw new Error(`route guard stopped undecided in ${JSON.stringify(snapshot.value)}`);
  return snapshot.output;
}
