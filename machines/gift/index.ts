export { giftClaimMachine, giftStateIds, type GiftClaimMachine } from './giftClaimMachine';
export * from './rules';
export * from './types';
