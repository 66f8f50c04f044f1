export { EmptyState, emptyStateSizes } from './EmptyState';
export type { EmptyStateProps, EmptyStateSize } from './EmptyState';
export { EmptyIllustration } from './EmptyIllustration';
