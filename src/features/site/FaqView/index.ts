export { FaqView } from './FaqView';
export type { FaqViewProps } from './FaqView';
