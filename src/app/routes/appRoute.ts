import type { AppRoute } from '@machines/app';
import { resolvePath } from '@contract/routes/match';
import { normalizeSearch } from './query';

/** The current page as the app machine sees it (`route.changed`), flags taken from the route table. */
export function toAppRoute(pathname: string, search: string): AppRoute {
  const { route } = resolvePath(pathname);
  return { pathname, search: normalizeSearch(search), requiresAuth: route.requiresAuth, area: route.area };
}
