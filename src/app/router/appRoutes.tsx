import { useRoutes, type RouteObject } from 'react-router';
import { routeTable, type RouteDef, type RouteLayout } from '@/app/routes';
import { ChunkSlot } from './ChunkSlot';
import type { ChunkCache } from './lazyPages';

export interface CreateAppRoutesOptions {
  layouts: ChunkCache;
  pages: ChunkCache;
  onReload: () => void;
}

/**
 * The router's routes, built from the route table: one layout route per layout (its chunk keyed by the
 * layout name), each page of the table under its layout (its chunk keyed by the page id).
 */
export function createAppRoutes({ layouts, pages, onReload }: CreateAppRoutesOptions): RouteObject[] {
  const byLayout = new Map<RouteLayout, RouteDef[]>();
  for (const route of routeTable) byLayout.set(route.layout, [...(byLayout.get(route.layout) ?? []), route]);
  return [...byLayout].map(([layout, defs]) => ({
    element: <ChunkSlot chunk={layouts.get(layout)} onReload={onReload} />,
    children: defs.map((route) => ({
      path: route.path,
      element: <ChunkSlot chunk={pages.get(route.page)} onReload={onReload} />,
    })),
  }));
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
