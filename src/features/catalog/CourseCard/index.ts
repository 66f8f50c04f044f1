export { CourseCard, CourseCardSkeleton, courseCardVariants, coursePath, readablePriceColor } from './CourseCard';
export type { CourseCardData, CourseCardProps, CourseCardVariant } from './CourseCard';
