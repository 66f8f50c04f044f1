export { CoursePrice } from './CoursePrice';
export type { CoursePriceData, CoursePriceProps } from './CoursePrice';
