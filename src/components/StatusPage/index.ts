export { StatusPage, statusPageVariants } from './StatusPage';
export type { StatusPageProps, StatusPageVariant } from './StatusPage';
export { StatusIllustration } from './StatusIllustration';
