import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/client';
import { notifications, type Order, orders, orderStatusHistory, type Payment, payments } from '../../platform/db/schema';
import type { PaymentGateway } from '../../providers/payment';
import { type SettleContext, type SettleResult, settleNotification } from './settle';
import { STATUS_NOTES } from './rules';

/*
 * Closing unpaid orders (by the buyer, or by the job once their time is up) and reconciling payments
 * whose notification never came. Both are idempotent: every change is a conditional update, so a job
 * that runs twice, or on two instances, or beside a late notification, changes each order once.
 */

export interface CommerceContext extends SettleContext {
  gateway: PaymentGateway;
}

/** Asks the provider about a pending payment and applies what it says; a failed query changes nothing. */
export async function reconcilePayment(context: CommerceContext, payment: Payment): Promise<SettleResult | null> {
  const provider = context.gateway.byName(payment.provider);
  if (!provider) return null;
  let trade;
  try {
    trade = await provider.query(payment.outTradeNo);
  } catch (error) {
    context.log?.warn({ error, outTradeNo: payment.outTradeNo }, '查询支付状态失败，稍后重试');
    return null;
  }
  if (trade.state === 'waiting' || trade.state === 'unknown') return null;
  // The query went to the provider over its authenticated API: what it answered is the provider's word.
  return settleNotification(
    context,
    provider,
    {
      verified: true,
      appId: trade.appId ?? provider.appId,
      outTradeNo: payment.outTradeNo,
      tradeNo: trade.tradeNo,
      amountCents: trade.amountCents,
      state: trade.state,
      paidAt: trade.paidAt,
      record: { query: trade.state, tradeNo: trade.tradeNo, amountCents: trade.amountCents },
    },
    'reconcile',
  );
}

async function pendingPaymentsOf(db: DbExecutor, orderId: number): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

/**
 * Closes an unpaid order. Pending payments are asked about first, so money already taken pays the order
 * instead of arriving for a closed one. Answers the order as it is afterwards.
 */
export async function closeOrder(context: CommerceContext, order: Order, reason: 'timeout' | 'user'): Promise<Order> {
  const { db } = context;
  for (const payment of await pendingPaymentsOf(db, order.id)) await reconcilePayment(context, payment);
  const now = context.now();
  const closing = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, purchaseKey: null })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'unpaid')))
      .returning();
    if (!closed) return null;
    const note = reason === 'timeout' ? STATUS_NOTES.closedByTimeout : STATUS_NOTES.cancelledByUser;
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'cancelled', note, at: now });
    const stopped = await tx
      .update(payments)
      .set({ status: 'closed', closedAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
      .returning();
    if (reason === 'timeout') {
      await tx.insert(notifications).values({
        userId: order.userId,
        kind: 'order',
        title: '订单已关闭',
        content: `订单 ${order.orderNo} 超时未支付，已自动关闭。如仍需购买，请重新下单。`,
        objectType: 'order',
        objectId: order.id,
      });
    }
    return { closed, stopped };
  });
  if (closing) {
    // Tell the providers to stop taking money for it; a failure here is caught by the reconciliation job.
    await Promise.all(
      closing.stopped.map((payment) =>
        context.gateway
          .byName(payment.provider)
          ?.close(payment.outTradeNo)
          .catch((error: unknown) => context.log?.warn({ error, outTradeNo: payment.outTradeNo }, '关闭支付失败')),
      ),
    );
    return closing.closed;
  }
  const [current] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  return current ?? order;
}

/** An unpaid order past its time is closed now rather than waiting for the job. */
export async function closeIfExpired(context: CommerceContext, order: Order): Promise<Order> {
  if (order.status !== 'unpaid' || !order.closesAt || order.closesAt > context.now()) return order;
  return closeOrder(context, order, 'timeout');
}

const JOB_BATCH = 200;

/** Job: closes unpaid orders whose time is up. Answers how many it closed. */
export async function closeExpiredOrders(context: CommerceContext): Promise<number> {
  const expired = await context.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lte(orders.closesAt, context.now())))
    .orderBy(asc(orders.closesAt))
    .limit(JOB_BATCH);
  let closed = 0;
  for (const order of expired) {
    const after = await closeOrder(context, order, 'timeout');
    if (after.status === 'cancelled' && order.status === 'unpaid') closed += 1;
  }
  return closed;
}

/** Job: asks the providers about payments still pending a while after they were created. Answers how many it settled. */
export async function reconcilePayments(context: CommerceContext, olderThanSeconds: number): Promise<number> {
  const before = new Date(context.now().getTime() - olderThanSeconds * 1000);
  const stale = await context.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.status, 'pending'), lte(payments.createdAt, before), inArray(orders.status, ['unpaid'])))
    .orderBy(asc(payments.createdAt))
    .limit(JOB_BATCH);
  let settled = 0;
  for (const { payment } of stale) {
    const result = await reconcilePayment(context, payment);
    if (result && result.outcome !== 'duplicate') settled += 1;
  }
  return settled;
}
