export * from './SiteContentTabs';
