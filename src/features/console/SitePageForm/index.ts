export * from './SitePageForm';
export * from './SitePagePreview';
