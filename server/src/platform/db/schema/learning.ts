import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chapterClasses, chapters, courseCategories, courses } from './catalog';
import { oneOf, timestamps, timestamptz } from './columns';
import { exercises, type OptionKey, OPTION_KEYS, testPapers } from './evaluation';
import { orders } from './orders';
import { users } from './users';
import { ENROLLMENT_SOURCES, type EnrollmentSource } from '../../../../../contract/vocabulary/families';

// How a course came to be owned is vocabulary of the API (contract/vocabulary/families); the check uses it.
export { ENROLLMENT_SOURCES, type EnrollmentSource };

export const EXERCISE_SOURCES = ['lesson', 'wrongBook'] as const;
export type ExerciseSource = (typeof EXERCISE_SOURCES)[number];

/** Courses a user may watch ("my courses"); written when an order is paid or a free course is claimed. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    source: text('source').$type<EnrollmentSource>().notNull(),
    /** Revoked on refund; the row stays so history is kept. */
    revokedAt: timestamptz('revoked_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('course_enrollments_user_course_uq').on(t.userId, t.courseId),
    index('course_enrollments_course_id_idx').on(t.courseId),
    // The dashboard counts each course's valid enrolments up to a day from the index alone.
    index('course_enrollments_valid_course_idx')
      .on(t.courseId, t.createdAt, t.userId)
      .where(sql`revoked_at is null`),
    check('course_enrollments_source_values', oneOf('source', ENROLLMENT_SOURCES)),
  ],
);

/** The practice exercises that follow a lesson (随堂练习), in their order. */
export const classExercises = pgTable(
  'class_exercises',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => chapterClasses.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('class_exercises_class_exercise_uq').on(t.classId, t.exerciseId),
    index('class_exercises_exercise_id_idx').on(t.exerciseId),
  ],
);

/** A learner's rating and comment on a chapter. */
export const chapterEvaluations = pgTable(
  'chapter_evaluations',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1..5 stars */
    score: integer('score').notNull(),
    content: text('content').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chapter_evaluations_chapter_user_uq').on(t.chapterId, t.userId),
    check('chapter_evaluations_score_range', sql`${t.score} between 1 and 5`),
  ],
);

/** Viewing progress per lesson; the most recent rows form the "recent learning" list. */
export const learningRecords = pgTable(
  'learning_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => chapterClasses.id, { onDelete: 'cascade' }),
    /** Seconds actually spent playing (summed over every save). */
    watchedSec: integer('watched_sec').notNull().default(0),
    /** Furthest point reached in the video, where playback resumes; two tabs saving at once keep the larger. */
    positionSec: integer('position_sec').notNull().default(0),
    /** 0..100, the furthest position as a share of the video */
    progress: integer('progress').notNull().default(0),
    /** Set the first time the position passes 90 % of the video. */
    finishedAt: timestamptz('finished_at'),
    lastStudiedAt: timestamptz('last_studied_at').defaultNow().notNull(),
    /** Set when the user removes the entry from "recent learning"; progress is kept. */
    hiddenAt: timestamptz('hidden_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('learning_records_user_class_uq').on(t.userId, t.classId),
    index('learning_records_user_last_studied_idx').on(t.userId, t.lastStudiedAt),
    // The dashboard's completion: who finished the lessons of a course.
    index('learning_records_class_idx').on(t.classId, t.userId, t.finishedAt),
    check('learning_records_progress_range', sql`${t.progress} between 0 and 100`),
    check('learning_records_position_non_negative', sql`${t.positionSec} >= 0`),
  ],
);

export const exerciseRecords = pgTable(
  'exercise_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    testPaperId: integer('test_paper_id').references(() => testPapers.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The lesson whose practice the answer was given in; null for answers from the wrong-answer book. */
    classId: integer('class_id').references(() => chapterClasses.id, { onDelete: 'set null' }),
    /** Where the answer was given: a lesson's practice or a redo from the wrong-answer book. */
    source: text('source').$type<ExerciseSource>().notNull().default('lesson'),
    chosen: text('chosen').$type<OptionKey>(),
    /** Multiple choice (the chosen keys) or fill-in (one text per blank); null for single choice. */
    response: jsonb('response').$type<string[]>(),
    isCorrect: boolean('is_correct').notNull(),
    /** 1 for the first answer to this question in this place, then one more for every retry. */
    attempt: integer('attempt').notNull().default(1),
    spentSec: integer('spent_sec').notNull().default(0),
    answeredAt: timestamptz('answered_at').defaultNow().notNull(),
    ...timestamps,
  },
  (t) => [
    index('exercise_records_user_answered_idx').on(t.userId, t.answeredAt),
    index('exercise_records_exercise_id_idx').on(t.exerciseId),
    index('exercise_records_user_class_idx').on(t.userId, t.classId),
    check('exercise_records_chosen_values', oneOf('chosen', OPTION_KEYS)),
    check('exercise_records_source_values', oneOf('source', EXERCISE_SOURCES)),
    check('exercise_records_attempt_positive', sql`${t.attempt} >= 1`),
  ],
);

/**
 * A question the student got wrong, once per student and question (错题本). Each wrong answer counts and resets the
 * streak; each right redo from the book adds one to it, and at WRONG_BOOK_CLEAR_STREAK the question leaves the book
 * (cleared). Restoring puts it back with a fresh streak.
 */
