/** SPEC §4 Route guard: the addresses it sends visitors to and what it keeps. */
import { resolvePath } from '@contract/routes/match';
import type { RouteTitleKey } from '@contract/routes/types';

export const DEFAULT_TITLE_KEY: RouteTitleKey = 'routes.defaultTitle';
/** SPEC §9: the shareId cookie lives 7 days. */
export const SHARE_ID_COOKIE_DAYS = 7;
export const HOME_PATH = '/home';
export const MOBILE_LOGIN_PATH = '/m/login';
/** Query parameter of /m/login naming the page it was going to. */
export const MOBILE_LOGIN_RETURN_PARAM = 'redirect';
export const EVALUATION_LOGIN_PATH = '/e/login';
export const EVALUATION_REPORT_PATH = '/e/report';

/** Title of the page an address (with or without its query) ends up drawing. */
export function titleFor(to: string): RouteTitleKey {
  return resolvePath(to.split('?')[0] ?? to).route.title ?? DEFAULT_TITLE_KEY;
}
