export { PriceSummary, type PriceSummaryProps } from './PriceSummary';
