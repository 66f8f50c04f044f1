/**
 * The site's own pages as the operations console edits them. A page keeps what the site shows (its title,
 * body and version date) apart from the console's draft: a save writes only the draft, a publish copies it
 * over what the site shows, so half-finished edits never reach families. Every write checks the version the
 * editor opened and lands with its audit entry in one transaction.
 */
import { asc, eq } from 'drizzle-orm';
import type { SitePageFields } from '../../../../contract/api/schemas/admin/pages';
import type { SitePageSlug } from '../../../../contract/api/schemas/web/site';
import type { Db, DbExecutor } from '../../platform/db/client';
import { sitePages, type SitePageDraft } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { sanitizeRichText, showsSomething, withHeadingIds } from '../../platform/text/sanitize';
import { atVersion, recordAudit } from '../console';
import { SITE_PAGE_NOT_FOUND } from './site';

export const SITE_PAGE_ADMIN_MESSAGES = {
  notFound: SITE_PAGE_NOT_FOUND,
  stale: '这个页面已被他人修改，请刷新后再改',
  noDraft: '这个页面没有未发布的修改',
  emptyBody: '正文不能为空',
} as const;

type SitePageRecord = typeof sitePages.$inferSelect;

function publishedOf(page: SitePageRecord): SitePageDraft {
  return { title: page.title, contentHtml: page.contentHtml, versionDate: page.versionDate };
}

function sitePageRow(page: SitePageRecord) {
  return {
    slug: page.slug as SitePageSlug,
    title: page.draft?.title ?? page.title,
    hasDraft: page.draft !== null,
    publishedAt: iso(page.publishedAt),
    updatedAt: iso(page.updatedAt),
    version: page.version,
  };
}

function sitePageForm(page: SitePageRecord) {
  const working = page.draft ?? publishedOf(page);
  return {
    ...sitePageRow(page),
    contentHtml: working.contentHtml,
    versionDate: working.versionDate,
    published: publishedOf(page),
  };
}

/** What the audit log keeps of a page's text: its title and date, the body by its length only. */
function auditView(text: SitePageDraft | null) {
  return text && { title: text.title, versionDate: text.versionDate, bodyLength: text.contentHtml.length };
}

export async function listSitePagesForStaff(db: Db) {
  const pages = await db.select().from(sitePages).orderBy(asc(sitePages.id));
  return pages.map(sitePageRow);
}

export async function sitePageForStaff(db: Db, slug: SitePageSlug) {
  const [page] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  if (!page) throw new ApiError(SITE_PAGE_ADMIN_MESSAGES.notFound);
  return sitePageForm(page);
}

async function lockedPage(tx: DbExecutor, slug: SitePageSlug, version: number) {
  const [page] = await tx.select().from(sitePages).where(eq(sitePages.slug, slug)).for('update');
  return atVersion(page, version, SITE_PAGE_ADMIN_MESSAGES);
}

async function writePage(
  tx: DbExecutor,
  before: SitePageRecord,
  changes: Partial<typeof sitePages.$inferInsert>,
  action: string,
  staffId: number,
) {
  const [after] = await tx
    .update(sitePages)
    .set({ ...changes, version: before.version + 1 })
    .where(eq(sitePages.id, before.id))
    .returning();
  await recordAudit(tx, {
    staffId,
    action,
    entity: 'sitePage',
    entityId: before.slug,
    before: { draft: auditView(before.draft), published: auditView(publishedOf(before)) },
    after: { draft: auditView(after!.draft), published: auditView(publishedOf(after!)) },
  });
  return sitePageForm(after!);
}

/**
 * Saves the page's draft, sanitised, its h2/h3 headings given ids for the table of contents. A draft that
 * comes back to exactly what the site shows is no draft at all.
 */
export async function saveSitePageDraft(db: Db, edit: SitePageFields & { slug: SitePageSlug; version: number }, staffId: number) {
  const contentHtml = withHeadingIds(sanitizeRichText(edit.contentHtml));
  if (!showsSomething(contentHtml)) throw new ApiError(SITE_PAGE_ADMIN_MESSAGES.emptyBody);
  const draft: SitePageDraft = { title: edit.title, contentHtml, versionDate: edit.versionDate || null };
  return db.transaction(async (tx) => {
    const before = await lockedPage(tx, edit.slug, edit.version);
    const published = publishedOf(before);
    // Headings the published text has without ids are given them on the way back: still the same text.
    const unchanged =
      draft.title === published.title &&
      draft.contentHtml === withHeadingIds(published.contentHtml) &&
      draft.versionDate === published.versionDate;
    return writePage(tx, before, { draft: unchanged ? null : draft }, 'sitePage.save', staffId);
  });
}

/** The draft becomes what the site shows, as of now. */
export async function publishSitePage(db: Db, slug: SitePageSlug, version: number, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockedPage(tx, slug, version);
    if (!before.draft) throw new ApiError(SITE_PAGE_ADMIN_MESSAGES.noDraft);
    const { title, contentHtml, versionDate } = before.draft;
    return writePage(tx, before, { title, contentHtml, versionDate, draft: null, publishedAt: now }, 'sitePage.publish', staffId);
  });
}

/** The draft is dropped; the console edits what the site shows again. */
export async function discardSitePageDraft(db: Db, slug: SitePageSlug, version: number, staffId: number) {
  return db.transaction(async (tx) => {
    const before = await lockedPage(tx, slug, version);
    if (!before.draft) throw new ApiError(SITE_PAGE_ADMIN_MESSAGES.noDraft);
    return writePage(tx, before, { draft: null }, 'sitePage.discard', staffId);
  });
}
