export * from './SitePageTable';
