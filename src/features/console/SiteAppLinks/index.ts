export * from './SiteAppLinks';
