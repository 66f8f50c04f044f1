export * from './SiteAdvisers';
