export { preloadAccountMenu, SiteHeader, siteHeaderStates } from './SiteHeader';
export type { SiteHeaderProps, SiteHeaderState } from './SiteHeader';
export type { HeaderUser } from './AccountTrigger';
export { accountMenuItems, headerNavItems } from './navItems';
export type { AccountMenuKey, HeaderNavKey } from './navItems';
export { isPastStickyOffset, useStickyHeader } from './stickyHeader';
