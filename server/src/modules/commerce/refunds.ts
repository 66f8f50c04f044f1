/**
 * Refunds of paid orders. Service (or finance) asks for one with a reason; finance approves it and it goes to
 * the provider of the payment that brought the money, under our refund number, which the provider answers
 * once however often it is asked; or finance refuses it. The provider's answer, its notification, or the
 * refund job's query settles it, once: every step is a conditional update inside one transaction. A refund of
 * everything that was paid closes the order as refunded and takes back the course.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { COUNTED_REFUND_STATUSES, type RefundNotificationOutcome } from '../../../../contract/vocabulary/refunds';
import type { Db, DbExecutor } from '../../platform/db/client';
import {
  courseEnrollments,
  notifications,
  orderItems,
  orders,
  orderStatusHistory,
  type Payment,
  payments,
  type Refund,
  refundNotifications,
  refunds,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { toYuan } from '../../platform/text/format';
import type { PaymentGateway } from '../../providers/payment';
import { type ParsedRefundNotification, type ProviderRefund, refundsOnline } from '../../providers/payment/types';
import { atVersion, recordAudit } from '../console';

export const REFUND_MESSAGES = {
  orderNotFound: '订单不存在',
  notPaid: '只有已支付的订单可以退款',
  noPayment: '这笔订单没有可退的支付',
  open: '这笔订单有一笔退款还没处理完，请先处理它',
  tooMuch: (refundable: string) => `退款金额不能超过可退金额 ¥${refundable}`,
  offline: '这笔订单的支付渠道不支持线上退款，请在支付机构的商户后台办理',
  notFound: '退款不存在',
  stale: '这笔退款刚被他人处理过，请刷新后再试',
  decided: '这笔退款已经处理过了',
} as const;

export interface RefundContext {
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  log?: { warn(object: unknown, message?: string): void };
}

/** Our refund number: RF + the order's time-stamped number tail + 4 digits, at most 32 characters as providers allow. */
function newRefundNo(orderNo: string): string {
  return `RF${orderNo.slice(2)}${String(randomInt(0, 10_000)).padStart(4, '0')}`.slice(0, 32);
}

/** The payment that paid the order: the money a refund gives back comes from it. */
async function paidPaymentOf(db: DbExecutor, orderId: number): Promise<Payment | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'refunded'])))
    .orderBy(asc(payments.paidAt), asc(payments.id))
    .limit(1);
  return payment ?? null;
}

/** What is still refundable of a payment: its amount less the refunds asked, on their way or made. */
export async function refundableCents(db: DbExecutor, payment: Pick<Payment, 'id' | 'amountCents'>): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, [...COUNTED_REFUND_STATUSES])));
  return payment.amountCents - (row?.cents ?? 0);
}

export interface RefundAsk {
  orderNo: string;
  amountCents: number;
  reason: string;
  /** The form's own key: the same ask sent again answers the refund it made. */
  requestKey: string;
}

export async function requestRefund(context: RefundContext, staffId: number, ask: RefundAsk): Promise<Refund> {
  return context.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, ask.orderNo)).for('update').limit(1);
    if (!order) throw new ApiError(REFUND_MESSAGES.orderNotFound);
    // Read under the order's lock: a copy of this request that got there first has committed its refund by now.
    const [again] = await tx.select().from(refunds).where(eq(refunds.requestKey, ask.requestKey)).limit(1);
    if (again) return again;
    if (order.status !== 'paid') throw new ApiError(REFUND_MESSAGES.notPaid);
    const payment = await paidPaymentOf(tx, order.id);
    if (!payment) throw new ApiError(REFUND_MESSAGES.noPayment);
    const provider = context.gateway.byName(payment.provider);
    if (!provider || !refundsOnline(provider)) throw new ApiError(REFUND_MESSAGES.offline);
    const [open] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['requested', 'processing'])))
      .limit(1);
    if (open) throw new ApiError(REFUND_MESSAGES.open);
    const refundable = await refundableCents(tx, payment);
    if (ask.amountCents > refundable) throw new ApiError(REFUND_MESSAGES.tooMuch(toYuan(refundable).toFixed(2)));
    const [refund] = await tx
      .insert(refunds)
      .values({
        refundNo: newRefundNo(order.orderNo),
        orderId: order.id,
        paymentId: payment.id,
        amountCents: ask.amountCents,
        reason: ask.reason,
        requestKey: ask.requestKey,
        requestedBy: staffId,
      })
      .returning();
    if (!refund) throw new Error(`订单 ${order.orderNo} 的退款未能写入`);
    await recordAudit(tx, {
      staffId,
      action: 'refund.request',
      entity: 'order',
      entityId: order.orderNo,
      after: { refundNo: refund.refundNo, amount: toYuan(refund.amountCents), reason: refund.reason },
    });
    return refund;
  });
}

