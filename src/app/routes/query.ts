import type { RouteQuery } from '@contract/routes/types';

const names = ['shareId', 'code', 'mobilePhone', 'keyWord'] as const satisfies readonly (keyof RouteQuery)[];

/** Reads the navigation-relevant query parameters; blank values count as absent. */
export function parseRouteQuery(search: string): RouteQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const query: RouteQuery = {};
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** `search` as it is appended to a path: empty, or starting with `?`. */
export function normalizeSearch(search: string): string {
  const bare = search.startsWith('?') ? search.slice(1) : search;
  return bare ? `?${bare}` : '';
}
