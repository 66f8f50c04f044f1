export { OrderCourse, type OrderCourseData, type OrderCourseProps } from './OrderCourse';
