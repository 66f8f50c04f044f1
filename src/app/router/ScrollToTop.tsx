import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useAppActor } from '@/app/providers/appActorContext';
import { matchRoute } from '@contract/routes/match';

/**
 * A new page starts at its top; going back or forward leaves the browser to restore the position. A
 * kept-alive page the visitor returns to (see AppRoutes) comes back scrolled where it was left.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const actor = useAppActor();
  // The last scroll position of each kept-alive page, followed while it is on screen.
  const [positions] = useState(() => new Map<string, number>());
  const onScreen = useRef<string | null>(null);

  useEffect(() => {
    const remember = () => {
      if (onScreen.current !== null) positions.set(onScreen.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [positions]);

  // Before the first paint of the page, so a returning page never shows at the wrong position.
  useLayoutEffect(() => {
    const route = matchRoute(pathname);
    const kept = route.keepAlive ? route.page : null;
    const saved = kept !== null && actor.getSnapshot().context.keptAlivePages.includes(kept) ? positions.get(kept) : undefined;
    onScreen.current = kept;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    if (kept === null) return;
    if (saved !== undefined || navigationType !== 'POP') {
      positions.set(kept, saved ?? 0);
      return;
    }
    // Where the browser left the page (a first visit, back or forward), read in a task of its own:
    // reading it now would force a layout of the whole new page inside this commit, on a first visit
    // the longest task of the load.
    const later = setTimeout(() => positions.set(kept, window.scrollY));
    return () => clearTimeout(later);
  }, [pathname, navigationType, actor, positions]);
  return null;
}
