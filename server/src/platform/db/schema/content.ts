import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ARTICLE_STATUSES } from '../../../../../contract/vocabulary/articleStatus';
import { TUTOR_GENDERS, TUTOR_VISIBILITIES } from '../../../../../contract/vocabulary/tutorVisibility';
import { courseCategories, courses, grades } from './catalog';
import { oneOf, timestamps, timestamptz } from './columns';

export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    /** Stored already sanitised. */
    contentHtml: text('content_html').notNull().default(''),
    author: text('author').notNull().default(''),
    publishedAt: timestamptz('published_at').defaultNow().notNull(),
    views: integer('views').notNull().default(0),
    /** Pinned above the date order in lists. */
    isTop: boolean('is_top').notNull().default(false),
    /** Only a published article is shown, and only once its publish time has come. */
    status: text('status', { enum: ARTICLE_STATUSES }).notNull().default('published'),
    /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('news_articles_status_known', sql`${t.status} in ('draft', 'published')`),
    index('news_articles_category_published_idx').on(t.categoryId, t.publishedAt),
    index('news_articles_published_at_idx').on(t.publishedAt),
  ],
);

/** Top students presented as tutors ("find top students"). */
export const tutors = pgTable(
  'tutors',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    gender: text('gender', { enum: TUTOR_GENDERS }),
    photoUrl: text('photo_url').notNull().default(''),
    school: text('school').notNull().default(''),
    major: text('major').notNull().default(''),
    /** The grade the tutor coaches, e.g. 初二. */
    gradeName: text('grade_name').notNull().default(''),
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => courseCategories.id, { onDelete: 'set null' }),
    achievements: jsonb('achievements').$type<string[]>().notNull().default([]),
    intro: text('intro').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** A hidden tutor is on none of the family pages; only staff see it, in the console. */
    visibility: text('visibility', { enum: TUTOR_VISIBILITIES }).notNull().default('visible'),
    /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('tutors_category_id_idx').on(t.categoryId),
    index('tutors_grade_id_idx').on(t.gradeId),
    index('tutors_visibility_sort_idx').on(t.visibility, t.sort),
    check('tutors_gender_values', oneOf('gender', TUTOR_GENDERS)),
    check('tutors_visibility_known', oneOf('visibility', TUTOR_VISIBILITIES)),
  ],
);

/** Public praise from students, placed on the home-page map by their coordinates. */
export const studentPraise = pgTable(
  'student_praise',
  {
    id: serial('id').primaryKey(),
    studentName: text('student_name').notNull(),
    school: text('school').notNull().default(''),
    gradeName: text('grade_name').notNull().default(''),
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [index('student_praise_created_at_idx').on(t.createdAt)],
);

/** Home-page carousel slides; links are in-app routes only. The site shows the active ones whose schedule holds now. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    linkPath: text('link_path').notNull().default(''),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The slide shows from this moment (null: as soon as it is active) … */
    startsAt: timestamptz('starts_at'),
    /** … until this one (null: until it is turned off). */
    endsAt: timestamptz('ends_at'),
    /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [check('banners_schedule_order', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`)],
);

/**
 * Platform settings served by getbasicdata (promotionMainTitle, smssigncode, platformId …).
 * Key-value so new settings need no migration.
 */
export const basicData = pgTable('basic_data', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: jsonb('value').$type<unknown>().notNull(),
  ...timestamps,
});

/** Static pages: cooperation, contact-us, legal-notice, agreements … */
export const sitePages = pgTable('site_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Stored already sanitised. */
  contentHtml: text('content_html').notNull().default(''),
  /** Date of the current version, shown on agreements. */
  versionDate: text('version_date'),
  /**
   * The console's unpublished changes: the site keeps showing the columns above until a publish copies the
   * draft over them; null when the page has none.
   */
  draft: jsonb('draft').$type<SitePageDraft>(),
  /** When the text the site shows was last published. */
  publishedAt: timestamptz('published_at').defaultNow().notNull(),
  /** Bumped by every console write: a save made from an older version is refused instead of overwriting. */
  version: integer('version').notNull().default(1),
  ...timestamps,
});

/** A site page's text as the console edits it before it is published. */
export interface SitePageDraft {
  title: string;
  contentHtml: string;
  versionDate: string | null;
}

export const TENDER_STATUSES = ['open', 'closed', 'awarded'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/** Procurement notices on /about/tender-announcement: calls for bids and their results. */
export const tenderAnnouncements = pgTable(
  'tender_announcements',
  {
    id: serial('id').primaryKey(),
    /** Project number, e.g. XB-ZB-2026-003. */
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Stored already sanitised. */
    contentHtml: text('content_html').notNull().default(''),
    status: text('status').$type<TenderStatus>().notNull().default('open'),
    contact: text('contact').notNull().default(''),
    publishedAt: timestamptz('published_at').defaultNow().notNull(),
    /** Bids accepted until; null for result notices. */
    deadline: timestamptz('deadline'),
    /** Only a published notice is listed on the site and in the sitemap; the console writes new ones as drafts. */
    isPublished: boolean('is_published').notNull().default(true),
    /** Bumped by every console write: a save made from an older version is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('tender_announcements_published_at_idx').on(t.publishedAt),
    check('tender_announcements_status_values', oneOf('status', TENDER_STATUSES)),
  ],
);

/** Rows of the course-fee table on /faq/table. */
export const faqFeeItems = pgTable('faq_fee_items', {
  id: serial('id').primaryKey(),
  item: text('item').notNull(),
  standard: text('standard').notNull(),
  note: text('note').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** Bumped by every console write of the row. */
  version: integer('version').notNull().default(1),
  ...timestamps,
});

export const FAQ_TOPICS = ['trainer'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** Question-and-answer lists such as the trainer FAQ. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').$type<FaqTopic>().notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Bumped by every console write of the row. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('faq_entries_topic_idx').on(t.topic, t.sort),
    uniqueIndex('faq_entries_topic_question_uq').on(t.topic, t.question),
    check('faq_entries_topic_values', oneOf('topic', FAQ_TOPICS)),
  ],
);

export type NewsCategory = typeof newsCategories.$inferSelect;
export type NewNewsCategory = typeof newsCategories.$inferInsert;
export type NewsArticle = typeof newsArticles.$inferSelect;
export type NewNewsArticle = typeof newsArticles.$inferInsert;
export type Tutor = typeof tutors.$inferSelect;
export type NewTutor = typeof tutors.$inferInsert;
export type StudentPraise = typeof studentPraise.$inferSelect;
export type NewStudentPraise = typeof studentPraise.$inferInsert;
export type Banner = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;
export type BasicDataRow = typeof basicData.$inferSelect;
export type NewBasicDataRow = typeof basicData.$inferInsert;
export type SitePage = typeof sitePages.$inferSelect;
export type NewSitePage = typeof sitePages.$inferInsert;
export type FaqFeeItem = typeof faqFeeItems.$inferSelect;
export type NewFaqFeeItem = typeof faqFeeItems.$inferInsert;
export type FaqEntry = typeof faqEntries.$inferSelect;
export type TenderAnnouncement = typeof tenderAnnouncements.$inferSelect;
export type NewTenderAnnouncement = typeof tenderAnnouncements.$inferInsert;
export type NewFaqEntry = typeof faqEntries.$inferInsert;
