import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { guardRoute, type GuardDecision, type GuardEffect } from '@/app/routes';
import { resolvePath } from '@contract/routes/match';
import type { RouteDef } from '@contract/routes/types';
import { PageLoading } from './PageLoading';

export interface EvaluationTokenCheck {
  hasEToken(): boolean;
}

/** What the gate needs to know and do around the pure guard. */
export interface GuardEnvironment {
  /** True until the first page of this page load has been shown. */
  isFirstEntry(): boolean;
  isMobileDevice(): boolean;
  isLoggedIn(): boolean;
  /** The eToken check once the cookie store has loaded, else null. */
  evaluationTokenLoaded(): EvaluationTokenCheck | null;
  loadEvaluationToken(): Promise<EvaluationTokenCheck>;
  applyEffect(effect: GuardEffect): void;
  /** A page is on screen (no redirect): the app follows the location and preloads the page chunk. */
  pageShown(location: { pathname: string; search: string }, route: RouteDef): void;
}

const AcceptedLocationContext = createContext<Location | null>(null);

/** The location the pages show: the latest one the guard let through (the router's own outside a gate). */
export function useAcceptedLocation(): Location {
  const routerLocation = useLocation();
  return useContext(AcceptedLocationContext) ?? routerLocation;
}

/**
 * Runs the route guard on every location before any layout or page renders. A redirect replaces the
 * refused entry, so the page the visitor came from stays the one behind it in history. While the guard
 * decides or redirects, the pages stay on the last location it let through (none is drawn for a refused
 * one), so kept-alive pages are never torn down by a redirect.
 */
export function RouteGate({ guard, children }: { guard: GuardEnvironment; children?: ReactNode }) {
  const location = useLocation();
  // Only evaluation pages read the eToken, so other pages never wait for the cookie store.
  const needsToken = resolvePath(location.pathname).route.area === 'evaluation';
  const [evaluation, setEvaluation] = useState(() => guard.evaluationTokenLoaded());
  useEffect(() => {
    if (!needsToken || evaluation) return;
    let current = true;
    void guard.loadEvaluationToken().then((check) => {
      if (current) setEvaluation(check);
    });
    return () => {
      current = false;
    };
  }, [guard, needsToken, evaluation]);
  const ready = !needsToken || evaluation !== null;

  // Decided once per location: later changes of the session (a logout, an expiry) have their own flows.
  const decision: GuardDecision | null = useMemo(
    () =>
      ready
        ? guardRoute({
            pathname: location.pathname,
            search: location.search,
            isFirstEntry: guard.isFirstEntry(),
            isMobileDevice: guard.isMobileDevice(),
            isLoggedIn: guard.isLoggedIn(),
            hasEToken: evaluation?.hasEToken() ?? false,
          })
        : null,
    [guard, location, ready, evaluation],
  );

  useEffect(() => {
    if (!decision) return;
    for (const effect of decision.effects) guard.applyEffect(effect);
    if (!decision.redirect) guard.pageShown(location, decision.route);
  }, [guard, decision, location]);

  const accepted = decision && !decision.redirect ? location : null;
  const [lastAccepted, setLastAccepted] = useState(accepted);
  if (accepted && accepted !== lastAccepted) setLastAccepted(accepted);
  const shown = accepted ?? lastAccepted;

  return (
    <>
      {decision?.redirect ? <Navigate to={decision.redirect.to} replace /> : null}
      {shown ? <AcceptedLocationContext.Provider value={shown}>{children}</AcceptedLocationContext.Provider> : <PageLoading />}
    </>
  );
}
