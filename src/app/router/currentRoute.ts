import { useLocation } from 'react-router';
import { DEFAULT_TITLE_KEY, HOME_PATH, EVALUATION_REPORT_PATH } from '@/app/routes';
import { matchRoute } from '@contract/routes/match';
import type { RouteArea, RouteDef, RouteTitleKey } from '@contract/routes/types';

export const MOBILE_HOME_PATH = '/m/home';

/** The route-table entry of the page on screen (redirects have been followed by the time it renders). */
export function useCurrentRoute(): RouteDef {
  return matchRoute(useLocation().pathname);
}

export function titleKeyOf(route: RouteDef): RouteTitleKey {
  return route.title ?? DEFAULT_TITLE_KEY;
}

/** Where 'back to home' leads from a page of an area: each area has its own start page. */
export function homePathFor(area: RouteArea): string {
  switch (area) {
    case 'mobile':
      return MOBILE_HOME_PATH;
    case 'evaluation':
      return EVALUATION_REPORT_PATH;
    default:
      return HOME_PATH;
  }
}

/** Whether this tab has an earlier entry of the app to go back to (the router numbers its entries). */
export function canGoBack(): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { idx?: unknown }).idx === 'number' &&
    (state as { idx: number }).idx > 0
  );
}
