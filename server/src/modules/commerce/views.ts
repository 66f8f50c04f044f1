import { familyRefundsOf } from './refundRows';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { priceBreakdown } from '../../../../contract/api/schemas/priceBreakdown';
import type { OrderFilter } from '../../../../contract/vocabulary/orders';
import { type Order, orders, payments, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, offsetOf, toYuan } from '../../platform/text/format';
import type { AuthUser } from '../../platform/sessions/sessions';
import { changeEligibility } from './change';
import { type CommerceContext, closeIfExpired, closeOrder } from './close';
import { historyOf, itemsOf, linesOf, maskPhone, orderSummary, ownOrder, sharedOrder, shipmentOf } from './orderRows';
import { ORDER_MESSAGES } from './rules';

/** Closes the user's unpaid orders whose time is up, so lists never show an order as payable past its time. */
async function closeExpiredOf(context: CommerceContext, userId: number) {
  const expired = await context.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'unpaid'), sql`${orders.closesAt} <= ${context.now()}`));
  for (const order of expired) await closeOrder(context, order, 'timeout');
}

export async function buyRecord(
  context: CommerceContext,
  user: AuthUser,
  filter: { status: OrderFilter; page: number; size: number },
) {
  await closeExpiredOf(context, user.id);
  const mine = eq(orders.userId, user.id);
  const where = filter.status === 'all' ? mine : and(mine, eq(orders.status, filter.status));
  const [rows, tallies] = await Promise.all([
    context.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    context.db.select({ status: orders.status, total: count() }).from(orders).where(mine).groupBy(orders.status),
  ]);
  const items = await itemsOf(
    context.db,
    rows.map((row) => row.id),
  );
  const counts = { all: 0, unpaid: 0, paid: 0, cancelled: 0, refunded: 0 };
  for (const tally of tallies) {
    counts[tally.status] = Number(tally.total);
    counts.all += Number(tally.total);
  }
  return {
    list: rows.map((order) => orderSummary(order, items.get(order.id) ?? [])),
    total: filter.status === 'all' ? counts.all : counts[filter.status],
    page: filter.page,
    size: filter.size,
    counts,
  };
}

async function liveOwnOrder(context: CommerceContext, user: AuthUser, orderNo: string): Promise<Order> {
  return closeIfExpired(context, await ownOrder(context.db, user.id, orderNo));
}

export async function orderDetail(context: CommerceContext, user: AuthUser, orderNo: string) {
  const order = await liveOwnOrder(context, user, orderNo);
  const [items, history, payer, eligibility, refunds] = await Promise.all([
    itemsOf(context.db, [order.id]),
    historyOf(context.db, order.id),
    order.payerUserId === null
      ? null
      : context.db
          .select({ phone: users.phone })
          .from(users)
          .where(eq(users.id, order.payerUserId))
          .limit(1)
          .then(([row]) => row ?? null),
    changeEligibility(context, order),
    familyRefundsOf(context.db, order.id),
  ]);
  const hasReceiver = Boolean(order.receiverName && order.receiverAddress);
  return {
    ...orderSummary(order, items.get(order.id) ?? []),
    receiver: hasReceiver
      ? {
          name: order.receiverName ?? '',
          phone: order.receiverPhone ?? '',
          region: order.receiverRegion,
          address: order.receiverAddress ?? '',
        }
      : null,
    payerPhone: payer ? maskPhone(payer.phone) : null,
    shareId: order.status === 'unpaid' ? order.shareId : null,
    remark: order.remark,
    canPay: order.status === 'unpaid',
    canCancel: order.status === 'unpaid',
    canChange: eligibility.eligible,
    changedAt: order.changedAt ? iso(order.changedAt) : null,
    campaignChannel: (order.campaignChannel as 'tiktok' | 'tencent' | 'headlines' | null) ?? null,
    history,
    refunds,
  };
}

