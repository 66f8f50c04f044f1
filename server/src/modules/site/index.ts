/**
 * The site: pages, banners, tenders and FAQ, advisers, and the WeChat share signature.
 * What other modules use of it; its routes are registered from ./routes.
 */
export { adviserFor, NO_ADVISER } from './advisers';
export { seasonSlide, tenderIsPublished } from './site';
