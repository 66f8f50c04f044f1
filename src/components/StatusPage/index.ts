export { StatusPage } from './StatusPage';
export type { StatusPageProps } from './StatusPage';
export { statusPageVariants, type StatusPageVariant } from './statusPageVariants';
export { StatusIllustration } from './StatusIllustration';
