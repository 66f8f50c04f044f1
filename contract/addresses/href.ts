/**
 * Addresses of the site's pages that other pages, messages and the server link to, built in one place so a
 * page's path and its query names are written once.
 */
type CourseRef = { courseId: number | string };
type ChapterRef = { chapterId: number | string };
type LessonRef = { classId: number | string };

export const href = {
  /** A course's page: outline, teacher, reviews. */
  courseChapter: ({ courseId }: CourseRef) => `/course/chapter?courseId=${courseId}`,
  /** A chapter's lessons with their videos and practice. */
  courseChapterSub: ({ chapterId }: ChapterRef) => `/course/chaptersub?chapterId=${chapterId}`,
  /** Placing the order for a course. */
  coursePurchase: ({ courseId }: CourseRef) => `/course/purchase?courseId=${courseId}`,
  /**
   * Paying a placed order; `channel` (alipay, wechat, share …) picks the way to pay, and without it the page
   * offers its default.
   */
  coursePayment: ({ orderNo, channel }: { orderNo: string; channel?: string }) =>
    channel === undefined
      ? `/course/purchase-alipay-payment?orderNo=${orderNo}`
      : `/course/purchase-alipay-payment?orderNo=${orderNo}&channel=${channel}`,
  /** The result of paying on a phone: one's own order, or an order paid for somebody else. */
  mobileOrderSuccess: (ref: { orderNo: string } | { shareId: string }) =>
    'orderNo' in ref ? `/m/order/success?orderNo=${ref.orderNo}` : `/m/order/success?shareId=${encodeURIComponent(ref.shareId)}`,
  /** Paying an order somebody shared ("ask someone to pay"), on a computer and on a phone. */
  orderDetailShare: ({ shareId }: { shareId: string }) => `/order-detail-share?shareId=${encodeURIComponent(shareId)}`,
  mobileOrderDetailShare: ({ shareId }: { shareId: string }) => `/m/order-detail-share?shareId=${encodeURIComponent(shareId)}`,
  /** The outline of an owned course with each lesson's state. */
  myCourseChapter: ({ courseId }: CourseRef) => `/personal/my-course-chapter?courseId=${courseId}`,
  /** A lesson in the player. */
  lesson: ({ classId }: LessonRef) => `/video?classId=${classId}`,
  /** A lesson's exercises, answered and marked one by one. */
  lessonPractice: ({ classId }: LessonRef) => `/studymag/practice?classId=${classId}`,
  /** The wrong-answer book (错题本). */
  wrongBook: () => '/studymag/wrong-book',
  /** A bound parent's view of the child's weekly report. */
  childReport: (reportId: number | string) => `/personal/child-report?reportId=${reportId}`,

  /** The phone's one catalogue page shows a course, a chapter's course or a trial lesson by its query. */
  mobileCourse: ({ courseId }: CourseRef) => `/m/course?courseId=${courseId}`,
  mobileCourseChapter: ({ chapterId }: ChapterRef) => `/m/course?chapterId=${chapterId}`,
  mobileTrialLesson: ({ classId }: LessonRef) => `/m/course?classId=${classId}`,

  /** The campaign pages of owned courses (reached from links sent by SMS): sign-in, list, player, sending. */
  myCourseLogin: () => '/myCourse/login',
  myCourseIndex: () => '/myCourse/index',
  myCourseVideo: ({ courseId }: CourseRef) => `/myCourse/video?courseId=${courseId}`,
  myCourseSend: ({ courseId }: CourseRef) => `/myCourse/send?courseId=${courseId}`,
};