export async function orderItemsDetail(context: CommerceContext, user: AuthUser, orderNo: string) {
  const order = await ownOrder(context.db, user.id, orderNo);
  const [items, lines] = await Promise.all([itemsOf(context.db, [order.id]), linesOf(context.db, order.id)]);
  // The list prices as sold against what the order charges: the same figures the purchase page showed.
  const price = priceBreakdown(lines, order.totalAmountCents);
  return {
    orderNo: order.orderNo,
    items: items.get(order.id) ?? [],
    itemsTotal: toYuan(price.listPrice),
    discount: toYuan(price.discount),
    amount: toYuan(price.paid),
  };
}

export async function orderLogisticsDetail(context: CommerceContext, user: AuthUser, orderNo: string) {
  const order = await ownOrder(context.db, user.id, orderNo);
  const { needsShipping, shipment } = await shipmentOf(context.db, order);
  return {
    needsShipping,
    shipped: Boolean(shipment),
    company: shipment?.company ?? '',
    trackingNo: shipment?.trackingNo ?? '',
    events: [...(shipment?.events ?? [])]
      .sort((a, b) => b.at.localeCompare(a.at))
      .map((event) => ({ at: new Date(event.at).toISOString(), description: event.description, location: event.location ?? '' })),
  };
}

export async function cancelOwnOrder(context: CommerceContext, user: AuthUser, orderNo: string) {
  const order = await ownOrder(context.db, user.id, orderNo);
  if (order.status !== 'unpaid') throw new ApiError(ORDER_MESSAGES.notUnpaid);
  const after = await closeOrder(context, order, 'user');
  // A payment that had gone through before the cancel pays the order instead: the buyer is told.
  if (after.status === 'paid') throw new ApiError(ORDER_MESSAGES.paid);
  return { orderNo: after.orderNo, status: after.status };
}

/** The latest attempt to pay an unpaid order, for the waiting pages. */
async function lastAttempt(context: CommerceContext, order: Order) {
  const [latest] = await context.db
    .select({ status: payments.status, closedAt: payments.closedAt })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!latest) return 'none' as const;
  if (latest.status === 'pending') return 'pending' as const;
  if (latest.status === 'failed') return 'failed' as const;
  if (latest.status === 'closed') return 'cancelled' as const;
  return 'none' as const;
}

export async function payStatus(context: CommerceContext, user: AuthUser, key: { orderNo?: string; shareId?: string }) {
  const found = key.orderNo ? await ownOrder(context.db, user.id, key.orderNo) : await sharedOrder(context.db, key.shareId ?? '');
  const order = await closeIfExpired(context, found);
  return {
    status: order.status,
    paid: order.status === 'paid',
    paidAt: order.paidAt ? iso(order.paidAt) : null,
    closesAt: order.status === 'unpaid' && order.closesAt ? iso(order.closesAt) : null,
    attempt: order.status === 'unpaid' ? await lastAttempt(context, order) : ('none' as const),
    amount: toYuan(order.totalAmountCents),
  };
}

/** What the payer of a share link sees: no address, no order history, the sharer's phone masked. */
export async function shareDetails(context: CommerceContext, user: AuthUser, shareId: string) {
  const order = await closeIfExpired(context, await sharedOrder(context.db, shareId));
  const [items, [sharer]] = await Promise.all([
    itemsOf(context.db, [order.id]),
    context.db.select({ phone: users.phone }).from(users).where(eq(users.id, order.userId)).limit(1),
  ]);
  const course = items.get(order.id)?.[0];
  if (!course) throw new ApiError(ORDER_MESSAGES.shareNotFound);
  return {
    shareId,
    status: order.status,
    amount: toYuan(order.totalAmountCents),
    course,
    sharerPhone: maskPhone(sharer?.phone ?? ''),
    closesAt: order.status === 'unpaid' && order.closesAt ? iso(order.closesAt) : null,
    isMine: order.userId === user.id,
    methods: context.gateway.methods,
  };
}
