/**
 * Daily reconciliation (finance.reconcile): each provider's bill of a Beijing day against the payments and
 * refunds recorded here for that day. A run per provider and day holds the counts, totals and differences;
 * running a day again replaces its result in one transaction, keeping what finance noted on a difference
 * that is still there. A bill that cannot be fetched or read leaves the run failed with the reason, and the
 * daily job tries again.
 */
import { readFile } from 'node:fs/promises';
import { and, asc, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { PAYMENT_PROVIDER_NAMES, type PaymentProviderName } from '../../../../contract/vocabulary/orders';
import type { ReconciliationDiffKind } from '../../../../contract/vocabulary/reconciliation';
import type { Db, DbExecutor } from '../../platform/db/client';
import { orders, payments, reconciliationLines, reconciliationRuns, refunds, staffMembers } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { toYuan } from '../../platform/text/format';
import type { PaymentGateway } from '../../providers/payment';
import { type Bill, type BillingProvider, isBillingProvider } from '../../providers/payment/bills';
import { recordAudit } from '../console';
import type { CheckoutContext } from './checkout';
import { reconcilePayment } from './close';

export const RECONCILIATION_MESSAGES = {
  noProvider: (provider: string) => `${provider} 没有可下载的对账单`,
  future: '只能对今天及以前的日期对账',
  notFound: '对账记录不存在',
  lineNotFound: '对账差异不存在',
  handled: '这条差异已经处理过了',
} as const;

export interface ReconcileContext extends CheckoutContext {
  /** Bill files to read instead of downloading (PAYMENT_BILL_FILES). */
  billFiles?: Partial<Record<PaymentProviderName, string>>;
}

/** A Beijing day's bounds. */
function dayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
}

