import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, timestamps, timestamptz } from './columns';
import { BROADCAST_AUDIENCES, type BroadcastAudience } from '../../../../../contract/vocabulary/broadcasts';
import { users } from './users';

export const COLLECTION_OBJECT_TYPES = ['course', 'news', 'tutor'] as const;
export type CollectionObjectType = (typeof COLLECTION_OBJECT_TYPES)[number];

/** Courses, articles and tutors a user has collected; objectId points into the table named by objectType. */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectType: text('object_type').$type<CollectionObjectType>().notNull(),
    objectId: integer('object_id').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('collections_user_object_uq').on(t.userId, t.objectType, t.objectId),
    index('collections_object_idx').on(t.objectType, t.objectId),
    check('collections_object_type_values', oneOf('object_type', COLLECTION_OBJECT_TYPES)),
  ],
);

export const NOTIFICATION_KINDS = ['system', 'order', 'course', 'activity'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** What a message opens; a weekly report opens as the student's own (studyReport) or as a bound parent's view (childReport). */
export const NOTIFICATION_OBJECT_TYPES = ['order', 'course', 'news', 'feedback', 'studyReport', 'childReport'] as const;
export type NotificationObjectType = (typeof NOTIFICATION_OBJECT_TYPES)[number];

export { BROADCAST_AUDIENCES, type BroadcastAudience } from '../../../../../contract/vocabulary/broadcasts';

/**
 * A message to many users at once (everyone, a grade, the students of a course, the users of a list of
 * phones kept in broadcast_recipients). The fan-out job copies it
 * into each user's notifications in batches; `lastUserId` is its cursor, so a run cut off half-way carries on
 * where it stopped, and `deliveredAt` closes it.
 */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<NotificationKind>().notNull().default('system'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    objectType: text('object_type').$type<NotificationObjectType>(),
    objectId: integer('object_id'),
    audience: text('audience').$type<BroadcastAudience>().notNull().default('all'),
    /** The grade or course id for those audiences; null for everyone. */
    audienceId: integer('audience_id'),
    /** Not delivered before this time. */
    sendAt: timestamptz('send_at').notNull().defaultNow(),
    lastUserId: integer('last_user_id').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    deliveredAt: timestamptz('delivered_at'),
    /** Set when staff called a scheduled broadcast off before it started; the fan-out job skips it. */
    cancelledAt: timestamptz('cancelled_at'),
    /** Moves on every console edit, so two editors cannot overwrite each other. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('notification_broadcasts_pending_idx').on(t.deliveredAt, t.sendAt),
    check('notification_broadcasts_kind_values', oneOf('kind', NOTIFICATION_KINDS)),
    check('notification_broadcasts_object_type_values', oneOf('object_type', NOTIFICATION_OBJECT_TYPES)),
    check('notification_broadcasts_audience_values', oneOf('audience', BROADCAST_AUDIENCES)),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull().default('system'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** Record the message is about (notification/findByObjectId). */
    objectType: text('object_type').$type<NotificationObjectType>(),
    objectId: integer('object_id'),
    readAt: timestamptz('read_at'),
    /** Set when the message came from a broadcast: one copy per user and broadcast, however often fan-out runs. */
    broadcastId: integer('broadcast_id').references(() => notificationBroadcasts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_broadcast_user_uq').on(t.broadcastId, t.userId),
    index('notifications_object_idx').on(t.objectType, t.objectId),
    check('notifications_kind_values', oneOf('kind', NOTIFICATION_KINDS)),
    check('notifications_object_type_values', oneOf('object_type', NOTIFICATION_OBJECT_TYPES)),
  ],
);

/** Complaints and problem reports; anonymous visitors may send them too. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Page the feedback came from (fackback, personal, home …). */
    source: text('source').notNull().default(''),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [index('feedback_user_id_idx').on(t.userId), index('feedback_created_at_idx').on(t.createdAt)],
);

/** Answers from support to one feedback item, shown to its sender in the personal centre. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    /** Who answered as the sender sees it (a support team name, never a staff account). */
    author: text('author').notNull().default('学伴客服'),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

/** Applications from teachers who want to join (teachers-in page). */
export const teacherEntries = pgTable(
  'teacher_entries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull().default(''),
    gradeName: text('grade_name').notNull().default(''),
    experience: text('experience').notNull().default(''),
    intro: text('intro').notNull().default(''),
    /** Address of the uploaded resume (PDF, Word or a picture), or ''. */
    resumeUrl: text('resume_url').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('teacher_entries_phone_idx').on(t.phone)],
);

export const onlineMessages = pgTable(
  'online_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [index('online_messages_created_at_idx').on(t.createdAt)],
);

/** Sign-ups from campaign landing pages (liveSignupTiktok, freeCourse …). */
export const campaignSignups = pgTable(
  'campaign_signups',
  {
    id: serial('id').primaryKey(),
    campaign: text('campaign').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull(),
    gradeName: text('grade_name').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('campaign_signups_campaign_phone_uq').on(t.campaign, t.phone)],
);

export type Collection = typeof collections.$inferSelect;
export type NewCollection = typeof collections.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type Feedback = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;
export type FeedbackReply = typeof feedbackReplies.$inferSelect;
export type NewFeedbackReply = typeof feedbackReplies.$inferInsert;
export type TeacherEntry = typeof teacherEntries.$inferSelect;
export type NewTeacherEntry = typeof teacherEntries.$inferInsert;
export type OnlineMessage = typeof onlineMessages.$inferSelect;
export type NewOnlineMessage = typeof onlineMessages.$inferInsert;
export type CampaignSignup = typeof campaignSignups.$inferSelect;
export type NewCampaignSignup = typeof campaignSignups.$inferInsert;

/**
 * Gift packs claimed on /m/gift: one per phone (the unique index is the rule). `userId` is the account of
 * that phone, set at the claim or, for a phone without one yet, when it registers; the notification that
 * tells the account is written at the same moment.
 */
export const giftClaims = pgTable(
  'gift_claims',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [uniqueIndex('gift_claims_phone_uq').on(t.phone), index('gift_claims_user_idx').on(t.userId)],
);
