export * from './SiteAccounts';
