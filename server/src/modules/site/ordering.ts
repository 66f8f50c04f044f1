/**
 * The display order of a short list the console arranges by hand (banners, official accounts, advisers): a new
 * record joins the end, and a new order names every record once, so two people reordering at once cannot lose
 * a record between them.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../platform/db/client';
import { ApiError } from '../../platform/plugins/apiError';
import { recordAudit } from '../console';

export const ORDER_STALE = '列表已被他人修改，请刷新后再调整顺序';

export interface OrderedTable {
  table: PgTable;
  id: PgColumn;
  sort: PgColumn;
  /** The audit log's name for the records. */
  entity: string;
}

/** The sort value that puts a new record after every other. */
export async function nextSort(tx: DbExecutor, ordered: OrderedTable): Promise<number> {
  const [last] = await tx.select({ sort: sql<number>`coalesce(max(${ordered.sort}), 0)` }).from(ordered.table);
  return Number(last?.sort ?? 0) + 1;
}

/** Puts every record in the given order (locked while it does), with one audit entry of the old and new order. */
export async function reorder(tx: DbExecutor, ordered: OrderedTable, ids: readonly number[], staffId: number): Promise<void> {
  const rows = (await tx
    .select({ id: ordered.id })
    .from(ordered.table)
    .orderBy(asc(ordered.sort), asc(ordered.id))
    .for('update')) as { id: number }[];
  const before = rows.map((row) => row.id);
  const same = ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
  if (!same) throw new ApiError(ORDER_STALE);
  for (const [index, id] of ids.entries()) {
    await tx
      .update(ordered.table)
      // Every ordered table names its column `sort`.
      .set({ sort: index + 1 } as Record<string, unknown>)
      .where(eq(ordered.id, id));
  }
  await recordAudit(tx, {
    staffId,
    action: `${ordered.entity}.reorder`,
    entity: ordered.entity,
    entityId: 'order',
    before: { order: before },
    after: { order: ids },
  });
}
