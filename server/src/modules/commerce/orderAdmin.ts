/**
 * Orders as the operations console reads them (orders.read): every family's orders, found by number, buyer's
 * phone or course, and one order with everything that happened to it. Read-only: nothing here changes an order.
 */
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { priceBreakdown } from '../../../../contract/api/schemas/priceBreakdown';
import type { OrderStatus, PayChannel } from '../../../../contract/vocabulary/orders';
import { COUNTED_REFUND_STATUSES } from '../../../../contract/vocabulary/refunds';
import type { DbExecutor } from '../../platform/db/client';
import {
  courses,
  type Order,
  orderChangeRequests,
  orderItems,
  orders,
  paymentNotifications,
  payments,
  users,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, likePattern, offsetOf, toYuan } from '../../platform/text/format';
import type { PaymentGateway } from '../../providers/payment';
import { refundsOnline } from '../../providers/payment/types';
import { historyOf, linesOf, maskPhone, shipmentOf } from './orderRows';
import { refundRowsOf } from './refundRows';
import { shipmentViewOf } from './shipments';
import { ORDER_MESSAGES } from './rules';

export interface StaffOrderFilter {
  q: string;
  status?: OrderStatus | undefined;
  channel?: PayChannel | undefined;
  /** Inclusive start and exclusive end of the creation times, as zoned ISO times ('' for an open end). */
  createdFrom: string;
  createdBefore: string;
  page: number;
  size: number;
}

/** Money that reached us for the order: its payments that succeeded, refunded later or not. */
export const paidCents = sql<number>`(select coalesce(sum(p.amount_cents), 0)::int from ${payments} p
  where p.order_id = ${orders.id} and p.status in ('succeeded', 'refunded'))`;

/** The titles of the order's courses as sold, in the order they were bought. */
export const courseTitles = sql<string[]>`(select coalesce(json_agg(i.title order by i.id), '[]'::json) from ${orderItems} i
  where i.order_id = ${orders.id})`;

/**
 * What a search word finds: an order number, a buyer's phone in full or its last four digits, or a word of a
 * course title as sold. Each is its own lookup on its own index (the order number's, the phone's and its last
 * four digits', the titles' trigrams), their orders gathered into one set, so 100 000 orders are never read
 * one by one to test each key.
 */
function searchOf(q: string): SQL | undefined {
  if (!q) return undefined;
  const found: SQL[] = [
    sql`select o.id from ${orders} o where o.order_no = ${q.toUpperCase()}`,
    // A word without letters of two cases (Chinese, digits) is matched by like: ilike lowers every title first,
    // several times slower, for nothing.
    sql`select i.order_id from ${orderItems} i where i.title ${q.toLowerCase() === q.toUpperCase() ? sql`like` : sql`ilike`} ${likePattern(q)}`,
  ];
  if (/^1\d{10}$/.test(q)) found.push(sql`select o.id from ${orders} o join ${users} u on u.id = o.user_id where u.phone = ${q}`);
  if (/^\d{4}$/.test(q))
    found.push(sql`select o.id from ${orders} o join ${users} u on u.id = o.user_id where right(u.phone, 4) = ${q}`);
  return sql`${orders.id} in (${sql.join(found, sql` union all `)})`;
}

/** The orders a console filter finds: a condition on the orders table alone. */
export function staffOrderWhere(filter: Omit<StaffOrderFilter, 'page' | 'size'>): SQL | undefined {
  return and(
    searchOf(filter.q),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.channel ? eq(orders.payChannel, filter.channel) : undefined,
    filter.createdFrom ? gte(orders.createdAt, new Date(filter.createdFrom)) : undefined,
    filter.createdBefore ? lt(orders.createdAt, new Date(filter.createdBefore)) : undefined,
  );
}