/** YYYY-MM-DD of a moment in Beijing, `days` later. */
export function beijingDay(at: Date, days = 0): string {
  return new Date(at.getTime() + 8 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The providers that give a bill: the sandbox in trial mode, the configured real ones otherwise. */
export function billingProviders(gateway: PaymentGateway): { name: PaymentProviderName; provider: BillingProvider }[] {
  return PAYMENT_PROVIDER_NAMES.flatMap((name) => {
    const provider = gateway.byName(name);
    return provider && isBillingProvider(provider) ? [{ name, provider }] : [];
  });
}

interface Difference {
  kind: ReconciliationDiffKind;
  reference: string;
  orderNo: string | null;
  providerTradeNo: string | null;
  ourCents: number | null;
  billCents: number | null;
  detail: string;
}

/** What we recorded for the day: payments that succeeded then (refunded later or not) and refunds made then. */
async function ourRecords(db: DbExecutor, provider: PaymentProviderName, day: string) {
  const { from, to } = dayBounds(day);
  const [paid, refunded] = await Promise.all([
    db
      .select({
        outTradeNo: payments.outTradeNo,
        tradeNo: payments.tradeNo,
        cents: payments.amountCents,
        orderNo: orders.orderNo,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.provider, provider),
          inArray(payments.status, ['succeeded', 'refunded']),
          gte(payments.paidAt, from),
          lt(payments.paidAt, to),
        ),
      ),
    db
      .select({
        refundNo: refunds.refundNo,
        cents: refunds.amountCents,
        outTradeNo: payments.outTradeNo,
        orderNo: orders.orderNo,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        and(
          eq(payments.provider, provider),
          eq(refunds.status, 'succeeded'),
          gte(refunds.succeededAt, from),
          lt(refunds.succeededAt, to),
        ),
      ),
  ]);
  return { paid, refunded };
}

/**
 * The differences between a bill and our records. A charge in the bill that we did not record as paid is
 * usually a lost notification: the payment is asked about again, as the pay follow-up does, and the line
 * says what the provider answered.
 */
async function differencesOf(context: ReconcileContext, provider: PaymentProviderName, day: string, bill: Bill) {
  const ours = await ourRecords(context.db, provider, day);
  const lines: Difference[] = [];
  const paidHere = new Map(ours.paid.map((row) => [row.outTradeNo, row]));
  const inBill = new Set<string>();
  for (const charge of bill.payments) {
    inBill.add(charge.outTradeNo);
    const here = paidHere.get(charge.outTradeNo);
    if (here) {
      if (here.cents !== charge.amountCents)
        lines.push({
          kind: 'amount',
          reference: charge.outTradeNo,
          orderNo: here.orderNo,
          providerTradeNo: charge.tradeNo || null,
          ourCents: here.cents,
          billCents: charge.amountCents,
          detail: '',
        });
      continue;
    }
    const [known] = await context.db
      .select({ payment: payments, orderNo: orders.orderNo })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.outTradeNo, charge.outTradeNo))
      .limit(1);
    let detail = '我方没有这笔交易';
    if (known) {
      const settled = known.payment.status === 'pending' ? await reconcilePayment(context, known.payment) : null;
      detail = settled
        ? `已向支付机构重新查询并入账（${settled.outcome}）`
        : `我方记录为 ${known.payment.status}，已向支付机构重新查询`;
    }
    lines.push({
      kind: 'missing-here',
      reference: charge.outTradeNo,
      orderNo: known?.orderNo ?? null,
      providerTradeNo: charge.tradeNo || null,
      ourCents: null,
      billCents: charge.amountCents,
      detail,
    });
  }
  for (const row of ours.paid) {
    if (inBill.has(row.outTradeNo)) continue;
    lines.push({
      kind: 'missing-in-bill',
      reference: row.outTradeNo,
      orderNo: row.orderNo,
      providerTradeNo: row.tradeNo,
      ourCents: row.cents,
      billCents: null,
      detail: '',
    });
  }
  const refundedHere = new Map(ours.refunded.map((row) => [row.refundNo, row]));
  const billRefunds = new Map(bill.refunds.map((refund) => [refund.outRefundNo, refund]));
  for (const refund of bill.refunds) {
    const here = refundedHere.get(refund.outRefundNo);
    if (here && here.cents === refund.amountCents) continue;
    const [order] = here
      ? [{ orderNo: here.orderNo }]
      : await context.db
          .select({ orderNo: orders.orderNo })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(eq(payments.outTradeNo, refund.outTradeNo))
          .limit(1);
    lines.push({
      kind: 'refund',
      reference: refund.outRefundNo,
      orderNo: order?.orderNo ?? null,
      providerTradeNo: null,
      ourCents: here?.cents ?? null,
      billCents: refund.amountCents,
      detail: here ? '退款金额不同' : '账单有这笔退款，我方没有记录为已退款',
    });
  }
  for (const row of ours.refunded) {
    if (billRefunds.has(row.refundNo)) continue;
    lines.push({
      kind: 'refund',
      reference: row.refundNo,
      orderNo: row.orderNo,
      providerTradeNo: null,
      ourCents: row.cents,
      billCents: null,
      detail: '我方已退款，账单中没有',
    });
  }
  return { lines, ours };
}

async function billOf(
  context: ReconcileContext,
  name: PaymentProviderName,
  provider: BillingProvider,
  day: string,
): Promise<Bill> {
  const file = context.billFiles?.[name];
  if (file) return provider.parseBill(new Uint8Array(await readFile(file)));
  return provider.downloadBill(day);
}

const sum = (values: readonly { cents?: number; amountCents?: number }[]) =>
  values.reduce((total, value) => total + (value.cents ?? value.amountCents ?? 0), 0);

/**
 * Reconciles one provider's day and stores the run, replacing an earlier one of the same day. Answers the
 * run's id; a bill that cannot be had is recorded as a failed run, not thrown.
 */
