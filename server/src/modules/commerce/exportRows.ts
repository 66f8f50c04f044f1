/**
 * The rows of the console's exports, read a page at a time by keyset (creation time, then id), oldest first.
 * Each page is its own short query: no connection or transaction is held between pages, so a long download
 * holds nothing while the browser reads, and a row written during the export is neither read twice nor makes
 * another one skipped.
 */
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  EXPORT_TIME_ZONE,
  ORDER_STATUS_LABELS,
  PAY_CHANNEL_LABELS,
  REFUND_STATUS_LABELS,
} from '../../../../contract/vocabulary/exports';
import type { DbExecutor } from '../../platform/db/client';
import { orders, payments, refunds, staffMembers, users } from '../../platform/db/schema';
import { courseTitles, paidCents, staffOrderWhere, type StaffOrderFilter } from './orderAdmin';
import { maskPhone } from './orderRows';

/** One cell of an exported row: text, an amount in yuan, or nothing. */
export type ExportCell = string | number | null;
export type ExportRow = ExportCell[];

/** Where the last page ended: the creation time as the database wrote it (to the microsecond) and the id. */
interface Cursor {
  at: string;
  id: number;
}

const after = (createdAt: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | null): SQL | undefined =>
  cursor ? sql`(${createdAt}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;

/** The cursor after a full page's last row. */
const cursorAfter = (rows: readonly { cursorAt: string; id: number }[]): Cursor => {
  const last = rows[rows.length - 1]!;
  return { at: last.cursorAt, id: last.id };
};

const shanghai = new Intl.DateTimeFormat('sv-SE', {
  timeZone: EXPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as Beijing time, 2026-12-05 09:30:00, as finance reads it in a spreadsheet. */
export const shanghaiTime = (at: Date | null): string => (at ? shanghai.format(at) : '');

const yuan = (cents: number) => Math.round(cents) / 100;

export type OrderExportFilter = Omit<StaffOrderFilter, 'page' | 'size'>;

/** Money given back on the order: its refunds that succeeded. */
const refundedCents = sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from ${refunds} r
  where r.order_id = ${orders.id} and r.status = 'succeeded')`;

/** The providers' transaction numbers of the payments that took the money. */
const tradeNos = sql<string | null>`(select string_agg(p.trade_no, ' ' order by p.id) from ${payments} p
  where p.order_id = ${orders.id} and p.trade_no is not null and p.status in ('succeeded', 'refunded'))`;

/**
 * The orders a console filter finds, oldest first, `pageSize` at a time. `wholePhones` is for roles that call
 * buyers (service.write); for the others the file masks the middle digits, as the list does.
 */
export async function* orderExportPages(
  db: DbExecutor,
  filter: OrderExportFilter,
  options: { pageSize: number; wholePhones: boolean },
): AsyncGenerator<ExportRow[]> {
  const where = staffOrderWhere(filter);
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: orders.id,
        cursorAt: sql<string>`${orders.createdAt}::text`,
        orderNo: orders.orderNo,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        titles: courseTitles,
        totalAmountCents: orders.totalAmountCents,
        paidCents,
        refundedCents,
        payChannel: orders.payChannel,
        status: orders.status,
        phone: users.phone,
        tradeNos,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(where, after(orders.createdAt, orders.id, cursor)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(options.pageSize);
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.orderNo,
      shanghaiTime(row.createdAt),
      shanghaiTime(row.paidAt),
      row.titles.join('；'),
      yuan(row.totalAmountCents),
      yuan(Number(row.paidCents)),
      yuan(Number(row.refundedCents)),
      row.payChannel ? PAY_CHANNEL_LABELS[row.payChannel] : '',
      ORDER_STATUS_LABELS[row.status],
      options.wholePhones ? row.phone : maskPhone(row.phone),
      row.tradeNos ?? '',
    ]);
    if (rows.length < options.pageSize) return;
    cursor = cursorAfter(rows);
  }
}

const requester = alias(staffMembers, 'requester');
const decider = alias(staffMembers, 'decider');

/** The refunds asked for in a range of time, oldest first, `pageSize` at a time. */
export async function* refundExportPages(
  db: DbExecutor,
  range: { createdFrom: string; createdBefore: string },
  options: { pageSize: number },
): AsyncGenerator<ExportRow[]> {
  const where = and(gte(refunds.createdAt, new Date(range.createdFrom)), lt(refunds.createdAt, new Date(range.createdBefore)));
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: refunds.id,
        cursorAt: sql<string>`${refunds.createdAt}::text`,
        refundNo: refunds.refundNo,
        orderNo: orders.orderNo,
        amountCents: refunds.amountCents,
        reason: refunds.reason,
        status: refunds.status,
        requestedBy: requester.name,
        decidedBy: decider.name,
        createdAt: refunds.createdAt,
        decidedAt: refunds.decidedAt,
        succeededAt: refunds.succeededAt,
        providerRefundId: refunds.providerRefundId,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .leftJoin(requester, eq(requester.id, refunds.requestedBy))
      .leftJoin(decider, eq(decider.id, refunds.decidedBy))
      .where(and(where, after(refunds.createdAt, refunds.id, cursor)))
      .orderBy(asc(refunds.createdAt), asc(refunds.id))
      .limit(options.pageSize);
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.refundNo,
      row.orderNo,
      yuan(row.amountCents),
      row.reason,
      REFUND_STATUS_LABELS[row.status],
      row.requestedBy ?? '',
      row.decidedBy ?? '',
      shanghaiTime(row.createdAt),
      shanghaiTime(row.decidedAt),
      shanghaiTime(row.succeededAt),
      row.providerRefundId ?? '',
    ]);
    if (rows.length < options.pageSize) return;
    cursor = cursorAfter(rows);
  }
}