/** Every family's orders, newest first, found and narrowed by the console's list filter. */
export async function listOrdersForStaff(db: DbExecutor, filter: StaffOrderFilter) {
  const where = staffOrderWhere(filter);
  // The page's orders first, by the index of creation times; their money and titles only for those twenty,
  // not for every order a deep page skips.
  // The filter reads only the orders' own columns (the buyer's phone is looked up inside searchOf), so neither
  // the page nor the count joins the buyers.
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.size)
    .offset(offsetOf(filter.page, filter.size));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        status: orders.status,
        totalAmountCents: orders.totalAmountCents,
        payChannel: orders.payChannel,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        phone: users.phone,
        name: users.name,
        paidCents,
        courseTitles,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, pageIds))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      orderNo: row.orderNo,
      status: row.status,
      courses: row.courseTitles,
      // The list is a page of many buyers: the middle digits stay hidden; the detail shows the phone in full.
      buyerPhone: maskPhone(row.phone),
      buyerName: row.name,
      amount: toYuan(row.totalAmountCents),
      paid: toYuan(Number(row.paidCents)),
      payChannel: row.payChannel ?? null,
      createdAt: iso(row.createdAt),
      paidAt: row.paidAt ? iso(row.paidAt) : null,
    })),
    total: Number(counted?.total ?? 0),
    page: filter.page,
    size: filter.size,
  };
}

/** The fields of a provider's notification worth a glance: its trade state, amount and transaction number. */
const SUMMARY_KEYS = ['trade_status', 'trade_state', 'event_type', 'total_amount', 'amount', 'trade_no', 'transaction_id'];