/** Locks a refund still waiting for finance, at the version the deciding page read. */
async function waitingRefund(tx: DbExecutor, refundId: number, version: number): Promise<Refund> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update').limit(1);
  const refund = atVersion(row, version, { notFound: REFUND_MESSAGES.notFound, stale: REFUND_MESSAGES.stale });
  if (refund.status !== 'requested') throw new ApiError(REFUND_MESSAGES.decided);
  return refund;
}

async function orderNoOf(tx: DbExecutor, orderId: number): Promise<string> {
  const [order] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return order?.orderNo ?? String(orderId);
}

export async function rejectRefund(
  context: RefundContext,
  staffId: number,
  decision: { refundId: number; version: number; note: string },
): Promise<Refund> {
  return context.db.transaction(async (tx) => {
    const refund = await waitingRefund(tx, decision.refundId, decision.version);
    const [rejected] = await tx
      .update(refunds)
      .set({
        status: 'rejected',
        decidedBy: staffId,
        decidedAt: context.now(),
        decisionNote: decision.note,
        version: refund.version + 1,
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'refund.reject',
      entity: 'order',
      entityId: await orderNoOf(tx, refund.orderId),
      before: { refundNo: refund.refundNo, status: refund.status },
      after: { status: 'rejected', note: decision.note },
    });
    return rejected!;
  });
}

/**
 * Finance's approval: the refund is marked as sent before the provider is asked, so a crash between the two
 * leaves a processing refund the job asks about (and sends again under the same number), never a lost one.
 */
export async function approveRefund(
  context: RefundContext,
  staffId: number,
  decision: { refundId: number; version: number; notifyBase: string },
): Promise<Refund> {
  const approved = await context.db.transaction(async (tx) => {
    const refund = await waitingRefund(tx, decision.refundId, decision.version);
    const [row] = await tx
      .update(refunds)
      .set({
        status: 'processing',
        decidedBy: staffId,
        decidedAt: context.now(),
        sentAt: context.now(),
        notifyUrl: `${decision.notifyBase}${REFUND_NOTIFY_PATH}/${await providerNameOf(tx, refund.paymentId)}`,
        version: refund.version + 1,
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'refund.approve',
      entity: 'order',
      entityId: await orderNoOf(tx, refund.orderId),
      before: { refundNo: refund.refundNo, status: refund.status },
      after: { status: 'processing', amount: toYuan(refund.amountCents) },
    });
    return row!;
  });
  await sendRefund(context, approved);
  const [now] = await context.db.select().from(refunds).where(eq(refunds.id, approved.id)).limit(1);
  return now ?? approved;
}

/** Where providers post refund notifications: /api/pay/v1/refund-notify/:provider. */
export const REFUND_NOTIFY_PATH = '/api/pay/v1/refund-notify';

async function providerNameOf(tx: DbExecutor, paymentId: number) {
  const [payment] = await tx.select({ provider: payments.provider }).from(payments).where(eq(payments.id, paymentId)).limit(1);
  return payment?.provider ?? 'sandbox';
}

/**
 * Asks the provider to pay a processing refund back (again, under the same number, when the job retries)
 * and applies a definite answer. A provider that cannot be reached leaves it processing for the job.
 */
export async function sendRefund(context: RefundContext, refund: Refund): Promise<void> {
  const [payment] = await context.db.select().from(payments).where(eq(payments.id, refund.paymentId)).limit(1);
  const provider = payment ? context.gateway.byName(payment.provider) : null;
  if (!payment || !provider || !refundsOnline(provider)) {
    await failRefund(context, refund, REFUND_MESSAGES.offline);
    return;
  }
  let answer: ProviderRefund;
  try {
    answer = await provider.refund({
      outTradeNo: payment.outTradeNo,
      outRefundNo: refund.refundNo,
      refundCents: refund.amountCents,
      totalCents: payment.amountCents,
      reason: refund.reason,
      notifyUrl: refund.notifyUrl,
    });
  } catch (error) {
    context.log?.warn({ error, refundNo: refund.refundNo }, '退款请求未得到支付机构答复，稍后由退款任务查询');
    return;
  }
  await applyAnswer(context, refund, answer);
}

async function applyAnswer(context: RefundContext, refund: Refund, answer: ProviderRefund): Promise<void> {
  if (answer.state === 'succeeded') await settleRefund(context, refund.id, answer.refundId);
  else if (answer.state === 'failed') await failRefund(context, refund, answer.message ?? '支付机构拒绝了退款');
}

async function failRefund(context: RefundContext, refund: Refund, message: string): Promise<void> {
  await context.db
    .update(refunds)
    .set({ status: 'failed', failedAt: context.now(), decisionNote: message, version: sql`${refunds.version} + 1` })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'processing')));
}

