export { CourseHero, CourseHeroSkeleton } from './CourseHero';
export type { CourseHeroData, CourseHeroProps } from './CourseHero';
