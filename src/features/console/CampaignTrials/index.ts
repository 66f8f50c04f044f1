export * from './CampaignTrials';
export * from './TrialDialog';
export * from './TrialClaimsDialog';
export * from './types';
