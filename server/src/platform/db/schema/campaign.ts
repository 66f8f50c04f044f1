import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { staffMembers } from './console';
import { oneOf, timestamps, timestamptz } from './columns';
import { orders } from './orders';
import { users } from './users';

/** Platforms a live-class sign-up page is placed on; each has its own landing path (/liveSignupTiktok …). */
export const SIGNUP_CHANNELS = ['tiktok', 'tencent', 'headlines'] as const;
export type SignupChannel = (typeof SIGNUP_CHANNELS)[number];

/**
 * One live class session sold on the campaign pages. Paying goes through the normal checkout of `courseId`;
 * `seatsLeft` is only ever decreased by a guarded update, so it cannot go below zero.
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    teacherName: text('teacher_name').notNull(),
    teacherTitle: text('teacher_title').notNull().default(''),
    teacherPhotoUrl: text('teacher_photo_url').notNull().default(''),
    startsAt: timestamptz('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    /** The channels' landing pages that list the session; a sign-up through another channel is refused. */
    channels: text('channels')
      .array()
      .$type<SignupChannel[]>()
      .notNull()
      .default(sql`'{tiktok,tencent,headlines}'::text[]`),
    /** Bumped by every console write, so two staff editing the same session cannot overwrite each other. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('live_classes_starts_at_idx').on(t.startsAt),
    check('live_classes_seats_left_range', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seatsTotal}`),
  ],
);

/** A phone signed up for one session through one channel; one sign-up per phone and session. */
export const liveSignups = pgTable(
  'live_signups',
  {
    id: serial('id').primaryKey(),
    liveClassId: integer('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    channel: text('channel').$type<SignupChannel>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('live_signups_class_phone_uq').on(t.liveClassId, t.phone),
    index('live_signups_user_id_idx').on(t.userId),
    check('live_signups_channel_values', oneOf('channel', SIGNUP_CHANNELS)),
  ],
);

export type LiveClass = typeof liveClasses.$inferSelect;
export type NewLiveClass = typeof liveClasses.$inferInsert;
export type LiveSignup = typeof liveSignups.$inferSelect;

/**
 * Texts and switches of the campaign pages the console edits (the /m/gift pack, the parent-binding pages),
 * one row per page keyed by name, checked by the contract's schema of that key when read and written.
 */
export const campaignSettings = pgTable('campaign_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  ...timestamps,
});

export type CampaignSetting = typeof campaignSettings.$inferSelect;
