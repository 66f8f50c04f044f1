/**
 * The catalogue: courses and their chapters, tutors, search, seasons, regions and the basic data.
 * What other modules use of it; its routes are registered from ./routes.
 */
export {
  CLASS_NOT_FOUND,
  COURSE_NOT_FOUND,
  courseInformation,
  courseReadable,
  enrolledSql,
  isEnrolled,
  PURCHASE_REQUIRED,
} from './courses';
export { regionPath, zoneWithChildren } from './regions';
export { coursesOnSale, listedCourses, type SaleState, saleStateOf } from './saleWindow';
export { seasonAt } from './seasons';
export { tutorDetail, tutorIsShown } from './tutors';
