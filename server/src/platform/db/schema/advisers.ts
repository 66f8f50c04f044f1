import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Stage } from './catalog';
import { createdAt, timestamps } from './columns';

/** Course advisers reached through a WeChat QR code. */
export const advisers = pgTable('advisers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  wechatAccount: text('wechat_account').notNull().unique(),
  wechatQrUrl: text('wechat_qr_url').notNull().default(''),
  /** Text encoded in the QR image, so a QR can be regenerated without the picture. */
  qrContent: text('qr_content').notNull().default(''),
  phone: text('phone').notNull().default(''),
  intro: text('intro').notNull().default(''),
  /** School stages the adviser serves; used to pick an adviser matching the student's grade. */
  stages: jsonb('stages').$type<Stage[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** Bumped by every console save: a save made from an older version is refused instead of overwriting. */
  version: integer('version').notNull().default(1),
  ...timestamps,
});

/** Each anti-counterfeit lookup (is this WeChat account or phone really ours?) and its answer. */
export const adviserAuthenticityChecks = pgTable(
  'adviser_authenticity_checks',
  {
    id: serial('id').primaryKey(),
    query: text('query').notNull(),
    adviserId: integer('adviser_id').references(() => advisers.id, { onDelete: 'set null' }),
    isAuthentic: boolean('is_authentic').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('adviser_authenticity_checks_query_idx').on(t.query)],
);

/** WeChat official accounts (公众号) shown with their QR codes. */
export const officialAccounts = pgTable('official_accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  account: text('account').notNull().unique(),
  intro: text('intro').notNull().default(''),
  qrUrl: text('qr_url').notNull().default(''),
  qrContent: text('qr_content').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

export type Adviser = typeof advisers.$inferSelect;
export type NewAdviser = typeof advisers.$inferInsert;
export type AdviserAuthenticityCheck = typeof adviserAuthenticityChecks.$inferSelect;
export type NewAdviserAuthenticityCheck = typeof adviserAuthenticityChecks.$inferInsert;
export type OfficialAccount = typeof officialAccounts.$inferSelect;
export type NewOfficialAccount = typeof officialAccounts.$inferInsert;
