export { CourseList } from './CourseList';
export type { CourseListProps, CoursePage } from './CourseList';
