export { SiteFooter } from './SiteFooter';
export type { SiteFooterProps } from './SiteFooter';
export { formatServiceHours } from './serviceHours';
export type { ServiceHours } from './serviceHours';
export { footerLicenceLinks, footerLinkGroups } from './footerLinks';
