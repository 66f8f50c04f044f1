export { TrialOffers, type TrialOffer, type TrialOffersProps } from './TrialOffers';
