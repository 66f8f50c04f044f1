import { createActor } from 'xstate';
import { normalizeSearch, parseRouteQuery } from '@/app/routes';
import { routeGuardMachine, type GuardInput, type RouteGuardInput, type RouteGuardOutcome } from '@machines/routeGuard';

/** A later navigation of an anonymous desktop visitor unless `overrides` say otherwise; the query read as the app reads it. */
export function navigation(pathname: string, overrides: Partial<GuardInput> = {}): RouteGuardInput {
  const input: GuardInput = {
    pathname,
    search: '',
    isFirstEntry: false,
    isMobileDevice: false,
    isLoggedIn: false,
    hasEToken: false,
    ...overrides,
  };
  const search = normalizeSearch(input.search);
  return { ...input, search, query: parseRouteQuery(search) };
}

/** Runs the machine as an actor: where it ends, and what it decided. */
export function guard(input: RouteGuardInput) {
  const snapshot = createActor(routeGuardMachine, { input }).start().getSnapshot();
  const outcome = typeof snapshot.value === 'string' ? (snapshot.value as RouteGuardOutcome) : undefined;
  return { outcome, status: snapshot.status, decision: snapshot.output };
}
