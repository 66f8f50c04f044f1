export { AboutSidebar } from './AboutSidebar';
export type { AboutSidebarProps } from './AboutSidebar';
export { aboutPagePath, aboutPages } from './aboutPages';
export type { AboutPageSlug } from './aboutPages';
