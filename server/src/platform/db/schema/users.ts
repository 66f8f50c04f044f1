import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { advisers } from './advisers';
import { grades } from './catalog';
import { oneOf, timestamps, timestamptz } from './columns';
import { zones, provinces } from './regions';
import { SITE_CHANNELS, type SiteChannel } from '../../../../../contract/vocabulary/insight';
import { GRADE_SET, GRADE_UPGRADE_NOTICE } from '../../../../../contract/vocabulary/grades';

// The grade flags are vocabulary of the API (contract/vocabulary/grades); the columns' defaults use them.

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Public user id, sent by the client as rsNo / appUUId; the numeric id never leaves the server. */
    rsNo: text('rs_no').notNull().unique(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    gender: text('gender').$type<Gender>(),
    birthday: date('birthday', { mode: 'string' }),
    school: text('school').notNull().default(''),
    provinceId: integer('province_id').references(() => provinces.id, { onDelete: 'set null' }),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    gradeName: text('grade_name'),
    /** When the grade was last chosen or promoted; the 1 September promotion compares against it. */
    gradeSetAt: timestamptz('grade_set_at'),
    isSetClass: integer('is_set_class').notNull().default(GRADE_SET.pending),
    isClassUpgrade: integer('is_class_upgrade').notNull().default(GRADE_UPGRADE_NOTICE.acknowledged),
    graduated: boolean('graduated').notNull().default(false),
    /** Avatar address = qiniuUrl + photoUrl, as the client joins them. */
    qiniuUrl: text('qiniu_url').notNull().default(''),
    photoUrl: text('photo_url').notNull().default(''),
    /** Accounts flagged here must pass an SMS check after the password (UserNotOnSmsWhiteList). */
    checkSms: boolean('check_sms').notNull().default(false),
    wechatOpenId: text('wechat_open_id').unique(),
    /** The adviser shown in the adviser modal stays the same once assigned. */
    adviserId: integer('adviser_id').references(() => advisers.id, { onDelete: 'set null' }),
    lastLoginAt: timestamptz('last_login_at'),
    /** The surface of the site the account was opened on (PC, H5, WeChat); null on older accounts. */
    signupChannel: text('signup_channel').$type<SiteChannel>(),
    ...timestamps,
  },
  (t) => [
    index('users_grade_id_idx').on(t.gradeId),
    // The dashboard counts sign-ups per day.
    index('users_created_at_idx').on(t.createdAt),
    // The console finds a buyer by the last four digits of the phone (as a caller reads them out).
    index('users_phone_last_four_idx').on(sql`right(${t.phone}, 4)`),
    check('users_is_set_class_values', sql`${t.isSetClass} in (1, 2)`),
    check('users_is_class_upgrade_values', sql`${t.isClassUpgrade} in (1, 2)`),
    check('users_gender_values', oneOf('gender', GENDERS)),
    check('users_signup_channel_values', oneOf('signup_channel', SITE_CHANNELS)),
  ],
);

export const parentBindings = pgTable(
  'parent_bindings',
  {
    id: serial('id').primaryKey(),
    studentUserId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentPhone: text('parent_phone').notNull(),
    /** 爸爸, 妈妈, 爷爷 … as chosen on the relationship page. */
    relationship: text('relationship').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('parent_bindings_student_parent_uq').on(t.studentUserId, t.parentPhone),
    index('parent_bindings_parent_phone_idx').on(t.parentPhone),
  ],
);

/** Login sessions; only a hash of the bearer token is stored so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').defaultNow().notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** logout | replaced | password-changed …: lets the API tell the client why a token stopped working. */
    revokedReason: text('revoked_reason'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Devices that already passed the SMS check, so the check is not repeated on them. */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    lastSeenAt: timestamptz('last_seen_at').defaultNow().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('known_devices_user_device_uq').on(t.userId, t.deviceId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ParentBinding = typeof parentBindings.$inferSelect;
export type NewParentBinding = typeof parentBindings.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type KnownDevice = typeof knownDevices.$inferSelect;
export type NewKnownDevice = typeof knownDevices.$inferInsert;
