export * from './SiteList';
