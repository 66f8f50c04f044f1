export { toAppRoute } from './appRoute';
export * from './guard';
export { findRedirect, isMobileModulePath, matchRoute, resolvePath, type ResolvedPath } from './match';
export { normalizeSearch, parseRouteQuery } from './query';
export { mobileNotFoundRoute, notFoundRoute, routePages, routeRedirects, routeTable } from './table';
export * from './types';
