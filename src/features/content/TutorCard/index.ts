export { TutorCard, TutorCardSkeleton, tutorPath } from './TutorCard';
export type { TutorCardData } from './TutorCard';
