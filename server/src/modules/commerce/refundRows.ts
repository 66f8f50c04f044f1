/** Refunds as the console and the family read them. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RefundRow } from '../../../../contract/api/schemas/admin/refunds';
import type { DbExecutor } from '../../platform/db/client';
import { refundNotifications, refunds, staffMembers } from '../../platform/db/schema';
import { iso, toYuan } from '../../platform/text/format';

const requester = alias(staffMembers, 'requester');
const decider = alias(staffMembers, 'decider');

/** An order's refunds, newest first, with who asked and decided and every callback received for each. */
export async function refundRowsOf(db: DbExecutor, where: { orderId: number } | { refundId: number }): Promise<RefundRow[]> {
  const rows = await db
    .select({ refund: refunds, requestedBy: requester.name, decidedBy: decider.name })
    .from(refunds)
    .leftJoin(requester, eq(requester.id, refunds.requestedBy))
    .leftJoin(decider, eq(decider.id, refunds.decidedBy))
    .where('orderId' in where ? eq(refunds.orderId, where.orderId) : eq(refunds.id, where.refundId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  const ids = rows.map((row) => row.refund.id);
  const callbacks =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(refundNotifications)
          .where(inArray(refundNotifications.refundId, ids))
          .orderBy(refundNotifications.receivedAt, refundNotifications.id);
  return rows.map(({ refund, requestedBy, decidedBy }) => ({
    id: refund.id,
    refundNo: refund.refundNo,
    amount: toYuan(refund.amountCents),
    reason: refund.reason,
    status: refund.status,
    requestedBy: requestedBy ?? '',
    decidedBy: decidedBy ?? null,
    decisionNote: refund.decisionNote,
    providerRefundId: refund.providerRefundId,
    createdAt: iso(refund.createdAt),
    decidedAt: refund.decidedAt ? iso(refund.decidedAt) : null,
    succeededAt: refund.succeededAt ? iso(refund.succeededAt) : null,
    failedAt: refund.failedAt ? iso(refund.failedAt) : null,
    version: refund.version,
    notifications: callbacks
      .filter((callback) => callback.refundId === refund.id)
      .map((callback) => ({ receivedAt: iso(callback.receivedAt), verified: callback.verified, outcome: callback.outcome })),
  }));
}

export async function refundRowOf(db: DbExecutor, refundId: number): Promise<RefundRow> {
  const [row] = await refundRowsOf(db, { refundId });
  if (!row) throw new Error(`退款 ${refundId} 不存在`);
  return row;
}

/** What the family's order shows: refunds on their way or made, never the console's internal steps. */
export async function familyRefundsOf(db: DbExecutor, orderId: number) {
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['requested', 'processing', 'succeeded'])))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  return rows.map((refund) => ({
    amount: toYuan(refund.amountCents),
    reason: refund.reason,
    status: refund.status === 'succeeded' ? ('refunded' as const) : ('processing' as const),
    requestedAt: iso(refund.createdAt),
    refundedAt: refund.succeededAt ? iso(refund.succeededAt) : null,
  }));
}