/**
 * Records a refund the provider made, once: later copies of its notification (or a query's answer) find it
 * no longer processing and change nothing. A refund that gives back everything paid closes the order as
 * refunded and takes back its courses; either way the buyer is told.
 */
export async function settleRefund(context: RefundContext, refundId: number, providerRefundId: string | null): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const [refund] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        succeededAt: context.now(),
        providerRefundId,
        version: sql`${refunds.version} + 1`,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'processing')))
      .returning();
    if (!refund) return false;
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update').limit(1);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).limit(1);
    if (!order || !payment) throw new Error(`退款 ${refund.refundNo} 的订单或支付不存在`);
    const [given] = await tx
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'succeeded')));
    const whole = (given?.cents ?? 0) >= payment.amountCents;
    const at = context.now();
    const amount = toYuan(refund.amountCents).toFixed(2);
    const [firstLine] = await tx
      .select({ title: orderItems.title })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id))
      .limit(1);
    if (whole) {
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
      await tx.update(orders).set({ status: 'refunded', refundedAt: at }).where(eq(orders.id, order.id));
      // The course goes with the money: an enrolment this order gave is revoked (a later purchase restores it).
      await tx
        .update(courseEnrollments)
        .set({ revokedAt: at })
        .where(and(eq(courseEnrollments.orderId, order.id), sql`${courseEnrollments.revokedAt} is null`));
    }
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: whole ? 'refunded' : order.status,
      note: whole ? `已全额退款 ¥${amount}，课程学习权限已收回` : `已部分退款 ¥${amount}：${refund.reason}`,
      at,
    });
    await tx.insert(notifications).values({
      userId: order.userId,
      kind: 'order',
      title: whole ? '订单已全额退款' : '订单部分退款已到账',
      content: `订单 ${order.orderNo}${firstLine ? `（${firstLine.title}）` : ''}的 ¥${amount} 已退回原支付账户，请留意到账通知。${
        whole ? '该订单的课程已停止学习权限。' : ''
      }`,
      objectType: 'order',
      objectId: order.id,
    });
    return true;
  });
}

/** What a refund notification names, applied like the provider's answer, and kept whatever it says. */
export async function takeRefundNotification(
  context: RefundContext,
  providerName: string,
  parsed: ParsedRefundNotification,
): Promise<RefundNotificationOutcome> {
  const [refund] = parsed.outRefundNo
    ? await context.db.select().from(refunds).where(eq(refunds.refundNo, parsed.outRefundNo)).limit(1)
    : [];
  let outcome: RefundNotificationOutcome;
  if (!parsed.verified) outcome = 'bad-signature';
  else if (!refund) outcome = 'unknown-refund';
  else if (parsed.refundCents !== null && parsed.refundCents !== refund.amountCents) outcome = 'amount-mismatch';
  else if (parsed.state === 'succeeded')
    outcome = (await settleRefund(context, refund.id, parsed.refundId)) ? 'refunded' : 'duplicate';
  else if (parsed.state === 'failed') {
    await failRefund(context, refund, '支付机构通知退款失败');
    outcome = 'failed';
  } else outcome = 'ignored';
  await context.db.insert(refundNotifications).values({
    refundId: refund?.id ?? null,
    provider: providerName,
    outRefundNo: parsed.outRefundNo,
    raw: parsed.record,
    verified: parsed.verified,
    outcome,
  });
  return outcome;
}

/** Outcomes the provider may stop resending for: everything but a notification we could not trust or place. */
export function refundNotificationAccepted(outcome: RefundNotificationOutcome): boolean {
  return outcome !== 'bad-signature' && outcome !== 'unknown-refund' && outcome !== 'amount-mismatch';
}

/**
 * The refund job: a refund still processing a while after it was sent is asked about. Made → settled; failed →
 * failed; never received (the request was lost on the way) → sent again under the same number.
 */
export async function followUpRefunds(context: RefundContext, afterSeconds: number): Promise<number> {
  const before = new Date(context.now().getTime() - afterSeconds * 1000);
  const waiting = await context.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'processing'), lt(refunds.sentAt, before)))
    .orderBy(asc(refunds.sentAt))
    .limit(50);
  for (const refund of waiting) {
    await context.db.update(refunds).set({ sentAt: context.now() }).where(eq(refunds.id, refund.id));
    const [payment] = await context.db.select().from(payments).where(eq(payments.id, refund.paymentId)).limit(1);
    const provider = payment ? context.gateway.byName(payment.provider) : null;
    if (!payment || !provider || !refundsOnline(provider)) continue;
    try {
      const answer = await provider.queryRefund(payment.outTradeNo, refund.refundNo);
      if (answer.state === 'unknown') await sendRefund(context, refund);
      else await applyAnswer(context, refund, answer);
    } catch (error) {
      context.log?.warn({ error, refundNo: refund.refundNo }, '退款查询失败，下次再试');
    }
  }
  return waiting.length;
}
