import { notifyStudyProgress } from '../campaign/studyNotifications';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import {
  courseEnrollments,
  type NewNotification,
  type NotificationOutcome,
  notifications,
  orderItems,
  orders,
  orderStatusHistory,
  type Payment,
  paymentNotifications,
  payments,
  users,
} from '../../db/schema';
import type { PaymentProvider } from '../../providers/payment';
import type { ParsedNotification } from '../../providers/payment/types';
import { toYuan } from '../format';
import { maskPhone } from './orderRows';
import { STATUS_NOTES } from './rules';

/*
 * Applying what a provider says about a payment. Every callback is kept in payment_notifications with
 * what became of it. Money moves only on a verified notification from the provider that served the
 * payment, for our app id and for exactly the amount we asked; and it moves once: each step is a
 * conditional update (`WHERE status = 'pending'`, `WHERE status = 'unpaid'`) inside one transaction, so ten
 * copies of a notification, delivered one after another or all at once, pay the order once and
 * unlock the course once.
 */

export interface SettleContext {
  db: Db;
  now: () => Date;
  log?: { warn(object: unknown, message?: string): void; error(object: unknown, message?: string): void };
  /** Told each decided notification's outcome (payment metrics). */
  onSettled?: (provider: string, outcome: NotificationOutcome, source: 'notify' | 'reconcile') => void;
}

/** Outcomes the provider is told it can stop retrying for. */
const ACCEPTED: ReadonlySet<NotificationOutcome> = new Set([
  'paid',
  'duplicate',
  'failed',
  'order-closed',
  'double-payment',
  'ignored',
]);

export function isAccepted(outcome: NotificationOutcome): boolean {
  return ACCEPTED.has(outcome);
}

/** Outcomes that need a person: money arrived for an order that can no longer take it. */
const NEEDS_REFUND: ReadonlySet<NotificationOutcome> = new Set(['order-closed', 'double-payment']);

export interface SettleResult {
  outcome: NotificationOutcome;
  /** Pending payments of the same order that were closed because another one paid it. */
  closedSiblings: Payment[];
}

async function record(
  db: DbExecutor,
  provider: PaymentProvider,
  parsed: ParsedNotification,
  payment: Payment | null,
  outcome: NotificationOutcome,
  source: 'notify' | 'reconcile',
) {
  await db.insert(paymentNotifications).values({
    paymentId: payment?.id ?? null,
    channel: payment?.channel ?? null,
    provider: provider.name,
    source,
    outTradeNo: parsed.outTradeNo,
    raw: parsed.record,
    verified: parsed.verified,
    outcome,
  });
}

/** Decides and applies one notification (or reconciliation finding); never throws on a business refusal. */
export async function settleNotification(
  context: SettleContext,
  provider: PaymentProvider,
  parsed: ParsedNotification,
  source: 'notify' | 'reconcile' = 'notify',
): Promise<SettleResult> {
  const result = await decideNotification(context, provider, parsed, source);
  context.onSettled?.(provider.name, result.outcome, source);
  return result;
}

async function decideNotification(
  context: SettleContext,
  provider: PaymentProvider,
  parsed: ParsedNotification,
  source: 'notify' | 'reconcile',
): Promise<SettleResult> {
  const { db } = context;
  const [payment] = parsed.outTradeNo
    ? await db.select().from(payments).where(eq(payments.outTradeNo, parsed.outTradeNo)).limit(1)
    : [];
  const refuse = async (outcome: NotificationOutcome): Promise<SettleResult> => {
    await record(db, provider, parsed, payment ?? null, outcome, source);
    context.log?.warn({ provider: provider.name, outTradeNo: parsed.outTradeNo, outcome }, '支付通知被拒绝，未做任何更改');
    return { outcome, closedSiblings: [] };
  };

  if (!parsed.verified) return refuse('bad-signature');
  if (!payment || payment.provider !== provider.name) return refuse('unknown-trade');
  if (parsed.appId !== provider.appId) return refuse('app-mismatch');
  if (parsed.state === 'paid' && parsed.amountCents !== payment.amountCents) return refuse('amount-mismatch');

  if (parsed.state === 'failed' || parsed.state === 'closed') {
    const outcome = await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(payments)
        .set(
          parsed.state === 'failed'
            ? { status: 'failed', failedAt: context.now() }
            : { status: 'closed', closedAt: context.now() },
        )
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      const result: NotificationOutcome = changed ? 'failed' : 'duplicate';
      await record(tx, provider, parsed, payment, result, source);
      return result;
    });
    return { outcome, closedSiblings: [] };
  }
  if (parsed.state !== 'paid') {
    await record(db, provider, parsed, payment, 'ignored', source);
    return { outcome: 'ignored', closedSiblings: [] };
  }

  const result = await db.transaction((tx) => applyPaid(tx, context, provider, parsed, payment, source));
  if (NEEDS_REFUND.has(result.outcome)) {
    context.log?.error(
      { provider: provider.name, outTradeNo: payment.outTradeNo, outcome: result.outcome },
      '收到无法入账的付款，需要人工退款',
    );
  }
  return result;
}

