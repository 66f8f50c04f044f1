import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courseCategories, grades } from './catalog';
import { oneOf, timestamps, timestamptz } from './columns';
import { PAPER_STATES, type PaperState } from '../../../../../contract/vocabulary/testPapers';

export const OPTION_KEYS = ['A', 'B', 'C', 'D'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

/**
 * single: one right option (`answer`). multiple: several right options (`answerKeys`); only the exact set
 * scores, there is no partial credit. fill: one or more blanks (`blanks`), each with the answers it accepts.
 */
export const QUESTION_KINDS = ['single', 'multiple', 'fill'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** One blank of a fill-in question: every accepted spelling, compared after normalisation. */
export interface ExerciseBlank {
  accepted: string[];
}

/** A saved answer: an option key (single), option keys (multiple) or one text per blank (fill). */
export type SheetAnswer = string | string[];

export interface ExerciseOption {
  key: OptionKey;
  text: string;
}

export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'restrict' }),
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    knowledgePoint: text('knowledge_point').notNull().default(''),
    /** 1 easy, 2 medium, 3 hard. */
    difficulty: integer('difficulty').notNull().default(1),
    kind: text('kind').$type<QuestionKind>().notNull().default('single'),
    question: text('question').notNull(),
    /** Empty for fill-in questions. */
    options: jsonb('options').$type<ExerciseOption[]>().notNull(),
    /** The right option of a single-choice question; null for the other kinds. */
    answer: text('answer').$type<OptionKey>(),
    /** The right options of a multiple-choice question, in key order. */
    answerKeys: jsonb('answer_keys').$type<OptionKey[]>().notNull().default([]),
    /** The blanks of a fill-in question, in order. */
    blanks: jsonb('blanks').$type<ExerciseBlank[]>().notNull().default([]),
    analysis: text('analysis').notNull().default(''),
    /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('exercises_category_grade_idx').on(t.categoryId, t.gradeId),
    check('exercises_difficulty_range', sql`${t.difficulty} between 1 and 3`),
    check('exercises_answer_values', oneOf('answer', OPTION_KEYS)),
    check('exercises_kind_values', oneOf('kind', QUESTION_KINDS)),
    check(
      'exercises_kind_answer',
      sql`(${t.kind} = 'single' and ${t.answer} is not null) or (${t.kind} <> 'single' and ${t.answer} is null)`,
    ),
  ],
);

export const testPapers = pgTable(
  'test_papers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'restrict' }),
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    durationMin: integer('duration_min').notNull(),
    totalScore: integer('total_score').notNull(),
    description: text('description').notNull().default(''),
    /** See contract/vocabulary/testPapers.ts; papers from before the console were all live. */
    state: text('state').$type<PaperState>().notNull().default('published'),
    /** When families may start it; null for at once. */
    opensAt: timestamptz('opens_at'),
    /** From when no new sitting starts; a sitting already started runs to its own deadline. Null for never. */
    closesAt: timestamptz('closes_at'),
    /** The printed report's words: a note under the title, and the signature at its end. */
    reportIntro: text('report_intro').notNull().default(''),
    reportFooter: text('report_footer').notNull().default(''),
    /** Whether the printed report lists every question with the answer given, the right one and its explanation. */
    reportAnswers: boolean('report_answers').notNull().default(true),
    /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('test_papers_category_grade_idx').on(t.categoryId, t.gradeId),
    check('test_papers_state_values', oneOf('state', PAPER_STATES)),
    check('test_papers_schedule_order', sql`${t.opensAt} is null or ${t.closesAt} is null or ${t.opensAt} < ${t.closesAt}`),
  ],
);

export const testPaperExercises = pgTable(
  'test_paper_exercises',
  {
    id: serial('id').primaryKey(),
    testPaperId: integer('test_paper_id')
      .notNull()
      .references(() => testPapers.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('test_paper_exercises_paper_exercise_uq').on(t.testPaperId, t.exerciseId),
    index('test_paper_exercises_exercise_id_idx').on(t.exerciseId),
  ],
);

/** Accounts of the mobile evaluation area, separate from the main site's users. */
export const evaluationUsers = pgTable('evaluation_users', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  gender: text('gender').$type<'male' | 'female'>(),
  school: text('school').notNull().default(''),
  gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
  wechatOpenId: text('wechat_open_id').unique(),
  lastLoginAt: timestamptz('last_login_at'),
  ...timestamps,
});

/** Sessions behind the eToken cookie; only the token's hash is stored. */
export const evaluationSessions = pgTable(
  'evaluation_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    evaluationUserId: integer('evaluation_user_id')
      .notNull()
      .references(() => evaluationUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    ...timestamps,
  },
  (t) => [index('evaluation_sessions_user_id_idx').on(t.evaluationUserId)],
);

/**
 * Devices an evaluation account has passed the SMS check on: a right password from any other device is
 * held for a code first. Kept apart from the main site's known devices, which belong to other accounts.
 */
