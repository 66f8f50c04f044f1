export { ReviewList } from './ReviewList';
export type { Review, ReviewListProps, ReviewPage } from './ReviewList';
