import { decideRoute, type GuardDecision, type GuardInput } from '@machines/routeGuard';
import { normalizeSearch, parseRouteQuery } from './query';

export {
  DEFAULT_TITLE_KEY,
  EVALUATION_LOGIN_PATH,
  EVALUATION_REPORT_PATH,
  HOME_PATH,
  MOBILE_LOGIN_PATH,
  MOBILE_LOGIN_RETURN_PARAM,
  SHARE_ID_COOKIE_DAYS,
  type GuardDecision,
  type GuardEffect,
  type GuardInput,
} from '@machines/routeGuard';
export const MOBILE_HOME_PATH = '/m/home';

/**
 * Decides what happens to one navigation (SPEC §4 Route guard): the route guard machine
 * (machines/routeGuard) holds the rules and their order. Pure: the caller performs the redirect and the
 * effects. The query is read here, as the pages read it.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const search = normalizeSearch(input.search);
  return decideRoute({ ...input, search, query: parseRouteQuery(search) });
}
