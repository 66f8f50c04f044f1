/**
 * Insight: the owner's dashboard and the page-visit counter of the public site.
 * What other modules use of it; its routes are registered from ./routes.
 */
export { recordVisit } from './visits';
