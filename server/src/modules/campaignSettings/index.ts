/** The campaign pages' settings (campaign_settings): read with their defaults, saved version-checked and audited. */
export * from './campaignSettings';
