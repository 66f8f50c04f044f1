import { mobileNotFoundRoute, notFoundRoute, routeRedirects, routeTable } from './table';
import type { RouteDef, RouteRedirect } from './types';

const byPath = new Map(routeTable.filter((route) => !route.notFound).map((route) => [route.path.toLowerCase(), route]));
const redirectsByPath = new Map(routeRedirects.map((redirect) => [redirect.from.toLowerCase(), redirect]));

/** Paths match without regard to case or a trailing slash, as links typed by hand often differ in both. */
function key(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

export function isMobileModulePath(pathname: string): boolean {
  const normalized = key(pathname);
  return normalized === '/m' || normalized.startsWith('/m/');
}

export function findRedirect(pathname: string): RouteRedirect | undefined {
  return redirectsByPath.get(key(pathname));
}

/** The page drawn for a path (redirects not followed); unknown paths get the 404 of their module. */
export function matchRoute(pathname: string): RouteDef {
  const found = byPath.get(key(pathname));
  if (found) return found;
  return isMobileModulePath(pathname) ? mobileNotFoundRoute : notFoundRoute;
}

export interface ResolvedPath {
  /** Path after following redirects. */
  pathname: string;
  route: RouteDef;
  /** The redirects passed through, in order. */
  via: RouteRedirect[];
}

/** Follows redirect entries to the page that is finally drawn. */
export function resolvePath(pathname: string): ResolvedPath {
  const via: RouteRedirect[] = [];
  let current = pathname;
  for (let redirect = findRedirect(current); redirect && via.length < routeRedirects.length; redirect = findRedirect(current)) {
    via.push(redirect);
    current = redirect.to;
  }
  return { pathname: current, route: matchRoute(current), via };
}

/**
 * The phone site's twin that a first visit from a phone or tablet is sent to (SPEC §4 Route guard), without the
 * query, or undefined where the visit stays: the browser's guard and the server (before it draws anything) ask
 * the same question.
 */
export function mobileJump(pathname: string): string | undefined {
  const { pathname: path, route, via } = resolvePath(pathname);
  const jumping = via.find((redirect) => redirect.jumpable && !isMobileModulePath(redirect.from));
  if (jumping) return `/m${jumping.from}`;
  const target = route.notFound ? path : route.path;
  return route.jumpable && !isMobileModulePath(target) ? `/m${target}` : undefined;
}

/**
 * The page the browser ends up drawing for a path, after its redirects; undefined where it draws its
 * not-found view. The server describes that page in the HTML it answers (page head, opening answers).
 */
export function findPage(pathname: string): RouteDef | undefined {
  const { route } = resolvePath(pathname);
  return route.notFound ? undefined : route;
}
