import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  RECONCILIATION_DIFF_KINDS,
  RECONCILIATION_RUN_STATUSES,
  type ReconciliationDiffKind,
  type ReconciliationRunStatus,
} from '../../../../../contract/vocabulary/reconciliation';
import type { PaymentProviderName } from '../../../../../contract/vocabulary/orders';
import { oneOf, timestamps, timestamptz } from './columns';
import { staffMembers } from './console';

/**
 * One provider's bill for one day (Beijing time) compared with our records. There is one row per provider and
 * day: running the day again replaces its counts and lines in one transaction.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** YYYY-MM-DD in Beijing time, the day the provider's bill covers. */
    day: text('day').notNull(),
    status: text('status').$type<ReconciliationRunStatus>().notNull(),
    /** Why the last attempt failed (the bill could not be fetched or read); empty when it succeeded. */
    failureReason: text('failure_reason').notNull().default(''),
    attempts: integer('attempts').notNull().default(1),
    billPayments: integer('bill_payments').notNull().default(0),
    billPaymentCents: integer('bill_payment_cents').notNull().default(0),
    billRefunds: integer('bill_refunds').notNull().default(0),
    billRefundCents: integer('bill_refund_cents').notNull().default(0),
    ourPayments: integer('our_payments').notNull().default(0),
    ourPaymentCents: integer('our_payment_cents').notNull().default(0),
    ourRefunds: integer('our_refunds').notNull().default(0),
    ourRefundCents: integer('our_refund_cents').notNull().default(0),
    differences: integer('differences').notNull().default(0),
    /** The staff member who ran it again from the console; null for the daily job. */
    runBy: integer('run_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    ranAt: timestamptz('ran_at').defaultNow().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reconciliation_runs_provider_day_uq').on(t.provider, t.day),
    index('reconciliation_runs_day_idx').on(t.day),
    check('reconciliation_runs_status_values', oneOf('status', RECONCILIATION_RUN_STATUSES)),
  ],
);

/** One difference a run found; finance marks it handled with a note. */
export const reconciliationLines = pgTable(
  'reconciliation_lines',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReconciliationDiffKind>().notNull(),
    /** Our trade or refund number, the key a difference keeps across re-runs. */
    reference: text('reference').notNull(),
    orderNo: text('order_no'),
    providerTradeNo: text('provider_trade_no'),
    ourCents: integer('our_cents'),
    billCents: integer('bill_cents'),
    detail: text('detail').notNull().default(''),
    handledBy: integer('handled_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    handledAt: timestamptz('handled_at'),
    handledNote: text('handled_note').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reconciliation_lines_run_kind_ref_uq').on(t.runId, t.kind, t.reference),
    check('reconciliation_lines_kind_values', oneOf('kind', RECONCILIATION_DIFF_KINDS)),
    check('reconciliation_lines_cents', sql`${t.ourCents} is not null or ${t.billCents} is not null`),
  ],
);

export type ReconciliationRun = typeof reconciliationRuns.$inferSelect;
export type ReconciliationLine = typeof reconciliationLines.$inferSelect;
