export { ADVISER_ACCOUNT_SHOWN_CHARS, AdviserCard, adviserCardStatuses } from './AdviserCard';
export type { AdviserCardProps, AdviserCardStatus } from './AdviserCard';