export async function reconcileDay(
  context: ReconcileContext,
  name: PaymentProviderName,
  day: string,
  staffId: number | null = null,
): Promise<number> {
  const provider = billingProviders(context.gateway).find((entry) => entry.name === name)?.provider;
  if (!provider) throw new ApiError(RECONCILIATION_MESSAGES.noProvider(name));
  if (day > beijingDay(context.now())) throw new ApiError(RECONCILIATION_MESSAGES.future);
  let outcome: { bill: Bill; lines: Difference[]; ours: Awaited<ReturnType<typeof ourRecords>> } | { failure: string };
  try {
    const bill = await billOf(context, name, provider, day);
    outcome = { bill, ...(await differencesOf(context, name, day, bill)) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const failure = error instanceof Error ? error.message : String(error);
    context.log?.warn({ error, provider: name, day }, '对账单获取失败，下次任务重试');
    outcome = { failure };
  }
  return context.db.transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(reconciliationRuns)
      .where(and(eq(reconciliationRuns.provider, name), eq(reconciliationRuns.day, day)))
      .for('update');
    const handled = earlier
      ? await tx
          .select()
          .from(reconciliationLines)
          .where(and(eq(reconciliationLines.runId, earlier.id), ne(reconciliationLines.handledNote, '')))
      : [];
    const counts =
      'failure' in outcome
        ? {
            status: 'failed' as const,
            failureReason: outcome.failure.slice(0, 500),
            billPayments: 0,
            billPaymentCents: 0,
            billRefunds: 0,
            billRefundCents: 0,
            ourPayments: 0,
            ourPaymentCents: 0,
            ourRefunds: 0,
            ourRefundCents: 0,
            differences: 0,
          }
        : {
            status: 'succeeded' as const,
            failureReason: '',
            billPayments: outcome.bill.payments.length,
            billPaymentCents: sum(outcome.bill.payments),
            billRefunds: outcome.bill.refunds.length,
            billRefundCents: sum(outcome.bill.refunds),
            ourPayments: outcome.ours.paid.length,
            ourPaymentCents: sum(outcome.ours.paid),
            ourRefunds: outcome.ours.refunded.length,
            ourRefundCents: sum(outcome.ours.refunded),
            differences: outcome.lines.length,
          };
    let runId: number;
    if (earlier) {
      await tx.delete(reconciliationLines).where(eq(reconciliationLines.runId, earlier.id));
      await tx
        .update(reconciliationRuns)
        .set({ ...counts, attempts: earlier.attempts + 1, runBy: staffId, ranAt: context.now() })
        .where(eq(reconciliationRuns.id, earlier.id));
      runId = earlier.id;
    } else {
      const [created] = await tx
        .insert(reconciliationRuns)
        .values({ provider: name, day, ...counts, runBy: staffId, ranAt: context.now() })
        .returning({ id: reconciliationRuns.id });
      runId = created!.id;
    }
    if (!('failure' in outcome) && outcome.lines.length > 0) {
      const kept = new Map(handled.map((line) => [`${line.kind}:${line.reference}`, line]));
      await tx.insert(reconciliationLines).values(
        outcome.lines.map((line) => {
          const note = kept.get(`${line.kind}:${line.reference}`);
          return {
            ...line,
            runId,
            ...(note ? { handledBy: note.handledBy, handledAt: note.handledAt, handledNote: note.handledNote } : {}),
          };
        }),
      );
    }
    if (staffId !== null) {
      await recordAudit(tx, {
        staffId,
        action: 'reconciliation.rerun',
        entity: 'reconciliation',
        entityId: `${name}:${day}`,
        after: { status: counts.status, differences: counts.differences, failure: counts.failureReason || undefined },
      });
    }
    return runId;
  });
}

/** How many days back the daily job looks for days not yet reconciled or failed. */
const CATCH_UP_DAYS = 7;

/**
 * The daily job: for every provider with a bill, yesterday (Beijing) once it has a successful run, and any
 * of the week before whose run failed or never happened.
 */
