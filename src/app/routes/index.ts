export { toAppRoute } from './appRoute';
export * from './guard';
export { normalizeSearch, parseRouteQuery } from './query';