export const wrongAnswers = pgTable(
  'wrong_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    /** The lesson the question was first met in, to link back to; null when that lesson is gone. */
    classId: integer('class_id').references(() => chapterClasses.id, { onDelete: 'set null' }),
    wrongCount: integer('wrong_count').notNull().default(1),
    rightStreak: integer('right_streak').notNull().default(0),
    /** The latest wrong answer, to show beside the right one. */
    lastWrongAnswer: jsonb('last_wrong_answer').$type<string | string[]>(),
    lastWrongAt: timestamptz('last_wrong_at').defaultNow().notNull(),
    clearedAt: timestamptz('cleared_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wrong_answers_user_exercise_uq').on(t.userId, t.exerciseId),
    index('wrong_answers_user_cleared_idx').on(t.userId, t.clearedAt),
    check('wrong_answers_counts_non_negative', sql`${t.wrongCount} >= 1 and ${t.rightStreak} >= 0`),
  ],
);

/**
 * Each time the student put a cleared question back in the wrong-answer book: the weekly report replays the book
 * from the answers and these, so a report built later still counts the question as open from that moment.
 */
export const wrongAnswerRestores = pgTable(
  'wrong_answer_restores',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    restoredAt: timestamptz('restored_at').defaultNow().notNull(),
  },
  (t) => [index('wrong_answer_restores_user_at_idx').on(t.userId, t.restoredAt)],
);

/**
 * Mastery of one knowledge point of one subject: an exponentially weighted share of right answers, starting at 0.5
 * (unknown) and moving MASTERY_WEIGHT of the way to 1 on a right answer and to 0 on a wrong one.
 */
export const knowledgeMastery = pgTable(
  'knowledge_mastery',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'cascade' }),
    knowledgePoint: text('knowledge_point').notNull(),
    /** 0..1 */
    score: doublePrecision('score').notNull(),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    lastAnsweredAt: timestamptz('last_answered_at').defaultNow().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('knowledge_mastery_user_point_uq').on(t.userId, t.categoryId, t.knowledgePoint),
    check('knowledge_mastery_score_range', sql`${t.score} between 0 and 1`),
  ],
);

/** One knowledge point as a weekly report keeps it: its mastery at the report's end and the move since the last report. */
export interface ReportMastery {
  /** The subject's code (course_categories.code). */
  subject: string;
  subjectName: string;
  knowledgePoint: string;
  /** 0..100 */
  score: number;
  /** Points since the user's previous report; null when the point was not in it (or there was none). */
  change: number | null;
}

/**
 * A week of one student's study (Monday..Sunday, China time), one per user and week: built from the week's lessons
 * and answers by the weekly job, which a rerun of the same week rebuilds in place. The cards' figures are not stored:
 * they are derived from the same records when the report is read.
 */
export const studyReports = pgTable(
  'study_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    strengths: jsonb('strengths').$type<string[]>().notNull().default([]),
    weaknesses: jsonb('weaknesses').$type<string[]>().notNull().default([]),
    /** Every knowledge point answered up to the report's end, as it stood then. */
    mastery: jsonb('mastery').$type<ReportMastery[]>().notNull().default([]),
    /** One line of the week's numbers: what the family's notification says. */
    summary: text('summary').notNull().default(''),
    /** Written by a teacher, never by the job. */
    teacherComment: text('teacher_comment').notNull().default(''),
    /** When the student and the parents were told; set in the transaction that wrote the notifications. */
    notifiedAt: timestamptz('notified_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('study_reports_user_period_uq').on(t.userId, t.periodStart),
    check('study_reports_period_order', sql`${t.periodStart} <= ${t.periodEnd}`),
  ],
);

/** A week's plan (weekStart a Monday), one per user and week, built from the report of the week before. */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    goal: text('goal').notNull().default(''),
    /** The report the plan was built from. */
    reportId: integer('report_id').references(() => studyReports.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('study_plans_user_week_uq').on(t.userId, t.weekStart), index('study_plans_report_id_idx').on(t.reportId)],
);

export const studyPlanItems = pgTable(
  'study_plan_items',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    categoryId: integer('category_id').references(() => courseCategories.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    task: text('task').notNull(),
    durationMin: integer('duration_min').notNull().default(0),
    done: boolean('done').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('study_plan_items_plan_date_idx').on(t.planId, t.date)],
);

export type CourseEnrollment = typeof courseEnrollments.$inferSelect;
export type NewCourseEnrollment = typeof courseEnrollments.$inferInsert;
export type ChapterEvaluation = typeof chapterEvaluations.$inferSelect;
export type NewChapterEvaluation = typeof chapterEvaluations.$inferInsert;
export type LearningRecord = typeof learningRecords.$inferSelect;
export type NewLearningRecord = typeof learningRecords.$inferInsert;
export type ExerciseRecord = typeof exerciseRecords.$inferSelect;
export type WrongAnswer = typeof wrongAnswers.$inferSelect;
export type KnowledgeMastery = typeof knowledgeMastery.$inferSelect;
export type NewExerciseRecord = typeof exerciseRecords.$inferInsert;
export type StudyReport = typeof studyReports.$inferSelect;
export type NewStudyReport = typeof studyReports.$inferInsert;
export type StudyPlan = typeof studyPlans.$inferSelect;
export type NewStudyPlan = typeof studyPlans.$inferInsert;
export type StudyPlanItem = typeof studyPlanItems.$inferSelect;
export type NewStudyPlanItem = typeof studyPlanItems.$inferInsert;
