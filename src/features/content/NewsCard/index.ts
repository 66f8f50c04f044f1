export { NewsCard, NewsCardSkeleton, newsCardVariants, newsPath } from './NewsCard';
export type { NewsCardData, NewsCardProps, NewsCardVariant } from './NewsCard';
