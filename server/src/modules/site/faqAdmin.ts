/**
 * The trainer FAQ (/faq/trainer) and the fee table (/faq/table) as the operations console edits them: rows
 * added at the end, edited from the version the editor opened, removed, and put in a new order; each write
 * lands with its audit entry in one transaction and answers with both lists as they now are.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client';
import { faqEntries, faqFeeItems } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { recordAudit } from '../console';
import { atVersion } from '../console';

export const FAQ_ADMIN_MESSAGES = {
  entryNotFound: '问答不存在',
  entryStale: '这条问答已被他人修改，请刷新后再改',
  questionTaken: '已有相同的问题',
  feeNotFound: '收费项目不存在',
  feeStale: '这个收费项目已被他人修改，请刷新后再改',
  versionRequired: '修改已有条目须带上打开时的版本号 version',
  order: '新顺序须恰好包含现有的全部条目，请刷新后再排',
  nothingToOrder: '请给出问答或收费项目的新顺序',
} as const;

const TOPIC = 'trainer';
const entryMessages = { notFound: FAQ_ADMIN_MESSAGES.entryNotFound, stale: FAQ_ADMIN_MESSAGES.entryStale };
const feeMessages = { notFound: FAQ_ADMIN_MESSAGES.feeNotFound, stale: FAQ_ADMIN_MESSAGES.feeStale };

export async function faqForStaff(db: DbExecutor) {
  const [entries, fees] = await Promise.all([
    db
      .select({ id: faqEntries.id, question: faqEntries.question, answer: faqEntries.answer, version: faqEntries.version })
      .from(faqEntries)
      .where(eq(faqEntries.topic, TOPIC))
      .orderBy(asc(faqEntries.sort), asc(faqEntries.id)),
    db
      .select({
        id: faqFeeItems.id,
        item: faqFeeItems.item,
        standard: faqFeeItems.standard,
        note: faqFeeItems.note,
        version: faqFeeItems.version,
      })
      .from(faqFeeItems)
      .orderBy(asc(faqFeeItems.sort), asc(faqFeeItems.id)),
  ]);
  return { entries, fees };
}

/** The sort number after the last row's, so a new row joins the end. */
async function nextSort(tx: DbExecutor, table: typeof faqEntries | typeof faqFeeItems) {
  const [last] = await tx.select({ sort: sql<number>`coalesce(max(${table.sort}), 0)` }).from(table);
  return Number(last?.sort ?? 0) + 1;
}

export interface FaqEntryEdit {
  entryId?: number | undefined;
  version?: number | undefined;
  question: string;
  answer: string;
}

export async function saveFaqEntry(db: Db, edit: FaqEntryEdit, staffId: number) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .where(
        and(
          eq(faqEntries.topic, TOPIC),
          eq(faqEntries.question, edit.question),
          edit.entryId === undefined ? undefined : ne(faqEntries.id, edit.entryId),
        ),
      );
    if (taken) throw new ApiError(FAQ_ADMIN_MESSAGES.questionTaken);
    const values = { question: edit.question, answer: edit.answer };
    if (edit.entryId === undefined) {
      const [created] = await tx
        .insert(faqEntries)
        .values({ ...values, topic: TOPIC, sort: await nextSort(tx, faqEntries) })
        .returning();
      await recordAudit(tx, { staffId, action: 'faq.add', entity: 'faq', entityId: created!.id, after: values });
    } else {
      if (edit.version === undefined) throw new ApiError(FAQ_ADMIN_MESSAGES.versionRequired);
      const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, edit.entryId)).for('update');
      const before = atVersion(row, edit.version, entryMessages);
      await tx
        .update(faqEntries)
        .set({ ...values, version: before.version + 1 })
        .where(eq(faqEntries.id, before.id));
      await recordAudit(tx, {
        staffId,
        action: 'faq.edit',
        entity: 'faq',
        entityId: before.id,
        before: { question: before.question, answer: before.answer },
        after: values,
      });
    }
    return faqForStaff(tx);
  });
}

