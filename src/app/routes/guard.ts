import { mobileJump, resolvePath } from '@contract/routes/match';
import { normalizeSearch, parseRouteQuery } from './query';
import type { RouteDef, RouteTitleKey } from '@contract/routes/types';

export const DEFAULT_TITLE_KEY: RouteTitleKey = 'routes.defaultTitle';
/** SPEC §9: the shareId cookie lives 7 days. */
export const SHARE_ID_COOKIE_DAYS = 7;
export const HOME_PATH = '/home';
export const MOBILE_HOME_PATH = '/m/home';
export const MOBILE_LOGIN_PATH = '/m/login';
/** Query parameter of /m/login naming the page it was going to. */
export const MOBILE_LOGIN_RETURN_PARAM = 'redirect';
export const EVALUATION_LOGIN_PATH = '/e/login';
export const EVALUATION_REPORT_PATH = '/e/report';

export interface GuardInput {
  pathname: string;
  search: string;
  /** True until the first navigation of this page load has completed. */
  isFirstEntry: boolean;
  /** Phone or tablet. */
  isMobileDevice: boolean;
  /** A desktop user (rsNo) is present. */
  isLoggedIn: boolean;
  /** The evaluation area's eToken cookie exists. */
  hasEToken: boolean;
}

export type GuardEffect =
  | { type: 'saveShareId'; shareId: string }
  | { type: 'saveShareIdCookie'; shareId: string; days: number }
  /** Warn that login is needed; the warning's OK opens the login dialog and remembers `path` (with query). */
  | { type: 'showLoginRequiredWarning'; path: string };

export interface GuardDecision {
  redirect?: { to: string; replace: boolean };
  effects: GuardEffect[];
  /** Title of the page that ends up shown. */
  title: RouteTitleKey;
  /** The page the input path draws when no redirect applies. */
  route: RouteDef;
}

function titleFor(to: string): RouteTitleKey {
  return resolvePath(to.split('?')[0] ?? to).route.title ?? DEFAULT_TITLE_KEY;
}

/**
 * Decides what happens to one navigation (SPEC §4 Route guard). Pure: the caller performs the redirect
 * and the effects. A redirect is decided by the first rule that applies, in the order below; effects
 * are collected independently of it.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const search = normalizeSearch(input.search);
  const query = parseRouteQuery(search);
  const effects: GuardEffect[] = [];
  if (query.shareId) effects.push({ type: 'saveShareId', shareId: query.shareId });

  const { pathname: path, route, via } = resolvePath(input.pathname);
  const decide = (to: string, replace: boolean): GuardDecision => ({
    redirect: { to, replace },
    effects,
    title: titleFor(to),
    route,
  });
  const jump = input.isFirstEntry && input.isMobileDevice ? mobileJump(input.pathname) : undefined;
  if (jump) return decide(`${jump}${search}`, true);
  const target = route.notFound ? path : route.path;

  // Study management is open to phones too (SPEC sent them to /): 我的 links to it, drawn in the phone's frame.

  if (route.area === 'desktop' && route.requiresAuth && !input.isLoggedIn && input.isMobileDevice) {
    // A phone logs in on its own page, not the desktop dialog over /home, and comes back to this very page.
    const query = new URLSearchParams({ [MOBILE_LOGIN_RETURN_PARAM]: `${target}${search}` });
    return decide(`${MOBILE_LOGIN_PATH}?${query}`, true);
  }

  if (route.area === 'desktop' && route.requiresAuth && !input.isLoggedIn) {
    effects.push({ type: 'showLoginRequiredWarning', path: `${target}${search}` });
    // Pushed, not replaced: the page the visitor came from stays in history.
    return decide(HOME_PATH, false);
  }

  if (route.area === 'mobile' && route.path !== MOBILE_LOGIN_PATH) {
    const verified = Boolean(query.mobilePhone || query.code);
    const sharedWithoutPhone = Boolean(query.shareId) && !verified;
    const needsLogin = route.requiresAuth && !input.isLoggedIn && !verified;
    if (sharedWithoutPhone || needsLogin) {
      // The query is kept for the login page; `redirect` names the page to go on to afterwards.
      const query = new URLSearchParams(search);
      query.set(MOBILE_LOGIN_RETURN_PARAM, target);
      return decide(`${MOBILE_LOGIN_PATH}?${query}`, true);
    }
  }

  if (route.area === 'evaluation') {
    if (query.shareId) effects.push({ type: 'saveShareIdCookie', shareId: query.shareId, days: SHARE_ID_COOKIE_DAYS });
    if (input.hasEToken && route.isLoginRoute) return decide(EVALUATION_REPORT_PATH, true);
    if (!input.hasEToken && route.requiresEvaluationAuth) return decide(EVALUATION_LOGIN_PATH, true);
  }

  if (via.length > 0) return decide(`${target}${search}`, true);
  return { effects, title: route.title ?? DEFAULT_TITLE_KEY, route };
}
