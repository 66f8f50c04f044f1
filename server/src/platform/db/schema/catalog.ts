import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COURSE_STATUSES } from '../../../../../contract/vocabulary/courseStatus';
import { VIDEO_KINDS, VIDEO_STATUSES } from '../../../../../contract/vocabulary/videoStatus';
import type { SchoolStage } from '../../../../../contract/vocabulary/stages';
import { timestamps, timestamptz } from './columns';

/** 小学 / 初中 / 高中 (contract/vocabulary/stages.ts): the grade-selection modal lists grades under these groups. */
export type Stage = SchoolStage;

export const gradeGroups = pgTable('grade_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  stage: text('stage').$type<Stage>().notNull().unique(),
  sort: integer('sort').notNull().default(0),
  /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
  version: integer('version').notNull().default(1),
  ...timestamps,
});

export const grades = pgTable(
  'grades',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => gradeGroups.id, { onDelete: 'restrict' }),
    name: text('name').notNull().unique(),
    /** 1 = 一年级 … 12 = 高三; the yearly upgrade on 1 September moves a student to level + 1. */
    level: integer('level').notNull().unique(),
    sort: integer('sort').notNull().default(0),
    /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('grades_group_id_idx').on(t.groupId), check('grades_level_range', sql`${t.level} between 1 and 12`)],
);

/** Subjects (语文, 数学 …) that group courses, tutors and exercises. */
export const courseCategories = pgTable('course_categories', {
  id: serial('id').primaryKey(),
  /** Stable key such as `math`, used in URLs and seed cross references. */
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  /** Gradient start and end colours for generated covers. */
  colorStart: text('color_start').notNull().default(''),
  colorEnd: text('color_end').notNull().default(''),
  /** School stages in which the subject is taught. */
  stages: jsonb('stages').$type<Stage[]>().notNull().default([]),
  /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
  version: integer('version').notNull().default(1),
  ...timestamps,
});

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().default(''),
  url: text('url').notNull(),
  posterUrl: text('poster_url').notNull().default(''),
  durationSec: integer('duration_sec').notNull().default(0),
  /** Videos from before uploads are ready MP4 files; an upload waits, transcodes to HLS, and ends ready or failed. */
  status: text('status', { enum: VIDEO_STATUSES }).notNull().default('ready'),
  /** Whole percent of the running transcode. */
  progress: integer('progress').notNull().default(0),
  /** Why the last transcode failed, in words staff can act on. */
  failureReason: text('failure_reason').notNull().default(''),
  kind: text('kind', { enum: VIDEO_KINDS }).notNull().default('mp4'),
  /** The file name the uploader's computer gave it. */
  originalName: text('original_name').notNull().default(''),
  /** The uploaded file (its upload id under the media folder) kept until a transcode succeeds, for retries. */
  sourceFile: text('source_file').notNull().default(''),
  ...timestamps,
});

/** Prices are whole fen (1/100 yuan) so sums never drift. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    /** Stable key such as `math-g8-01`. */
    code: text('code').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => courseCategories.id, { onDelete: 'restrict' }),
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    originalPriceCents: integer('original_price_cents').notNull().default(0),
    /** Stored already sanitised; rendered as HTML by the client. */
    descriptionHtml: text('description_html').notNull().default(''),
    teacherName: text('teacher_name').notNull().default(''),
    /** About the teacher who recorded the course, shown beside the outline. */
    teacherIntro: text('teacher_intro').notNull().default(''),
    teacherPhotoUrl: text('teacher_photo_url').notNull().default(''),
    lessonCount: integer('lesson_count').notNull().default(0),
    studentCount: integer('student_count').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isFree: boolean('is_free').notNull().default(false),
    isHeadline: boolean('is_headline').notNull().default(false),
    /** Courses that ship printed material get logistics records after payment. */
    hasMaterials: boolean('has_materials').notNull().default(false),
    /** Listed and for sale: kept equal to `status = 'published'` (checked below) for the public reads. */
    isPublished: boolean('is_published').notNull().default(true),
    /**
     * draft (staff only) → published (listed, for sale) → withdrawn (no longer listed or sold; its buyers keep
     * it and its pages stay readable). Set by the console.
     */
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('published'),
    /**
     * The sale window of a published course (either end open when null): before it the course is listed but
     * not sold yet, after it neither listed nor sold; its buyers keep it either way.
     */
    saleStartsAt: timestamptz('sale_starts_at'),
    saleEndsAt: timestamptz('sale_ends_at'),
    /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('courses_status_known', sql`${t.status} in ('draft', 'published', 'withdrawn')`),
    check('courses_published_is_status', sql`${t.isPublished} = (${t.status} = 'published')`),
    index('courses_status_idx').on(t.status),
    index('courses_category_id_idx').on(t.categoryId),
    index('courses_grade_id_idx').on(t.gradeId),
    index('courses_is_headline_idx').on(t.isHeadline),
    index('courses_sort_idx').on(t.sort),
    check('courses_price_non_negative', sql`${t.priceCents} >= 0`),
    check(
      'courses_sale_window_ordered',
      sql`${t.saleEndsAt} is null or ${t.saleStartsAt} is null or ${t.saleEndsAt} > ${t.saleStartsAt}`,
    ),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('chapters_course_id_idx').on(t.courseId)],
);

/** The lessons inside a chapter (the client calls them sub-chapters or classes). */
export const chapterClasses = pgTable(
  'chapter_classes',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'set null' }),
    durationSec: integer('duration_sec').notNull().default(0),
    /** Trial lessons play without a purchase. */
    isTrial: boolean('is_trial').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('chapter_classes_chapter_id_idx').on(t.chapterId), index('chapter_classes_video_id_idx').on(t.videoId)],
);

export const freeTrialCourses = pgTable(
  'free_trial_courses',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** Bumped by every console write (window, order), so concurrent edits are refused rather than lost. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('free_trial_courses_course_id_uq').on(t.courseId)],
);

/**
 * Short vertical clips of the /small-video feed: a teaser of a course, streamed through the same signed
 * addresses as lesson videos.
 */
export const shortClips = pgTable(
  'short_clips',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The course the clip advertises; the feed links to it. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    teacherName: text('teacher_name').notNull().default(''),
    /** Higher first; equal ones newest first. */
    sort: integer('sort').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('short_clips_feed_idx').on(t.isPublished, t.sort, t.id)],
);

export type GradeGroup = typeof gradeGroups.$inferSelect;
export type NewGradeGroup = typeof gradeGroups.$inferInsert;
export type Grade = typeof grades.$inferSelect;
export type NewGrade = typeof grades.$inferInsert;
export type CourseCategory = typeof courseCategories.$inferSelect;
export type NewCourseCategory = typeof courseCategories.$inferInsert;
export type Video = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;
export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type Chapter = typeof chapters.$inferSelect;
export type NewChapter = typeof chapters.$inferInsert;
export type ChapterClass = typeof chapterClasses.$inferSelect;
export type NewChapterClass = typeof chapterClasses.$inferInsert;
export type FreeTrialCourse = typeof freeTrialCourses.$inferSelect;
export type NewFreeTrialCourse = typeof freeTrialCourses.$inferInsert;
export type ShortClip = typeof shortClips.$inferSelect;
export type NewShortClip = typeof shortClips.$inferInsert;
