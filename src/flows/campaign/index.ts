// What the rest of the app uses of the campaign flows: reach them through '@/flows/campaign', never a file inside.
export * from './channels';
export * from './useCampaignLogin';
export * from './usePhoneCodeForm';
export * from './useSmsSender';
