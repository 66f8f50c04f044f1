import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client';
import { prepared } from '../../platform/db/prepared';
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
} from '../../platform/db/schema';
import type { PaymentProvider } from '../../providers/payment';
import type { ParsedNotification } from '../../providers/payment/types';
import { type StudyAudience, studyAudience, studyProgressRows } from '../content';
import { toYuan } from '../../platform/text/format';
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
  closedSiblings: Pick<Payment, 'provider' | 'outTradeNo'>[];
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
  // The payment with what its order's messages would say, and the buyer's bound parents, side by side.
  const mayPay = parsed.verified && parsed.state === 'paid' && parsed.outTradeNo !== null;
  const [found, audience] = await Promise.all([
    parsed.outTradeNo ? paymentWithFacts(db, parsed.outTradeNo) : null,
    mayPay
      ? studyAudience(
          db,
          sql`(select o.user_id from ${orders} o join ${payments} p on p.order_id = o.id where p.out_trade_no = ${parsed.outTradeNo})`,
        )
      : null,
  ]);
  const payment = found?.payment;
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

  const result = await applyPaid(db, context, provider, parsed, { payment, facts: found.facts, audience }, source);
  if (NEEDS_REFUND.has(result.outcome)) {
    context.log?.error(
      { provider: provider.name, outTradeNo: payment.outTradeNo, outcome: result.outcome },
      '收到无法入账的付款，需要人工退款',
    );
  }
  return result;
}

/** What the paid order's messages say, read before the statement that pays it (none of it changes on payment). */
interface PaidOrderFacts {
  userId: number;
  orderNo: string;
  totalAmountCents: number;
  titles: string[];
  buyerPhone: string;
}

