import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { normalizeSearch, parseRouteQuery } from '@/app/routes';
import { mobileJump, resolvePath } from '@contract/routes/match';
import {
  routeGuardMachine,
  routeGuardSamples,
  routeGuardStateIds,
  type GuardDecision,
  type GuardInput,
  type RouteGuardInput,
  type RouteGuardOutcome,
} from '@machines/routeGuard';
import { modelPaths, restingLeafIds, visitedLeafIds, type ModelPath } from '../sms/pathReplay';
import { navigation } from './harness';

/** A page of each kind the rules tell apart, and addresses that moved. */
const pathnames = [
  '/news', // desktop, open to all
  '/personal/order', // desktop, needs login
  '/home', // desktop with a phone twin
  '/order-detail-share', // desktop with a phone twin, needs login
  '/', // moved to /home
  '/about', // moved, and has a phone twin itself
  '/studymag', // moved within study management
  '/studymag/plan',
  '/m/home', // mobile, open to all
  '/m/me', // mobile, needs login
  '/m/login',
  '/m', // moved to /m/home
  '/e/login', // evaluation login
  '/e/report', // evaluation, needs the eToken
  '/e/view-pdf', // evaluation, neither
  '/freeCourse/home', // campaign
  '/no/such/page',
  '/m/no-such-page',
];
const searches = ['', '?shareId=S1', '?shareId=S1&mobilePhone=13800000000', '?code=x7', '?keyWord=math&page=2'];
const flags = [false, true] as const;

const inputs: RouteGuardInput[] = pathnames.flatMap((pathname) =>
  searches.flatMap((search) =>
    flags.flatMap((isFirstEntry) =>
      flags.flatMap((isMobileDevice) =>
        flags.flatMap((isLoggedIn) =>
          flags.map((hasEToken) => navigation(pathname, { search, isFirstEntry, isMobileDevice, isLoggedIn, hasEToken })),
        ),
      ),
    ),
  ),
);

/** SPEC §4 Route guard, rule by rule in its order, said with the route table's flags. */
function outcomeBySpec({
  pathname,
  query,
  isFirstEntry,
  isMobileDevice,
  isLoggedIn,
  hasEToken,
}: RouteGuardInput): RouteGuardOutcome {
  const { route, via } = resolvePath(pathname);
  if (isFirstEntry && isMobileDevice && mobileJump(pathname)) return 'jumpedToPhoneSite';
  const needsDesktopLogin = route.area === 'desktop' && route.requiresAuth && !isLoggedIn;
  if (needsDesktopLogin) return isMobileDevice ? 'sentToPhoneLogin' : 'warnedAndSentHome';
  const identified = Boolean(query.mobilePhone || query.code);
  const mobilePage = route.area === 'mobile' && route.path !== '/m/login';
  if (mobilePage && !identified && (query.shareId || (route.requiresAuth && !isLoggedIn))) return 'sentToMobileLogin';
  if (route.area === 'evaluation' && hasEToken && route.isLoginRoute) return 'sentToEvaluationReport';
  if (route.area === 'evaluation' && !hasEToken && route.requiresEvaluationAuth) return 'sentToEvaluationLogin';
  return via.length > 0 ? 'redirectedFromMovedAddress' : 'shown';
}

/** The page a visitor is going to, named as a return address: its own path, or the unknown one typed. */
function targetOf(pathname: string): string {
  const { pathname: path, route } = resolvePath(pathname);
  return route.notFound ? path : route.path;
}

