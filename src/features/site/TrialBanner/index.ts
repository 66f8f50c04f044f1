export { TrialBanner } from './TrialBanner';
