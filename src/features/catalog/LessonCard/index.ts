export { LessonCard, LessonCardSkeleton } from './LessonCard';
export type { LessonCardData, LessonCardProps } from './LessonCard';
