export { toAppRoute } from './appRoute';
export * from './guard';
export { findRedirect, isMobileModulePath, matchRoute, resolvePath, type ResolvedPath } from '@contract/routes/match';
export { normalizeSearch, parseRouteQuery } from './query';
export { mobileNotFoundRoute, notFoundRoute, routePages, routeRedirects, routeTable } from '@contract/routes/table';
export * from '@contract/routes/types';
