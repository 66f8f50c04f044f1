import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { staffMembers } from './console';
import { oneOf, timestamps, timestamptz } from './columns';
import { users } from './users';
import { SITE_CHANNELS, type SiteChannel } from '../../../../../contract/vocabulary/insight';
import {
  NOTIFICATION_OUTCOMES,
  type NotificationOutcome,
  ORDER_CHANGE_STATUSES,
  type OrderChangeStatus,
  ORDER_STATUSES,
  type OrderStatus,
  PAY_CHANNELS,
  PAYMENT_KINDS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUSES,
  type PayChannel,
  type PaymentKind,
  type PaymentProviderName,
  type PaymentStatus,
} from '../../../../../contract/vocabulary/orders';

// The words of payments and their notifications are the contract's: the console reads them as they are stored.
export {
  NOTIFICATION_OUTCOMES,
  type NotificationOutcome,
  ORDER_CHANGE_STATUSES,
  type OrderChangeStatus,
  PAYMENT_KINDS,
  type PaymentKind,
  PAYMENT_PROVIDER_NAMES,
  type PaymentProviderName,
  PAYMENT_STATUSES,
  type PaymentStatus,
};

/** Amounts are whole fen (1/100 yuan). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('unpaid'),
    totalAmountCents: integer('total_amount_cents').notNull(),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    payChannel: text('pay_channel').$type<PayChannel>(),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    refundedAt: timestamptz('refunded_at'),
    /** Token of the "ask someone to pay" link (/order-detail-share?shareId=); unguessable, so it is the only key a payer holds. */
    shareId: text('share_id'),
    /** Who paid, when somebody other than the buyer paid through the share link. */
    payerUserId: integer('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An unpaid order closes at this time (30 minutes after creation unless configured otherwise). */
    closesAt: timestamptz('closes_at'),
    /**
     * `userId:courseId` while the order is unpaid: a partial unique index on it lets one unpaid order per
     * buyer and course exist, so a double-clicked "buy" or a second tab reaches the same order.
     */
    purchaseKey: text('purchase_key'),
    /** Set once the course of the paid order was swapped (/personal/order-change); a second swap is refused. */
    changedAt: timestamptz('changed_at'),
    remark: text('remark').notNull().default(''),
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    receiverAddress: text('receiver_address'),
    /** The delivery region chosen in the picker (a district, or a city without districts); null on older orders. */
    receiverRegionId: integer('receiver_region_id'),
    /** Its names as they were when the order was placed, e.g. 广东省 深圳市 南山区. */
    receiverRegion: text('receiver_region'),
    /** The campaign channel (tiktok, tencent, headlines) of an order placed from a live-class sign-up page. */
    campaignChannel: text('campaign_channel'),
    /** The surface of the site the order was placed on (PC, H5, WeChat); null on orders older than its recording. */
    channel: text('channel').$type<SiteChannel>(),
    ...timestamps,
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    // The console's order list: newest first, and narrowed by a range of creation times.
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_status_idx').on(t.status),
    // The dashboard sums paid orders by the day they were paid, from the index alone.
    index('orders_paid_at_idx')
      .on(t.paidAt, t.status, t.userId, t.totalAmountCents, t.channel)
      .where(sql`paid_at is not null`),
    // Each buyer's first paid order and its channel, read in index order from the index alone.
    index('orders_user_paid_at_idx')
      .on(t.userId, t.paidAt, t.id, t.status, t.channel)
      .where(sql`paid_at is not null`),
    uniqueIndex('orders_share_id_uq').on(t.shareId),
    uniqueIndex('orders_unpaid_purchase_key_uq')
      .on(t.purchaseKey)
      .where(sql`status = 'unpaid'`),
    index('orders_unpaid_closes_at_idx')
      .on(t.closesAt)
      .where(sql`status = 'unpaid'`),
    check('orders_status_values', oneOf('status', ORDER_STATUSES)),
    check('orders_pay_channel_values', oneOf('pay_channel', PAY_CHANNELS)),
    check('orders_channel_values', oneOf('channel', SITE_CHANNELS)),
    check('orders_campaign_channel_values', oneOf('campaign_channel', ['tiktok', 'tencent', 'headlines'])),
    check('orders_amounts_non_negative', sql`${t.totalAmountCents} >= 0 and ${t.discountAmountCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** Title and prices as sold, so later catalogue edits do not rewrite history. */
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The course's list price (原价) when sold; with the order's total it gives the breakdown every page shows. */
    listPriceCents: integer('list_price_cents').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_items_order_course_uq').on(t.orderId, t.courseId),
    index('order_items_course_id_idx').on(t.courseId),
    // The console finds orders by a word of a course title as sold (ilike '%word%'): trigrams serve it.
    index('order_items_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note').notNull().default(''),
    at: timestamptz('at').defaultNow().notNull(),
  },
  (t) => [index('order_status_history_order_id_idx').on(t.orderId, t.at)],
);

export interface LogisticsEvent {
  /** ISO 8601 time of the scan. */
  at: string;
  description: string;
  location?: string;
}

/** Shipment of printed course material. */
export const orderLogistics = pgTable('order_logistics', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  company: text('company').notNull(),
  trackingNo: text('tracking_no').notNull(),
  events: jsonb('events').$type<LogisticsEvent[]>().notNull().default([]),
  /** The staff member who shipped it from the console; null when it came from the command line. */
  shippedBy: integer('shipped_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  /** Earlier carriers and numbers staff replaced, oldest first, with who did it and why. */
  corrections: jsonb('corrections').$type<ShipmentCorrection[]>().notNull().default([]),
  ...timestamps,
});

export interface ShipmentCorrection {
  /** ISO 8601 time of the correction. */
  at: string;
  staffId: number | null;
  fromCompany: string;
  fromTrackingNo: string;
  reason: string;
}

/** A request to swap the course of a paid order (/personal/order-change). */
export const orderChangeRequests = pgTable(
  'order_change_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromCourseId: integer('from_course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    toCourseId: integer('to_course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<OrderChangeStatus>().notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    index('order_change_requests_order_id_idx').on(t.orderId),
    check('order_change_requests_status_values', oneOf('status', ORDER_CHANGE_STATUSES)),
  ],
);

/** One attempt to pay an order through a channel. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    channel: text('channel').$type<PayChannel>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull().default('sandbox'),
    /** Always the order's amount when the payment was created; never taken from the client. */
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** The account that asked to pay (the buyer, or the payer of a shared order). */
    payerUserId: integer('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PaymentKind>().notNull().default('redirect'),
    /** Cashier address to open, or the content of the QR code to scan, as the provider gave it. */
    payUrl: text('pay_url').notNull().default(''),
    /** The provider stops accepting money for this payment at this time (the order's closing time). */
    expiresAt: timestamptz('expires_at'),
    failedAt: timestamptz('failed_at'),
    closedAt: timestamptz('closed_at'),
    /** Our reference sent to the provider; unique so a notification maps to exactly one payment. */
    outTradeNo: text('out_trade_no').notNull().unique(),
    /** The provider's own transaction number, known after payment. */
    tradeNo: text('trade_no').unique(),
    paidAt: timestamptz('paid_at'),
    ...timestamps,
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    // One open attempt per order and channel: asking again for the same channel reuses it.
    uniqueIndex('payments_pending_order_channel_uq')
      .on(t.orderId, t.channel)
      .where(sql`status = 'pending'`),
    index('payments_pending_created_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    check('payments_status_values', oneOf('status', PAYMENT_STATUSES)),
    check('payments_channel_values', oneOf('channel', PAY_CHANNELS)),
    check('payments_amount_non_negative', sql`${t.amountCents} >= 0`),
    check('payments_provider_values', oneOf('provider', PAYMENT_PROVIDER_NAMES)),
    check('payments_kind_values', oneOf('kind', PAYMENT_KINDS)),
  ],
);

/** Every provider callback as received, kept for audit even when its signature fails. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Channel of the payment it names; null when it names none of ours. */
    channel: text('channel').$type<PayChannel>(),
    provider: text('provider').$type<PaymentProviderName>().notNull().default('sandbox'),
    /** `notify` for a callback, `reconcile` for a query that found a payment whose callback never came. */
    source: text('source').notNull().default('notify'),
    outTradeNo: text('out_trade_no'),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').$type<NotificationOutcome>().notNull().default('ignored'),
    receivedAt: timestamptz('received_at').defaultNow().notNull(),
  },
  (t) => [
    index('payment_notifications_payment_id_idx').on(t.paymentId),
    index('payment_notifications_out_trade_no_idx').on(t.outTradeNo),
    check('payment_notifications_outcome_values', oneOf('outcome', NOTIFICATION_OUTCOMES)),
  ],
);

export const SANDBOX_TRADE_STATUSES = ['waiting', 'paid', 'failed', 'closed'] as const;
export type SandboxTradeStatus = (typeof SANDBOX_TRADE_STATUSES)[number];

/**
 * The sandbox provider's own books, as a real provider keeps them on its side: what it was asked to
 * collect, where to notify, and what the person at the cashier chose.
 */
export const sandboxTrades = pgTable(
  'payment_sandbox_trades',
  {
    id: serial('id').primaryKey(),
    outTradeNo: text('out_trade_no').notNull().unique(),
    tradeNo: text('trade_no').notNull().unique(),
    appId: text('app_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    subject: text('subject').notNull(),
    /** The product asked for (alipay, weixin, share-icbc …), shown on the cashier. */
    channel: text('channel').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url').notNull().default(''),
    status: text('status').$type<SandboxTradeStatus>().notNull().default('waiting'),
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    ...timestamps,
  },
  () => [check('payment_sandbox_trades_status_values', oneOf('status', SANDBOX_TRADE_STATUSES))],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderStatusHistoryEntry = typeof orderStatusHistory.$inferSelect;
export type NewOrderStatusHistoryEntry = typeof orderStatusHistory.$inferInsert;
export type OrderLogistics = typeof orderLogistics.$inferSelect;
export type NewOrderLogistics = typeof orderLogistics.$inferInsert;
export type OrderChangeRequest = typeof orderChangeRequests.$inferSelect;
export type NewOrderChangeRequest = typeof orderChangeRequests.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentNotification = typeof paymentNotifications.$inferSelect;
export type SandboxTrade = typeof sandboxTrades.$inferSelect;
export type NewPaymentNotification = typeof paymentNotifications.$inferInsert;
