export { MobileNavbar, mobileNavbarStates } from './MobileNavbar';
export type { MobileNavbarAccount, MobileNavbarProps, MobileNavbarState } from './MobileNavbar';
export { mobileNavItems } from './navItems';
export type { MobileNavKey } from './navItems';