/** What SPEC §4 says the decision of an outcome is: where to, pushed or replaced, and which effects. */
function decisionBySpec(outcome: RouteGuardOutcome, input: RouteGuardInput): Omit<GuardDecision, 'route' | 'title'> {
  const { pathname, search, query } = input;
  const returning = `${targetOf(pathname)}${search}`;
  const redirects: Record<RouteGuardOutcome, GuardDecision['redirect']> = {
    jumpedToPhoneSite: { to: `${mobileJump(pathname)}${search}`, replace: true },
    sentToPhoneLogin: { to: `/m/login?${new URLSearchParams({ redirect: returning })}`, replace: true },
    warnedAndSentHome: { to: '/home', replace: false },
    sentToMobileLogin: {
      to: `/m/login?${new URLSearchParams([...new URLSearchParams(search).entries(), ['redirect', targetOf(pathname)]])}`,
      replace: true,
    },
    sentToEvaluationReport: { to: '/e/report', replace: true },
    sentToEvaluationLogin: { to: '/e/login', replace: true },
    redirectedFromMovedAddress: { to: returning, replace: true },
    shown: undefined,
  };
  const redirect = redirects[outcome];
  const shareId = query.shareId;
  const evaluationPage = resolvePath(pathname).route.area === 'evaluation' && outcome !== 'jumpedToPhoneSite';
  return {
    ...(redirect ? { redirect } : {}),
    effects: [
      ...(shareId ? [{ type: 'saveShareId' as const, shareId }] : []),
      ...(outcome === 'warnedAndSentHome' ? [{ type: 'showLoginRequiredWarning' as const, path: returning }] : []),
      ...(shareId && evaluationPage ? [{ type: 'saveShareIdCookie' as const, shareId, days: 7 }] : []),
    ],
  };
}

/** Title of the page the visitor ends up on. */
function titleBySpec(decision: GuardDecision, input: GuardInput): string {
  const landing = decision.redirect?.to.split('?')[0] ?? input.pathname;
  return resolvePath(landing).route.title ?? 'routes.defaultTitle';
}

const view = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, status: snapshot.status, context: snapshot.context });

/** The machine takes no events: its only path from an input is the one its eventless transitions take. */
const pathsOf = (input: RouteGuardInput): ModelPath[] => modelPaths(routeGuardMachine, { input, events: [], view });

const runs = inputs.map((input) => ({ input, paths: pathsOf(input) }));

const outcomeOf = (path: ModelPath) => path.state.value as RouteGuardOutcome;
const label = (input: RouteGuardInput) => JSON.stringify({ ...input, query: undefined });

describe('route guard machine paths', () => {
  it('lists exactly the outcomes of the machine for stories, each a state a navigation rests in', () => {
    expect([...routeGuardStateIds].sort()).toEqual(restingLeafIds(routeGuardMachine));
  });

  it('ends every navigation in one outcome at once, the one the rules of SPEC §4 name', () => {
    expect(runs.length).toBe(pathnames.length * searches.length * 16);
    for (const { input, paths } of runs) {
      const finals = paths.filter((path) => path.state.status === 'done');
      expect(finals, label(input)).toHaveLength(1);
      expect(outcomeOf(finals[0]!), label(input)).toBe(outcomeBySpec(input));
    }
  });

  it('decides for every navigation what SPEC §4 says of its outcome: where to, pushed or replaced, effects and title', () => {
    for (const { input, paths } of runs) {
      const final = paths.find((path) => path.state.status === 'done')!;
      const decision = final.state.output as GuardDecision;
      const { redirect, effects } = decision;
      expect({ ...(redirect ? { redirect } : {}), effects }, label(input)).toEqual(decisionBySpec(outcomeOf(final), input));
      expect(decision.title, label(input)).toBe(titleBySpec(decision, input));
      expect(decision.route, label(input)).toBe(resolvePath(input.pathname).route);
    }
  });

  it('reaches every outcome from some navigation', () => {
    const paths = runs.flatMap((run) => run.paths);
    expect(visitedLeafIds(routeGuardMachine, paths)).toEqual(restingLeafIds(routeGuardMachine));
    const reached = new Set(paths.filter((path) => path.state.status === 'done').map(outcomeOf));
    expect([...reached].sort()).toEqual(routeGuardStateIds.map((id) => id.replace('routeGuard.', '')).sort());
  });

  it.each(Object.entries(routeGuardSamples))(
    'reaches %s from its sample navigation, deciding what SPEC §4 says',
    (name, sample) => {
      const outcome = name as RouteGuardOutcome;
      const search = normalizeSearch(sample.search);
      // A sample is a navigation as the app hands it over: its query read from its search.
      expect(sample.search).toBe(search);
      expect(sample.query).toEqual(parseRouteQuery(search));
      const [path] = pathsOf(sample).filter((each) => each.state.status === 'done');
      expect(path && outcomeOf(path)).toBe(outcome);
      expect(outcomeBySpec(sample)).toBe(outcome);
      expect(path?.state.output).toEqual(expect.objectContaining(decisionBySpec(outcome, sample)));
    },
  );
});
