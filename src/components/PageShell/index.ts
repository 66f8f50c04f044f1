export { AnchorLink, isActivePath } from './ChromeLink';
export type { ChromeLinkProps, LinkComponent } from './ChromeLink';
export { Container } from './Container';
export { Breadcrumb, PageTitle } from './PageTitle';
export type { BreadcrumbItem, BreadcrumbProps, PageTitleProps } from './PageTitle';
export { Section, sectionSurfaces } from './Section';
export type { SectionProps, SectionSurface } from './Section';
export { linkButton, linkButtonTones } from './linkButton.css';
export type { LinkButtonTone } from './linkButton.css';