/** A short line of what a notification said, from the fields providers use; the rest stays in the record. */
export function notificationSummary(raw: Record<string, unknown>): string {
  const parts = SUMMARY_KEYS.filter((key) => raw[key] !== undefined && raw[key] !== null && raw[key] !== '').map((key) => {
    const value = raw[key];
    return `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
  });
  // Without any of them (an unreadable body), the names of the fields it had.
  const line = parts.length > 0 ? parts.join(' · ') : Object.keys(raw).join(', ');
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

async function orderByNo(db: DbExecutor, orderNo: string): Promise<Order> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!order) throw new ApiError(ORDER_MESSAGES.notFound);
  return order;
}

/**
 * One order with everything that happened to it, for staff who may read orders: the buyer's phone in full
 * (they call the buyer), its payments and the notifications the providers sent about them.
 */
export async function orderForStaff(db: DbExecutor, gateway: PaymentGateway, orderNo: string) {
  const order = await orderByNo(db, orderNo);
  const [lines, history, [buyer], attempts, { needsShipping, shipment }, changes, refunds] = await Promise.all([
    linesOf(db, order.id),
    historyOf(db, order.id),
    db
      .select({ phone: users.phone, name: users.name, grade: users.gradeName })
      .from(users)
      .where(eq(users.id, order.userId))
      .limit(1),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt), asc(payments.id)),
    shipmentOf(db, order),
    db
      .select({
        fromTitle: sql<string>`(select c.title from ${courses} c where c.id = ${orderChangeRequests.fromCourseId})`,
        toTitle: sql<string>`(select c.title from ${courses} c where c.id = ${orderChangeRequests.toCourseId})`,
        reason: orderChangeRequests.reason,
        status: orderChangeRequests.status,
        createdAt: orderChangeRequests.createdAt,
      })
      .from(orderChangeRequests)
      .where(eq(orderChangeRequests.orderId, order.id))
      .orderBy(asc(orderChangeRequests.createdAt), asc(orderChangeRequests.id)),
    refundRowsOf(db, { orderId: order.id }),
  ]);
  const notifications =
    attempts.length === 0
      ? []
      : await db
          .select()
          .from(paymentNotifications)
          .where(
            or(
              inArray(
                paymentNotifications.paymentId,
                attempts.map((attempt) => attempt.id),
              ),
              // A notification whose signature failed names no payment of ours: it is found by our trade number.
              inArray(
                paymentNotifications.outTradeNo,
                attempts.map((attempt) => attempt.outTradeNo),
              ),
            ),
          )
          .orderBy(asc(paymentNotifications.receivedAt), asc(paymentNotifications.id));
  const price = priceBreakdown(lines, order.totalAmountCents);
  const paid = attempts
    .filter((attempt) => attempt.status === 'succeeded' || attempt.status === 'refunded')
    .reduce((sum, attempt) => sum + attempt.amountCents, 0);
  const counted = refunds
    .filter((refund) => (COUNTED_REFUND_STATUSES as readonly string[]).includes(refund.status))
    .reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0);
  const refundable = Math.max(0, paid - counted);
  const paidWith = attempts.find((attempt) => attempt.status === 'succeeded' || attempt.status === 'refunded');
  const provider = paidWith ? gateway.byName(paidWith.provider) : null;
  const canRequestRefund =
    order.status === 'paid' &&
    refundable > 0 &&
    !refunds.some((refund) => refund.status === 'requested' || refund.status === 'processing') &&
    provider !== null &&
    refundsOnline(provider);
  const parcel = shipment ? await shipmentViewOf(db, shipment) : null;
  return {
    orderNo: order.orderNo,
    status: order.status,
    payChannel: order.payChannel ?? null,
    createdAt: iso(order.createdAt),
    paidAt: order.paidAt ? iso(order.paidAt) : null,
    cancelledAt: order.cancelledAt ? iso(order.cancelledAt) : null,
    refundedAt: order.refundedAt ? iso(order.refundedAt) : null,
    closesAt: order.status === 'unpaid' && order.closesAt ? iso(order.closesAt) : null,
    changedAt: order.changedAt ? iso(order.changedAt) : null,
    remark: order.remark,
    campaignChannel: order.campaignChannel,
    lines: lines.map((line) => ({
      courseId: line.courseId,
      title: line.title,
      listPrice: toYuan(line.listPrice),
      price: toYuan(line.price),
    })),
    price: { listPrice: toYuan(price.listPrice), discount: toYuan(price.discount), paid: toYuan(price.paid) },
    paid: toYuan(paid),
    buyer: { phone: buyer?.phone ?? '', name: buyer?.name ?? '', grade: buyer?.grade ?? '' },
    receiver:
      order.receiverName && order.receiverAddress
        ? {
            name: order.receiverName,
            phone: order.receiverPhone ?? '',
            region: order.receiverRegion,
            address: order.receiverAddress,
          }
        : null,
    history,
    payments: attempts.map((attempt) => ({
      outTradeNo: attempt.outTradeNo,
      tradeNo: attempt.tradeNo,
      channel: attempt.channel,
      provider: attempt.provider,
      amount: toYuan(attempt.amountCents),
      status: attempt.status,
      createdAt: iso(attempt.createdAt),
      paidAt: attempt.paidAt ? iso(attempt.paidAt) : null,
      endedAt: attempt.failedAt ? iso(attempt.failedAt) : attempt.closedAt ? iso(attempt.closedAt) : null,
    })),
    notifications: notifications.map((notification) => ({
      receivedAt: iso(notification.receivedAt),
      provider: notification.provider,
      source: notification.source === 'reconcile' ? ('reconcile' as const) : ('notify' as const),
      verified: notification.verified,
      outcome: notification.outcome,
      summary: notificationSummary(notification.raw),
    })),
    shipping: {
      needed: needsShipping,
      company: parcel?.company ?? null,
      trackingNo: parcel?.trackingNo ?? null,
      shippedAt: parcel?.shippedAt ?? null,
      shippedBy: parcel ? parcel.shippedBy : null,
      corrections: parcel?.corrections ?? [],
      canShip: order.status === 'paid' && Boolean(order.receiverAddress) && !parcel,
    },
    changes: changes.map((change) => ({ ...change, createdAt: iso(change.createdAt) })),
    refunds,
    refundable: toYuan(refundable),
    canRequestRefund,
  };
}