export async function reconcileDailyBills(context: ReconcileContext): Promise<number> {
  const days = Array.from({ length: CATCH_UP_DAYS }, (_, back) => beijingDay(context.now(), -1 - back));
  let ran = 0;
  for (const { name } of billingProviders(context.gateway)) {
    const done = await context.db
      .select({ day: reconciliationRuns.day })
      .from(reconciliationRuns)
      .where(
        and(
          eq(reconciliationRuns.provider, name),
          eq(reconciliationRuns.status, 'succeeded'),
          inArray(reconciliationRuns.day, days),
        ),
      );
    const finished = new Set(done.map((row) => row.day));
    for (const day of days) {
      if (finished.has(day)) continue;
      await reconcileDay(context, name, day);
      ran += 1;
    }
  }
  return ran;
}

/** The runs, newest day first, for the console's list. */
export async function listRuns(db: DbExecutor, filter: { page: number; size: number }) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(reconciliationRuns)
      .orderBy(desc(reconciliationRuns.day), asc(reconciliationRuns.provider))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.$count(reconciliationRuns),
  ]);
  return { list: rows.map(runView), total, page: filter.page, size: filter.size };
}

function runView(run: typeof reconciliationRuns.$inferSelect) {
  return {
    id: run.id,
    provider: run.provider,
    day: run.day,
    status: run.status,
    failureReason: run.failureReason,
    attempts: run.attempts,
    bill: {
      payments: run.billPayments,
      paymentTotal: toYuan(run.billPaymentCents),
      refunds: run.billRefunds,
      refundTotal: toYuan(run.billRefundCents),
    },
    ours: {
      payments: run.ourPayments,
      paymentTotal: toYuan(run.ourPaymentCents),
      refunds: run.ourRefunds,
      refundTotal: toYuan(run.ourRefundCents),
    },
    differences: run.differences,
    ranAt: run.ranAt.toISOString(),
  };
}

/** One run with its differences, each naming its order. */
export async function runDetail(db: DbExecutor, runId: number) {
  const [run] = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, runId)).limit(1);
  if (!run) throw new ApiError(RECONCILIATION_MESSAGES.notFound);
  const lines = await db
    .select({ line: reconciliationLines, handledByName: staffMembers.name })
    .from(reconciliationLines)
    .leftJoin(staffMembers, eq(staffMembers.id, reconciliationLines.handledBy))
    .where(eq(reconciliationLines.runId, runId))
    .orderBy(asc(reconciliationLines.id));
  return {
    run: runView(run),
    lines: lines.map(({ line, handledByName }) => ({
      id: line.id,
      kind: line.kind,
      reference: line.reference,
      orderNo: line.orderNo,
      providerTradeNo: line.providerTradeNo,
      ours: line.ourCents === null ? null : toYuan(line.ourCents),
      bill: line.billCents === null ? null : toYuan(line.billCents),
      detail: line.detail,
      handled: line.handledNote !== '',
      handledBy: handledByName ?? null,
      handledAt: line.handledAt ? line.handledAt.toISOString() : null,
      handledNote: line.handledNote,
    })),
  };
}

/** Finance marks a difference handled, with a note saying what was done. */
export async function handleLine(db: Db, staffId: number, lineId: number, note: string, now: Date) {
  return db.transaction(async (tx) => {
    const [line] = await tx.select().from(reconciliationLines).where(eq(reconciliationLines.id, lineId)).for('update');
    if (!line) throw new ApiError(RECONCILIATION_MESSAGES.lineNotFound);
    if (line.handledNote !== '') throw new ApiError(RECONCILIATION_MESSAGES.handled);
    await tx
      .update(reconciliationLines)
      .set({ handledBy: staffId, handledAt: now, handledNote: note })
      .where(eq(reconciliationLines.id, lineId));
    await recordAudit(tx, {
      staffId,
      action: 'reconciliation.handle',
      entity: 'reconciliation',
      entityId: line.reference,
      after: { kind: line.kind, note },
    });
    return line.runId;
  });
}
