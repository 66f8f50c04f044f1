import type { RouteDef, RouteQuery, RouteRedirect, RouteTitleKey } from '@contract/routes/types';

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

/**
 * What the route guard machine starts from: a navigation with its query already read, so that the rules see
 * the same parameters the pages do (the app reads them with src/app/routes/query.ts).
 */
export interface RouteGuardInput extends GuardInput {
  /** Empty, or starting with `?`: appended as it is to the addresses the guard sends to. */
  search: string;
  /** The navigation parameters of `search`; blank values absent. */
  query: RouteQuery;
}

export type GuardEffect =
  | { type: 'saveShareId'; shareId: string }
  | { type: 'saveShareIdCookie'; shareId: string; days: number }
  /** Warn that login is needed; the warning's OK opens the login dialog and remembers `path` (with query). */
  | { type: 'showLoginRequiredWarning'; path: string };

export interface GuardRedirect {
  to: string;
  replace: boolean;
}

export interface GuardDecision {
  redirect?: GuardRedirect;
  effects: GuardEffect[];
  /** Title of the page that ends up shown. */
  title: RouteTitleKey;
  /** The page the input path draws when no redirect applies. */
  route: RouteDef;
}

export interface RouteGuardContext extends RouteGuardInput {
  /** The path after following the redirect entries. */
  path: string;
  /** The page that path draws. */
  route: RouteDef;
  /** The redirect entries passed through, in order: a moved address when any. */
  via: readonly RouteRedirect[];
  /** The page the visitor is going to, as it is named in a return address: its own path, or the unknown path. */
  target: string;
  /** The phone site's twin a first visit from a phone or tablet goes to, without the query. */
  mobileTwin: string | undefined;
  effects: GuardEffect[];
  redirect: GuardRedirect | undefined;
}
