import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  REFUND_NOTIFICATION_OUTCOMES,
  REFUND_STATUSES,
  type RefundNotificationOutcome,
  type RefundStatus,
} from '../../../../../contract/vocabulary/refunds';
import { oneOf, timestamps, timestamptz } from './columns';
import { staffMembers } from './console';
import { orders, payments } from './orders';

/**
 * Money given back on a paid order, through the provider of the payment that brought it. `refundNo` is ours
 * and is sent to the provider as its out_refund_no / out_request_no: a provider answers a repeated request
 * with the same number with the refund it already made, so a retry never pays twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    /** The console form's key: the same request sent twice (a double click, a retry) makes one refund. */
    requestKey: text('request_key').notNull().unique(),
    requestedBy: integer('requested_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    /** Why finance refused it, or what the provider said when it failed. */
    decisionNote: text('decision_note').notNull().default(''),
    /** The provider's own refund number, once it has one. */
    providerRefundId: text('provider_refund_id'),
    /** Where the provider announces the result; kept so the refund job asks again with the same address. */
    notifyUrl: text('notify_url').notNull().default(''),
    /** When the provider was last asked (the refund job asks again while it is processing). */
    sentAt: timestamptz('sent_at'),
    succeededAt: timestamptz('succeeded_at'),
    failedAt: timestamptz('failed_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId),
    // The dashboard sums the money given back by the day it was given back.
    index('refunds_succeeded_at_idx')
      .on(t.succeededAt)
      .where(sql`status = 'succeeded'`),
    // The console's refund export reads a range of request times, a page at a time.
    index('refunds_created_at_idx').on(t.createdAt, t.id),
    // One refund at a time per order: the next is asked once the last is decided.
    uniqueIndex('refunds_open_order_uq')
      .on(t.orderId)
      .where(sql`status in ('requested', 'processing')`),
    index('refunds_processing_idx')
      .on(t.sentAt)
      .where(sql`status = 'processing'`),
    check('refunds_status_values', oneOf('status', REFUND_STATUSES)),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Every refund callback as received, kept even when its signature fails. */
export const refundNotifications = pgTable(
  'refund_notifications',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    outRefundNo: text('out_refund_no'),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').$type<RefundNotificationOutcome>().notNull(),
    receivedAt: timestamptz('received_at').defaultNow().notNull(),
  },
  (t) => [
    index('refund_notifications_refund_idx').on(t.refundId),
    check('refund_notifications_outcome_values', oneOf('outcome', REFUND_NOTIFICATION_OUTCOMES)),
  ],
);

/** The sandbox provider's own refund books, as a real provider keeps them on its side. */
export const sandboxRefunds = pgTable('payment_sandbox_refunds', {
  id: serial('id').primaryKey(),
  outRefundNo: text('out_refund_no').notNull().unique(),
  refundId: text('refund_id').notNull().unique(),
  outTradeNo: text('out_trade_no').notNull(),
  amountCents: integer('amount_cents').notNull(),
  notifyUrl: text('notify_url').notNull(),
  decidedAt: timestamptz('decided_at').notNull(),
  ...timestamps,
});

export type Refund = typeof refunds.$inferSelect;
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;