export const evaluationKnownDevices = pgTable(
  'evaluation_known_devices',
  {
    id: serial('id').primaryKey(),
    evaluationUserId: integer('evaluation_user_id')
      .notNull()
      .references(() => evaluationUsers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    lastSeenAt: timestamptz('last_seen_at').defaultNow().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('evaluation_known_devices_user_device_uq').on(t.evaluationUserId, t.deviceId)],
);

export interface EvaluationKnowledgeStat {
  knowledgePoint: string;
  total: number;
  correct: number;
}

/** The result of one sitting of a test paper. */
export const evaluationReports = pgTable(
  'evaluation_reports',
  {
    id: serial('id').primaryKey(),
    evaluationUserId: integer('evaluation_user_id')
      .notNull()
      .references(() => evaluationUsers.id, { onDelete: 'cascade' }),
    testPaperId: integer('test_paper_id').references(() => testPapers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    score: integer('score').notNull(),
    totalScore: integer('total_score').notNull(),
    /** 0..100 */
    accuracy: integer('accuracy').notNull(),
    summary: text('summary').notNull().default(''),
    knowledgeStats: jsonb('knowledge_stats').$type<EvaluationKnowledgeStat[]>().notNull().default([]),
    /** Address of the printable report shown on /e/view-pdf. */
    pdfUrl: text('pdf_url'),
    ...timestamps,
  },
  (t) => [
    index('evaluation_reports_user_id_idx').on(t.evaluationUserId, t.createdAt),
    check('evaluation_reports_accuracy_range', sql`${t.accuracy} between 0 and 100`),
  ],
);

/** The answers behind a report. */
export const evaluationAnswers = pgTable(
  'evaluation_answers',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => evaluationReports.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    /** The chosen option of a single-choice question. */
    chosen: text('chosen').$type<OptionKey>(),
    /** Chosen options (multiple) or the text of each blank (fill); null when unanswered or single choice. */
    response: jsonb('response').$type<string[]>(),
    isCorrect: boolean('is_correct').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('evaluation_answers_report_exercise_uq').on(t.reportId, t.exerciseId),
    check('evaluation_answers_chosen_values', oneOf('chosen', OPTION_KEYS)),
  ],
);

/** Exercises suggested to an evaluation user for their weak points. */
export const recommendedExercises = pgTable(
  'recommended_exercises',
  {
    id: serial('id').primaryKey(),
    evaluationUserId: integer('evaluation_user_id')
      .notNull()
      .references(() => evaluationUsers.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').references(() => evaluationReports.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    weakPoint: text('weak_point').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('recommended_exercises_user_exercise_uq').on(t.evaluationUserId, t.exerciseId)],
);

export type Exercise = typeof exercises.$inferSelect;
export type NewExercise = typeof exercises.$inferInsert;
export type TestPaper = typeof testPapers.$inferSelect;
export type NewTestPaper = typeof testPapers.$inferInsert;
export type TestPaperExercise = typeof testPaperExercises.$inferSelect;
export type NewTestPaperExercise = typeof testPaperExercises.$inferInsert;
export type EvaluationUser = typeof evaluationUsers.$inferSelect;
export type NewEvaluationUser = typeof evaluationUsers.$inferInsert;
export type EvaluationSession = typeof evaluationSessions.$inferSelect;
export type NewEvaluationSession = typeof evaluationSessions.$inferInsert;
export type EvaluationReport = typeof evaluationReports.$inferSelect;
export type NewEvaluationReport = typeof evaluationReports.$inferInsert;
export type EvaluationAnswer = typeof evaluationAnswers.$inferSelect;
export type NewEvaluationAnswer = typeof evaluationAnswers.$inferInsert;
export type RecommendedExercise = typeof recommendedExercises.$inferSelect;
export type NewRecommendedExercise = typeof recommendedExercises.$inferInsert;

/**
 * A test paper being sat. The answers live here, on the server, so a reload or another device resumes
 * them, and the score is only ever computed from them. `reportId` is set once, by the first submit; a
 * second submit finds it and answers with the same report.
 */
export const evaluationSittings = pgTable(
  'evaluation_sittings',
  {
    id: serial('id').primaryKey(),
    evaluationUserId: integer('evaluation_user_id')
      .notNull()
      .references(() => evaluationUsers.id, { onDelete: 'cascade' }),
    testPaperId: integer('test_paper_id')
      .notNull()
      .references(() => testPapers.id, { onDelete: 'cascade' }),
    /** exercise id → chosen option key (single), option keys (multiple) or blank texts (fill) */
    answers: jsonb('answers').$type<Record<string, SheetAnswer>>().notNull().default({}),
    deadlineAt: timestamptz('deadline_at').notNull(),
    submittedAt: timestamptz('submitted_at'),
    reportId: integer('report_id').references(() => evaluationReports.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('evaluation_sittings_user_paper_idx').on(t.evaluationUserId, t.testPaperId)],
);

export type EvaluationSitting = typeof evaluationSittings.$inferSelect;