export async function deleteFaqEntry(db: Db, entryId: number, version: number, staffId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, entryId)).for('update');
    const before = atVersion(row, version, entryMessages);
    await tx.delete(faqEntries).where(eq(faqEntries.id, before.id));
    await recordAudit(tx, {
      staffId,
      action: 'faq.delete',
      entity: 'faq',
      entityId: before.id,
      before: { question: before.question, answer: before.answer },
    });
    return faqForStaff(tx);
  });
}

export interface FeeItemEdit {
  feeItemId?: number | undefined;
  version?: number | undefined;
  item: string;
  standard: string;
  note: string;
}

export async function saveFeeItem(db: Db, edit: FeeItemEdit, staffId: number) {
  const values = { item: edit.item, standard: edit.standard, note: edit.note };
  return db.transaction(async (tx) => {
    if (edit.feeItemId === undefined) {
      const [created] = await tx
        .insert(faqFeeItems)
        .values({ ...values, sort: await nextSort(tx, faqFeeItems) })
        .returning();
      await recordAudit(tx, { staffId, action: 'feeItem.add', entity: 'feeItem', entityId: created!.id, after: values });
    } else {
      if (edit.version === undefined) throw new ApiError(FAQ_ADMIN_MESSAGES.versionRequired);
      const [row] = await tx.select().from(faqFeeItems).where(eq(faqFeeItems.id, edit.feeItemId)).for('update');
      const before = atVersion(row, edit.version, feeMessages);
      await tx
        .update(faqFeeItems)
        .set({ ...values, version: before.version + 1 })
        .where(eq(faqFeeItems.id, before.id));
      await recordAudit(tx, {
        staffId,
        action: 'feeItem.edit',
        entity: 'feeItem',
        entityId: before.id,
        before: { item: before.item, standard: before.standard, note: before.note },
        after: values,
      });
    }
    return faqForStaff(tx);
  });
}

export async function deleteFeeItem(db: Db, feeItemId: number, version: number, staffId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(faqFeeItems).where(eq(faqFeeItems.id, feeItemId)).for('update');
    const before = atVersion(row, version, feeMessages);
    await tx.delete(faqFeeItems).where(eq(faqFeeItems.id, before.id));
    await recordAudit(tx, {
      staffId,
      action: 'feeItem.delete',
      entity: 'feeItem',
      entityId: before.id,
      before: { item: before.item, standard: before.standard, note: before.note },
    });
    return faqForStaff(tx);
  });
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && new Set(a).size === a.length && b.every((value) => a.includes(value));

/** Puts every question, or every fee row, in the order given; the order must name exactly the rows there are. */
export async function reorderFaq(
  db: Db,
  input: { entryIds?: number[] | undefined; feeItemIds?: number[] | undefined },
  staffId: number,
) {
  if (!input.entryIds && !input.feeItemIds) throw new ApiError(FAQ_ADMIN_MESSAGES.nothingToOrder);
  return db.transaction(async (tx) => {
    if (input.entryIds) {
      const own = await tx.select({ id: faqEntries.id }).from(faqEntries).where(eq(faqEntries.topic, TOPIC)).for('update');
      if (
        !sameSet(
          input.entryIds,
          own.map((row) => row.id),
        )
      )
        throw new ApiError(FAQ_ADMIN_MESSAGES.order);
      for (const [index, id] of input.entryIds.entries())
        await tx
          .update(faqEntries)
          .set({ sort: index + 1 })
          .where(eq(faqEntries.id, id));
      await recordAudit(tx, {
        staffId,
        action: 'faq.reorder',
        entity: 'faq',
        entityId: TOPIC,
        after: { order: input.entryIds.join(',') },
      });
    }
    if (input.feeItemIds) {
      const own = await tx.select({ id: faqFeeItems.id }).from(faqFeeItems).for('update');
      if (
        !sameSet(
          input.feeItemIds,
          own.map((row) => row.id),
        )
      )
        throw new ApiError(FAQ_ADMIN_MESSAGES.order);
      for (const [index, id] of input.feeItemIds.entries())
        await tx
          .update(faqFeeItems)
          .set({ sort: index + 1 })
          .where(eq(faqFeeItems.id, id));
      await recordAudit(tx, {
        staffId,
        action: 'feeItem.reorder',
        entity: 'feeItem',
        entityId: 'all',
        after: { order: input.feeItemIds.join(',') },
      });
    }
    return faqForStaff(tx);
  });
}
