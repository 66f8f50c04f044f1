import { bigserial, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, type StaffRole } from '../../../../../contract/vocabulary/staff';
import { createdAt, oneOf, timestamps, timestamptz } from './columns';

/** The people who run the business in the operations console (/admin), apart from the families' accounts. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The authenticator app's shared secret, set when the first sign-in scans its QR code. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamptz('totp_confirmed_at'),
    /**
     * Goes up when the role changes or the member is disabled: a console session carries the value it began
     * with, so every session of the member ends at once.
     */
    sessionVersion: integer('session_version').notNull().default(1),
    disabledAt: timestamptz('disabled_at'),
    ...timestamps,
  },
  () => [check('staff_members_role_values', oneOf('role', STAFF_ROLES))],
);

export type StaffMember = typeof staffMembers.$inferSelect;

/** Console sessions, apart from the families' (a token of one table is unknown to the other). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The member's session version when it began; a role change or disabling moves the member's on. */
    sessionVersion: integer('session_version').notNull(),
    /** Sliding: each call moves it on, up to the session's absolute end. */
    expiresAt: timestamptz('expires_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff write: who, when, what, before → after. Append-only: the database refuses to change or delete a
 * row (migration 0018), so not even the console's own code can rewrite history.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for writes made from the command line (npm run staff) before any staff member exists. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: createdAt(),
  },
  (t) => [index('staff_audit_log_entity_idx').on(t.entity, t.entityId), index('staff_audit_log_staff_idx').on(t.staffId)],
);

export type StaffAuditEntry = typeof staffAuditLog.$inferSelect;
