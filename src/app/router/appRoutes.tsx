import { Activity, memo, useEffect, useState } from 'react';
import { useRoutes, type Location, type RouteObject } from 'react-router';
import { matchRoute } from '@contract/routes/match';
import type { RouteDef } from '@contract/routes/types';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { ChunkSlot } from './ChunkSlot';
import type { ChunkCache } from './lazyPages';
import { useAcceptedLocation } from './RouteGate';
import { pageHost } from './router.css';

export interface CreateAppRoutesOptions {
  layouts: ChunkCache;
  pages: ChunkCache;
  onReload: () => void;
}

/** The router's routes for one path: the branch of the route table that draws it. */
export interface RouteBranches {
  forPath(pathname: string): RouteObject[];
}

/**
 * The router's routes, built from the route table: for each page of the table, its layout route (its chunk
 * keyed by the layout name) with the page under it (its chunk keyed by the page id) in a host element that
 * carries its page id (`data-page`). The router is handed only the branch of the path being drawn, which
 * the route table has already matched: given the whole table, it flattened and ranked all of its routes
 * again at every render of a screen, a sixth of the first screen's render on a phone.
 */
export function createAppRoutes({ layouts, pages, onReload }: CreateAppRoutesOptions): RouteBranches {
  const branches = new Map<RouteDef, RouteObject[]>();
  const branchOf = (route: RouteDef): RouteObject[] => [
    {
      element: <ChunkSlot chunk={layouts.get(route.layout)} onReload={onReload} />,
      children: [
        {
          path: route.path,
          element: (
            <div data-page={route.page} className={pageHost}>
              <ChunkSlot chunk={pages.get(route.page)} onReload={onReload} />
            </div>
          ),
        },
      ],
    },
  ];
  return {
    forPath(pathname) {
      const route = matchRoute(pathname);
      let branch = branches.get(route);
      if (!branch) branches.set(route, (branch = branchOf(route)));
      return branch;
    },
  };
}

/** A layout with its page, drawn for `location`; unchanged props leave a hidden screen alone. */
const Screen = memo(function Screen({ routes, location }: { routes: RouteBranches; location: Location }) {
  return useRoutes(routes.forPath(location.pathname), location);
});

/**
 * The page on screen inside its layout. A page whose route is kept alive stays mounted, hidden, when the
 * visitor leaves it (its layout with it), at the location it was left at, and comes back as it was left;
 * it stays kept while the app state lists it (`keptAlivePages`, which it joins when first shown). Any
 * other page unmounts when the visitor leaves it.
 */
export function AppRoutes({ routes }: { routes: RouteBranches }) {
  const location = useAcceptedLocation();
  const actor = useAppActor();
  const keptPages = useAppSelector((snapshot) => snapshot.context.keptAlivePages);
  const route = matchRoute(location.pathname);
  const current = route.keepAlive ? route.page : null;

  // Where each kept page was last shown: a hidden one keeps drawing that location, not the current one.
  const [keptAt, setKeptAt] = useState<ReadonlyMap<string, Location>>(() => new Map());
  if (current !== null && keptAt.get(current) !== location) setKeptAt(new Map(keptAt).set(current, location));

  useEffect(() => {
    if (current !== null) actor.send({ type: 'keepAlive.add', page: current });
  }, [actor, current]);

  // The screen on view comes first, so document lookups by id find its elements, not a hidden page's.
  const kept = [...keptAt]
    .filter(([page]) => page === current || keptPages.includes(page))
    .sort(([a], [b]) => Number(b === current) - Number(a === current));
  return (
    <>
      {current === null ? <Screen key="current" routes={routes} location={location} /> : null}
      {kept.map(([page, at]) => (
        <Activity key={page} mode={page === current ? 'visible' : 'hidden'}>
          <Screen routes={routes} location={at} />
        </Activity>
      ))}
    </>
  );
}
