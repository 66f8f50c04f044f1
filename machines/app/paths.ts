import type { AppRoute } from './types';

export const HOME_PATH = '/home';
export const ROOT_PATH = '/';
export const REGISTER_PATH = '/register';
/** The phone's login page: once logged in, it gives its place in history to the page it returns to. */
export const MOBILE_LOGIN_PATH = '/m/login';
export const SHARED_ORDER_PATH = '/order-detail-share';
export const EVALUATION_LOGIN_PATH = '/e/login';
export const EVALUATION_REPORT_PATH = '/e/report';
/** Query parameter of /e/login naming the page to return to after login. */
export const EVALUATION_REDIRECT_PARAM = 'redirect';

/** Video players load their protected stream once on mount, so they are reloaded rather than re-rendered. */
const PLAYER_PATHS = ['/video', '/small-video'];

export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

export function isPlayerPath(path: string): boolean {
  return PLAYER_PATHS.includes(pathnameOf(path));
}

export function fullPath(route: AppRoute): string {
  return `${route.pathname}${route.search}`;
}

export function sharedOrderPath(shareId: string): string {
  return `${SHARED_ORDER_PATH}?${new URLSearchParams({ shareId })}`;
}

/**
 * Where an expired evaluation session sends the visitor: /e/login, returning afterwards to the page
 * they were on. The order detail cannot be rebuilt after a new login, so it falls back to the report.
 */
export function evaluationLoginPath(route: AppRoute): string {
  const back = route.pathname === '/e/order-detail' ? EVALUATION_REPORT_PATH : fullPath(route);
  return `${EVALUATION_LOGIN_PATH}?${new URLSearchParams({ [EVALUATION_REDIRECT_PARAM]: back })}`;
}