async function applyPaid(
  tx: DbExecutor,
  context: SettleContext,
  provider: PaymentProvider,
  parsed: ParsedNotification,
  payment: Payment,
  source: 'notify' | 'reconcile',
): Promise<SettleResult> {
  const paidAt = parsed.paidAt ?? context.now();
  // A payment we had closed (the buyer switched method) can still have been paid: money that arrived counts.
  const [claimed] = await tx
    .update(payments)
    .set({ status: 'succeeded', tradeNo: parsed.tradeNo, paidAt })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed', 'closed'])))
    .returning();
  if (!claimed) {
    await record(tx, provider, parsed, payment, 'duplicate', source);
    return { outcome: 'duplicate', closedSiblings: [] };
  }

  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
  if (!order) throw new Error(`支付 ${payment.outTradeNo} 的订单不存在`);
  const paidByOther = payment.payerUserId !== null && payment.payerUserId !== order.userId;
  const [paidOrder] = await tx
    .update(orders)
    .set({
      status: 'paid',
      paidAt,
      payChannel: payment.channel,
      payerUserId: paidByOther ? payment.payerUserId : null,
      purchaseKey: null,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'unpaid')))
    .returning();
  if (!paidOrder) {
    const outcome: NotificationOutcome = order.status === 'paid' ? 'double-payment' : 'order-closed';
    await record(tx, provider, parsed, payment, outcome, source);
    return { outcome, closedSiblings: [] };
  }

  await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, status: 'paid', note: paidByOther ? STATUS_NOTES.paidByOther : STATUS_NOTES.paid, at: paidAt });

  // The course belongs to whoever placed the order, also when somebody else paid for it.
  const items = await tx
    .select({ courseId: orderItems.courseId, title: orderItems.title })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  if (items.length > 0) {
    await tx
      .insert(courseEnrollments)
      .values(
        items.map((item) => ({ userId: order.userId, courseId: item.courseId, orderId: order.id, source: 'order' as const })),
      )
      .onConflictDoUpdate({
        target: [courseEnrollments.userId, courseEnrollments.courseId],
        set: { revokedAt: null, orderId: order.id, source: 'order' },
        // An active enrolment stays as it is; only a revoked one (refunded earlier) comes back.
        setWhere: sql`${courseEnrollments.revokedAt} is not null`,
      });
  }

  const closedSiblings = await tx
    .update(payments)
    .set({ status: 'closed', closedAt: context.now() })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'), ne(payments.id, payment.id)))
    .returning();

  const titles = items.map((item) => `《${item.title}》`).join('、');
  const amount = toYuan(order.totalAmountCents).toFixed(2);
  const messages: NewNotification[] = [
    {
      userId: order.userId,
      kind: 'order' as const,
      title: paidByOther ? '好友已为您代付订单' : '订单支付成功',
      content: `订单 ${order.orderNo} 已支付 ¥${amount}，${titles}已开通，可在“我的课程”中学习。`,
      objectType: 'order' as const,
      objectId: order.id,
    },
  ];
  if (paidByOther && payment.payerUserId !== null) {
    const [buyer] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, order.userId)).limit(1);
    messages.push({
      userId: payment.payerUserId,
      kind: 'order' as const,
      title: '代付成功',
      content: `您已为 ${maskPhone(buyer?.phone ?? '')} 支付订单 ${order.orderNo}（¥${amount}），${titles}已为对方开通。`,
      // The order is the buyer's: the payer's message points nowhere they could not open.
      objectType: null,
      objectId: null,
    });
  }
  await tx.insert(notifications).values(messages);
  // Bound parents follow their child's study: they hear that the course is open too.
  await notifyStudyProgress(
    tx,
    order.userId,
    { title: '课程已开通', content: `${titles}已开通，可以开始学习了。` },
    { toStudent: false },
  );
  await record(tx, provider, parsed, payment, 'paid', source);
  return { outcome: 'paid', closedSiblings };
}
