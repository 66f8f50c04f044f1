/**
 * Tender announcements as the operations console edits them: every notice whatever its state, bodies
 * sanitised when saved, written with a version check and an audit entry in the same transaction. A new
 * notice is unpublished until staff publish it.
 */
import { and, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { TenderFields } from '../../../../contract/api/schemas/admin/pages';
import type { Db, DbExecutor } from '../../platform/db/client';
import { tenderAnnouncements } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, likePattern, offsetOf } from '../../platform/text/format';
import { sanitizeRichText, showsSomething } from '../../platform/text/sanitize';
import { recordAudit } from '../console';
import { atVersion } from '../console';

export const TENDER_ADMIN_MESSAGES = {
  notFound: '公告不存在',
  stale: '这条公告已被他人修改，请刷新后再改',
  versionRequired: '保存已有公告须带上打开时的版本号 version',
  codeTaken: '已有相同编号的公告',
  emptyBody: '正文不能为空',
} as const;

type TenderRecord = typeof tenderAnnouncements.$inferSelect;

function tenderRow(tender: TenderRecord) {
  return {
    id: tender.id,
    code: tender.code,
    title: tender.title,
    status: tender.status,
    isPublished: tender.isPublished,
    publishedAt: iso(tender.publishedAt),
    deadline: tender.deadline === null ? null : iso(tender.deadline),
    updatedAt: iso(tender.updatedAt),
    version: tender.version,
  };
}

function tenderForm(tender: TenderRecord) {
  return { ...tenderRow(tender), summary: tender.summary, contentHtml: tender.contentHtml, contact: tender.contact };
}

/** What the audit log keeps of a notice: the fields the console edits, the body by its length only. */
function auditView(tender: TenderRecord) {
  return {
    code: tender.code,
    title: tender.title,
    summary: tender.summary,
    status: tender.status,
    contact: tender.contact,
    deadline: tender.deadline === null ? null : iso(tender.deadline),
    isPublished: tender.isPublished,
    bodyLength: tender.contentHtml.length,
  };
}

export async function listTendersForStaff(db: Db, filter: { q: string; page: number; size: number }) {
  const pattern = likePattern(filter.q);
  const where = filter.q ? or(ilike(tenderAnnouncements.title, pattern), ilike(tenderAnnouncements.code, pattern)) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(tenderAnnouncements)
      .where(where)
      .orderBy(desc(tenderAnnouncements.updatedAt), desc(tenderAnnouncements.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db.$count(tenderAnnouncements, where),
  ]);
  return { list: rows.map(tenderRow), total, page: filter.page, size: filter.size };
}

export async function tenderForStaff(db: Db, tenderId: number) {
  const [tender] = await db.select().from(tenderAnnouncements).where(eq(tenderAnnouncements.id, tenderId)).limit(1);
  if (!tender) throw new ApiError(TENDER_ADMIN_MESSAGES.notFound);
  return tenderForm(tender);
}

async function lockedTender(tx: DbExecutor, tenderId: number, version: number) {
  const [tender] = await tx.select().from(tenderAnnouncements).where(eq(tenderAnnouncements.id, tenderId)).for('update');
  return atVersion(tender, version, TENDER_ADMIN_MESSAGES);
}

export interface TenderEdit extends TenderFields {
  tenderId?: number | undefined;
  version?: number | undefined;
}

/** A new notice (unpublished) or an edit of one, from the version the editor opened; the body stored sanitised. */
export async function saveTender(db: Db, edit: TenderEdit, staffId: number) {
  const contentHtml = sanitizeRichText(edit.contentHtml);
  if (!showsSomething(contentHtml)) throw new ApiError(TENDER_ADMIN_MESSAGES.emptyBody);
  const values = {
    code: edit.code,
    title: edit.title,
    summary: edit.summary,
    contentHtml,
    status: edit.status,
    contact: edit.contact,
    deadline: edit.deadline ? new Date(edit.deadline) : null,
  };
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: tenderAnnouncements.id })
      .from(tenderAnnouncements)
      .where(
        and(
          eq(tenderAnnouncements.code, edit.code),
          edit.tenderId === undefined ? undefined : ne(tenderAnnouncements.id, edit.tenderId),
        ),
      );
    if (taken) throw new ApiError(TENDER_ADMIN_MESSAGES.codeTaken);
    if (edit.tenderId === undefined) {
      const [created] = await tx
        .insert(tenderAnnouncements)
        .values({ ...values, isPublished: false })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'tender.add',
        entity: 'tender',
        entityId: created!.id,
        after: auditView(created!),
      });
      return tenderForm(created!);
    }
    if (edit.version === undefined) throw new ApiError(TENDER_ADMIN_MESSAGES.versionRequired);
    const before = await lockedTender(tx, edit.tenderId, edit.version);
    const [after] = await tx
      .update(tenderAnnouncements)
      .set({ ...values, version: before.version + 1 })
      .where(eq(tenderAnnouncements.id, before.id))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'tender.edit',
      entity: 'tender',
      entityId: before.id,
      before: auditView(before),
      after: auditView(after!),
    });
    return tenderForm(after!);
  });
}

/** Publishes a notice as of now, or takes it off the site. */
export async function setTenderPublished(
  db: Db,
  input: { tenderId: number; published: boolean; version: number },
  staffId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await lockedTender(tx, input.tenderId, input.version);
    const [after] = await tx
      .update(tenderAnnouncements)
      .set({
        isPublished: input.published,
        version: before.version + 1,
        ...(input.published ? { publishedAt: now } : {}),
      })
      .where(eq(tenderAnnouncements.id, before.id))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: input.published ? 'tender.publish' : 'tender.unpublish',
      entity: 'tender',
      entityId: before.id,
      before: { isPublished: before.isPublished, publishedAt: iso(before.publishedAt) },
      after: { isPublished: after!.isPublished, publishedAt: iso(after!.publishedAt) },
    });
    return tenderForm(after!);
  });
}

export async function deleteTender(db: Db, tenderId: number, version: number, staffId: number) {
  return db.transaction(async (tx) => {
    const before = await lockedTender(tx, tenderId, version);
    await tx.delete(tenderAnnouncements).where(eq(tenderAnnouncements.id, before.id));
    await recordAudit(tx, { staffId, action: 'tender.delete', entity: 'tender', entityId: before.id, before: auditView(before) });
    return { id: before.id };
  });
}
