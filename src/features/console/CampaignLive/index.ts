export * from './CampaignLive';
export * from './LiveClassDialog';
export * from './LiveSignupsDialog';
export * from './types';
