export * from './CampaignGift';
export { beijingDateTime, type GiftClaimRow } from './GiftClaims';
