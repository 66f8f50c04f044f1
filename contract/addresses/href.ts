/**
 * Addresses of the site's pages that other pages, messages and the server link to, built in one place so a
 * page's path and its query names are written once.
 */
type CourseRef = { courseId: number | string };

export const href = {
  /** A course's page: outline, teacher, reviews. */
  courseChapter: ({ courseId }: CourseRef) => `/course/chapter?courseId=${courseId}`,
  /** Placing the order for a course. */
  coursePurchase: ({ courseId }: CourseRef) => `/course/purchase?courseId=${courseId}`,
  /** The outline of an owned course with each lesson's state. */
  myCourseChapter: ({ courseId }: CourseRef) => `/personal/my-course-chapter?courseId=${courseId}`,
};