const paymentAndOrder = (db: DbExecutor) =>
  db
    .select({
      payment: payments,
      userId: orders.userId,
      orderNo: orders.orderNo,
      totalAmountCents: orders.totalAmountCents,
      buyerPhone: users.phone,
      titles: sql<
        string[]
      >`coalesce((select json_agg(i.title order by i.id) from ${orderItems} i where i.order_id = ${orders.id}), '[]'::json)`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(payments.outTradeNo, sql.placeholder('outTradeNo')))
    .limit(1)
    .prepare('payment_and_order');

async function paymentWithFacts(db: DbExecutor, outTradeNo: string) {
  const [row] = await prepared(db, paymentAndOrder).execute({ outTradeNo });
  if (!row) return null;
  const { payment, ...facts } = row;
  return { payment, facts: facts satisfies PaidOrderFacts };
}

/** The messages a paid order sends: the buyer's, the payer's when a friend paid, and the bound parents'. */
function paidMessages(facts: PaidOrderFacts, payment: Payment, audience: StudyAudience | null) {
  const paidByOther = payment.payerUserId !== null && payment.payerUserId !== facts.userId;
  const titles = facts.titles.map((title) => `《${title}》`).join('、');
  const amount = toYuan(facts.totalAmountCents).toFixed(2);
  const messages: NewNotification[] = [
    {
      userId: facts.userId,
      kind: 'order' as const,
      title: paidByOther ? '好友已为您代付订单' : '订单支付成功',
      content: `订单 ${facts.orderNo} 已支付 ¥${amount}，${titles}已开通，可在“我的课程”中学习。`,
      objectType: 'order' as const,
      objectId: payment.orderId,
    },
  ];
  if (paidByOther && payment.payerUserId !== null) {
    messages.push({
      userId: payment.payerUserId,
      kind: 'order' as const,
      title: '代付成功',
      content: `您已为 ${maskPhone(facts.buyerPhone)} 支付订单 ${facts.orderNo}（¥${amount}），${titles}已为对方开通。`,
      // The order is the buyer's: the payer's message points nowhere they could not open.
      objectType: null,
      objectId: null,
    });
  }
  // Bound parents follow their child's study: they hear that the course is open too.
  if (audience) {
    messages.push(
      ...studyProgressRows(audience, { title: '课程已开通', content: `${titles}已开通，可以开始学习了。` }, { toStudent: false }),
    );
  }
  return { paidByOther, messages };
}

/*
 * Paying runs as one statement, atomic on its own: claim the payment, lock the order, pay it if it is
 * still unpaid, write its history line, enrol the buyer, close the order's other open attempts, send the
 * messages and keep the notification with its outcome. As a transaction of single statements it took
 * fifteen round trips, each waiting its turn on a busy event loop while it held the order's lock.
 *
 * Concurrency is PostgreSQL's: a second copy of the notification waits on the payment row and then finds
 * it no longer claimable (duplicate); a second payment of the same order waits on the order row, which
 * FOR UPDATE reads as committed, so it sees the order paid (double-payment) or cancelled (order-closed).
 */
async function applyPaid(
  db: DbExecutor,
  context: SettleContext,
  provider: PaymentProvider,
  parsed: ParsedNotification,
  { payment, facts, audience }: { payment: Payment; facts: PaidOrderFacts; audience: StudyAudience | null },
  source: 'notify' | 'reconcile',
): Promise<SettleResult> {
  const paidAt = (parsed.paidAt ?? context.now()).toISOString();
  const { paidByOther, messages } = paidMessages(facts, payment, audience);
  const note = paidByOther ? STATUS_NOTES.paidByOther : STATUS_NOTES.paid;
  const result = await db.execute<{ outcome: NotificationOutcome; siblings: SettleResult['closedSiblings'] }>(sql`
    with claimed as (
      -- A payment we had closed (the buyer switched method) can still have been paid: money that arrived counts.
      update ${payments} set status = 'succeeded', trade_no = ${parsed.tradeNo}, paid_at = ${paidAt}::timestamptz,
        updated_at = now()
      where id = ${payment.id} and status in ('pending', 'failed', 'closed')
      returning order_id
    ), locked as (
      select o.id, o.status from ${orders} o join claimed c on o.id = c.order_id for update of o
    ), paid_order as (
      update ${orders} set status = 'paid', paid_at = ${paidAt}::timestamptz, pay_channel = ${payment.channel},
        payer_user_id = ${paidByOther ? payment.payerUserId : null}, purchase_key = null, updated_at = now()
      from locked where ${orders}.id = locked.id and locked.status = 'unpaid'
      returning ${orders}.id, ${orders}.user_id
    ), history as (
      insert into ${orderStatusHistory} (order_id, status, note, at)
      select id, 'paid', ${note}, ${paidAt}::timestamptz from paid_order
    ), enrolled as (
      -- The course belongs to whoever placed the order, also when somebody else paid for it. An active
      -- enrolment stays as it is; only a revoked one (refunded earlier) comes back.
      insert into ${courseEnrollments} (user_id, course_id, order_id, source)
      select p.user_id, i.course_id, p.id, 'order' from paid_order p join ${orderItems} i on i.order_id = p.id
      on conflict (user_id, course_id) do update
        set revoked_at = null, order_id = excluded.order_id, source = 'order', updated_at = now()
        where ${courseEnrollments}.revoked_at is not null
    ), siblings as (
      update ${payments} set status = 'closed', closed_at = ${context.now().toISOString()}::timestamptz, updated_at = now()
      where order_id in (select id from paid_order) and status = 'pending' and id <> ${payment.id}
      returning provider, out_trade_no
    ), told as (
      insert into ${notifications} (user_id, kind, title, content, object_type, object_id)
      select m."userId", m.kind, m.title, m.content, m."objectType", m."objectId"
      from paid_order cross join jsonb_to_recordset(${JSON.stringify(messages)}::jsonb)
        as m("userId" int, kind text, title text, content text, "objectType" text, "objectId" int)
    ), decided as (
      select case
        when not exists (select 1 from claimed) then 'duplicate'
        when exists (select 1 from paid_order) then 'paid'
        when (select status from locked) = 'paid' then 'double-payment'
        else 'order-closed'
      end as outcome
    ), recorded as (
      insert into ${paymentNotifications} (payment_id, channel, provider, source, out_trade_no, raw, verified, outcome)
      select ${payment.id}, ${payment.channel}, ${provider.name}, ${source}, ${parsed.outTradeNo},
        ${JSON.stringify(parsed.record)}::jsonb, ${parsed.verified}, outcome from decided
    )
    select outcome, coalesce((
      select json_agg(json_build_object('provider', provider, 'outTradeNo', out_trade_no)) from siblings
    ), '[]'::json) as siblings
    from decided`);
  const [row] = result.rows;
  if (!row) throw new Error(`支付 ${payment.outTradeNo} 未能入账`);
  return { outcome: row.outcome, closedSiblings: row.outcome === 'paid' ? row.siblings : [] };
}
