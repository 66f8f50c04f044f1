export { CourseCard, CourseCardSkeleton, courseCardVariants, readablePriceColor } from './CourseCard';
export type { CourseCardData, CourseCardProps, CourseCardVariant } from './CourseCard';
