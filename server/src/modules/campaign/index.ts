/**
 * Campaigns: free trials, live classes, parents' binding and the study messages sent to them.
 * What other modules use of it; its routes are registered from ./routes.
 */
export * from './services';
export { accountForPhone } from './signIn';
export { registerCampaignSmsPurposes as campaignSmsPurposes } from './smsPurposes';
