export * from './CampaignParentTexts';
