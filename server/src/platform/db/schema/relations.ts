import { relations } from 'drizzle-orm';
import { adviserAuthenticityChecks, advisers } from './advisers';
import { chapterClasses, chapters, courseCategories, courses, freeTrialCourses, gradeGroups, grades, videos } from './catalog';
import { banners, newsArticles, newsCategories, studentPraise, tutors } from './content';
import {
  evaluationAnswers,
  evaluationReports,
  evaluationSessions,
  evaluationUsers,
  exercises,
  recommendedExercises,
  testPaperExercises,
  testPapers,
} from './evaluation';
import {
  chapterEvaluations,
  courseEnrollments,
  exerciseRecords,
  learningRecords,
  studyPlanItems,
  studyPlans,
  studyReports,
} from './learning';
import { collections, feedback, notifications } from './misc';
import {
  orderChangeRequests,
  orderItems,
  orderLogistics,
  orders,
  orderStatusHistory,
  paymentNotifications,
  payments,
} from './orders';
import { provinces, zones } from './regions';
import { knownDevices, parentBindings, sessions, users } from './users';

export const gradeGroupsRelations = relations(gradeGroups, ({ many }) => ({
  grades: many(grades),
}));

export const gradesRelations = relations(grades, ({ one, many }) => ({
  group: one(gradeGroups, { fields: [grades.groupId], references: [gradeGroups.id] }),
  courses: many(courses),
}));

export const courseCategoriesRelations = relations(courseCategories, ({ many }) => ({
  courses: many(courses),
  tutors: many(tutors),
}));

export const coursesRelations = relations(courses, ({ one, many }) => ({
  category: one(courseCategories, { fields: [courses.categoryId], references: [courseCategories.id] }),
  grade: one(grades, { fields: [courses.gradeId], references: [grades.id] }),
  chapters: many(chapters),
  freeTrial: one(freeTrialCourses),
  orderItems: many(orderItems),
  enrollments: many(courseEnrollments),
}));

export const chaptersRelations = relations(chapters, ({ one, many }) => ({
  course: one(courses, { fields: [chapters.courseId], references: [courses.id] }),
  classes: many(chapterClasses),
  evaluations: many(chapterEvaluations),
}));

export const chapterClassesRelations = relations(chapterClasses, ({ one, many }) => ({
  chapter: one(chapters, { fields: [chapterClasses.chapterId], references: [chapters.id] }),
  video: one(videos, { fields: [chapterClasses.videoId], references: [videos.id] }),
  learningRecords: many(learningRecords),
}));

export const videosRelations = relations(videos, ({ many }) => ({
  classes: many(chapterClasses),
}));

export const freeTrialCoursesRelations = relations(freeTrialCourses, ({ one }) => ({
  course: one(courses, { fields: [freeTrialCourses.courseId], references: [courses.id] }),
}));

export const provincesRelations = relations(provinces, ({ many }) => ({
  zones: many(zones),
}));

export const zonesRelations = relations(zones, ({ one, many }) => ({
  province: one(provinces, { fields: [zones.provinceId], references: [provinces.id] }),
  parent: one(zones, { fields: [zones.parentId], references: [zones.id], relationName: 'zone_children' }),
  children: many(zones, { relationName: 'zone_children' }),
}));

export const advisersRelations = relations(advisers, ({ many }) => ({
  users: many(users),
  authenticityChecks: many(adviserAuthenticityChecks),
}));

