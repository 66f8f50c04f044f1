import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { oneOf, timestamps, timestamptz } from './columns';
import { users } from './users';

export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment products from SPEC §7 plus the local sandbox cashier used when no real provider is configured. */
export const PAY_CHANNELS = [
  'alipay',
  'alipay-qrcode',
  'weixin',
  'share-weixin',
  'share-alipay',
  'share-move',
  'share-icbc',
  'sandbox',
] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'closed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OrderChangeStatus = (typeof ORDER_CHANGE_STATUSES)[number];

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
    /** Share id of the promoter whose link led to this order (order-detail-share). */
    shareId: text('share_id'),
    remark: text('remark').notNull().default(''),
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    receiverAddress: text('receiver_address'),
    ...timestamps,
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_share_id_idx').on(t.shareId),
    check('orders_status_values', oneOf('status', ORDER_STATUSES)),
    check('orders_pay_channel_values', oneOf('pay_channel', PAY_CHANNELS)),
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
    /** Title and price as sold, so later catalogue edits do not rewrite history. */
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_items_order_course_uq').on(t.orderId, t.courseId),
    index('order_items_course_id_idx').on(t.courseId),
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
  ...timestamps,
});

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
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** Our reference sent to the provider; unique so a notification maps to exactly one payment. */
    outTradeNo: text('out_trade_no').notNull().unique(),
    /** The provider's own transaction number, known after payment. */
    tradeNo: text('trade_no').unique(),
    paidAt: timestamptz('paid_at'),
    ...timestamps,
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    check('payments_status_values', oneOf('status', PAYMENT_STATUSES)),
    check('payments_channel_values', oneOf('channel', PAY_CHANNELS)),
    check('payments_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);

/** Every provider callback as received, kept for audit even when its signature fails. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    channel: text('channel').$type<PayChannel>().notNull(),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
    verified: boolean('verified').notNull(),
    receivedAt: timestamptz('received_at').defaultNow().notNull(),
  },
  (t) => [index('payment_notifications_payment_id_idx').on(t.paymentId)],
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
export type NewPaymentNotification = typeof paymentNotifications.$inferInsert;