export const adviserAuthenticityChecksRelations = relations(adviserAuthenticityChecks, ({ one }) => ({
  adviser: one(advisers, { fields: [adviserAuthenticityChecks.adviserId], references: [advisers.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  grade: one(grades, { fields: [users.gradeId], references: [grades.id] }),
  adviser: one(advisers, { fields: [users.adviserId], references: [advisers.id] }),
  province: one(provinces, { fields: [users.provinceId], references: [provinces.id] }),
  zone: one(zones, { fields: [users.zoneId], references: [zones.id] }),
  sessions: many(sessions),
  knownDevices: many(knownDevices),
  parentBindings: many(parentBindings),
  orders: many(orders),
  enrollments: many(courseEnrollments),
  collections: many(collections),
  notifications: many(notifications),
  feedback: many(feedback),
  learningRecords: many(learningRecords),
  exerciseRecords: many(exerciseRecords),
  studyReports: many(studyReports),
  studyPlans: many(studyPlans),
  chapterEvaluations: many(chapterEvaluations),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const knownDevicesRelations = relations(knownDevices, ({ one }) => ({
  user: one(users, { fields: [knownDevices.userId], references: [users.id] }),
}));

export const parentBindingsRelations = relations(parentBindings, ({ one }) => ({
  student: one(users, { fields: [parentBindings.studentUserId], references: [users.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  statusHistory: many(orderStatusHistory),
  logistics: one(orderLogistics),
  changeRequests: many(orderChangeRequests),
  payments: many(payments),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  course: one(courses, { fields: [orderItems.courseId], references: [courses.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
}));

export const orderLogisticsRelations = relations(orderLogistics, ({ one }) => ({
  order: one(orders, { fields: [orderLogistics.orderId], references: [orders.id] }),
}));

export const orderChangeRequestsRelations = relations(orderChangeRequests, ({ one }) => ({
  order: one(orders, { fields: [orderChangeRequests.orderId], references: [orders.id] }),
  fromCourse: one(courses, {
    fields: [orderChangeRequests.fromCourseId],
    references: [courses.id],
    relationName: 'order_change_from',
  }),
  toCourse: one(courses, {
    fields: [orderChangeRequests.toCourseId],
    references: [courses.id],
    relationName: 'order_change_to',
  }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
  notifications: many(paymentNotifications),
}));

export const paymentNotificationsRelations = relations(paymentNotifications, ({ one }) => ({
  payment: one(payments, { fields: [paymentNotifications.paymentId], references: [payments.id] }),
}));

export const newsCategoriesRelations = relations(newsCategories, ({ many }) => ({
  articles: many(newsArticles),
}));

export const newsArticlesRelations = relations(newsArticles, ({ one }) => ({
  category: one(newsCategories, { fields: [newsArticles.categoryId], references: [newsCategories.id] }),
}));

export const tutorsRelations = relations(tutors, ({ one }) => ({
  grade: one(grades, { fields: [tutors.gradeId], references: [grades.id] }),
  category: one(courseCategories, { fields: [tutors.categoryId], references: [courseCategories.id] }),
}));

export const studentPraiseRelations = relations(studentPraise, ({ one }) => ({
  course: one(courses, { fields: [studentPraise.courseId], references: [courses.id] }),
  grade: one(grades, { fields: [studentPraise.gradeId], references: [grades.id] }),
}));

export const bannersRelations = relations(banners, ({ one }) => ({
  course: one(courses, { fields: [banners.courseId], references: [courses.id] }),
}));

export const collectionsRelations = relations(collections, ({ one }) => ({
  user: one(users, { fields: [collections.userId], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const feedbackRelations = relations(feedback, ({ one }) => ({
  user: one(users, { fields: [feedback.userId], references: [users.id] }),
}));

export const courseEnrollmentsRelations = relations(courseEnrollments, ({ one }) => ({
  user: one(users, { fields: [courseEnrollments.userId], references: [users.id] }),
  course: one(courses, { fields: [courseEnrollments.courseId], references: [courses.id] }),
  order: one(orders, { fields: [courseEnrollments.orderId], references: [orders.id] }),
}));

export const chapterEvaluationsRelations = relations(chapterEvaluations, ({ one }) => ({
  chapter: one(chapters, { fields: [chapterEvaluations.chapterId], references: [chapters.id] }),
  user: one(users, { fields: [chapterEvaluations.userId], references: [users.id] }),
}));

export const learningRecordsRelations = relations(learningRecords, ({ one }) => ({
  user: one(users, { fields: [learningRecords.userId], references: [users.id] }),
  course: one(courses, { fields: [learningRecords.courseId], references: [courses.id] }),
  class: one(chapterClasses, { fields: [learningRecords.classId], references: [chapterClasses.id] }),
}));

export const exerciseRecordsRelations = relations(exerciseRecords, ({ one }) => ({
  user: one(users, { fields: [exerciseRecords.userId], references: [users.id] }),
  exercise: one(exercises, { fields: [exerciseRecords.exerciseId], references: [exercises.id] }),
  testPaper: one(testPapers, { fields: [exerciseRecords.testPaperId], references: [testPapers.id] }),
}));

export const studyReportsRelations = relations(studyReports, ({ one }) => ({
  user: one(users, { fields: [studyReports.userId], references: [users.id] }),
}));

export const studyPlansRelations = relations(studyPlans, ({ one, many }) => ({
  user: one(users, { fields: [studyPlans.userId], references: [users.id] }),
  items: many(studyPlanItems),
}));

export const studyPlanItemsRelations = relations(studyPlanItems, ({ one }) => ({
  plan: one(studyPlans, { fields: [studyPlanItems.planId], references: [studyPlans.id] }),
  category: one(courseCategories, { fields: [studyPlanItems.categoryId], references: [courseCategories.id] }),
  course: one(courses, { fields: [studyPlanItems.courseId], references: [courses.id] }),
}));

export const exercisesRelations = relations(exercises, ({ one, many }) => ({
  category: one(courseCategories, { fields: [exercises.categoryId], references: [courseCategories.id] }),
  grade: one(grades, { fields: [exercises.gradeId], references: [grades.id] }),
  testPapers: many(testPaperExercises),
}));

export const testPapersRelations = relations(testPapers, ({ one, many }) => ({
  category: one(courseCategories, { fields: [testPapers.categoryId], references: [courseCategories.id] }),
  grade: one(grades, { fields: [testPapers.gradeId], references: [grades.id] }),
  exercises: many(testPaperExercises),
}));

export const testPaperExercisesRelations = relations(testPaperExercises, ({ one }) => ({
  testPaper: one(testPapers, { fields: [testPaperExercises.testPaperId], references: [testPapers.id] }),
  exercise: one(exercises, { fields: [testPaperExercises.exerciseId], references: [exercises.id] }),
}));

export const evaluationUsersRelations = relations(evaluationUsers, ({ one, many }) => ({
  grade: one(grades, { fields: [evaluationUsers.gradeId], references: [grades.id] }),
  sessions: many(evaluationSessions),
  reports: many(evaluationReports),
  recommendedExercises: many(recommendedExercises),
}));

export const evaluationSessionsRelations = relations(evaluationSessions, ({ one }) => ({
  evaluationUser: one(evaluationUsers, {
    fields: [evaluationSessions.evaluationUserId],
    references: [evaluationUsers.id],
  }),
}));

export const evaluationReportsRelations = relations(evaluationReports, ({ one, many }) => ({
  evaluationUser: one(evaluationUsers, {
    fields: [evaluationReports.evaluationUserId],
    references: [evaluationUsers.id],
  }),
  testPaper: one(testPapers, { fields: [evaluationReports.testPaperId], references: [testPapers.id] }),
  answers: many(evaluationAnswers),
  recommendedExercises: many(recommendedExercises),
}));

export const evaluationAnswersRelations = relations(evaluationAnswers, ({ one }) => ({
  report: one(evaluationReports, { fields: [evaluationAnswers.reportId], references: [evaluationReports.id] }),
  exercise: one(exercises, { fields: [evaluationAnswers.exerciseId], references: [exercises.id] }),
}));

export const recommendedExercisesRelations = relations(recommendedExercises, ({ one }) => ({
  evaluationUser: one(evaluationUsers, {
    fields: [recommendedExercises.evaluationUserId],
    references: [evaluationUsers.id],
  }),
  report: one(evaluationReports, { fields: [recommendedExercises.reportId], references: [evaluationReports.id] }),
  exercise: one(exercises, { fields: [recommendedExercises.exerciseId], references: [exercises.id] }),
}));
