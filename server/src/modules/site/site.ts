import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { banners, faqEntries, faqFeeItems, sitePages, tenderAnnouncements } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { assetUrl, iso, offsetOf } from '../../platform/text/format';
import { seasonAt } from '../catalog';
import { bannerLiveAt } from './bannerSchedule';

export const SITE_PAGE_NOT_FOUND = '页面不存在';
export const TENDER_NOT_FOUND = '公告不存在或已撤下';

/** Slides for a course carry its id, so the slide opens that course's detail. */
function bannerLink(linkPath: string, courseId: number | null): string {
  if (!linkPath || courseId === null || linkPath.includes('?')) return linkPath;
  return `${linkPath}?courseId=${courseId}`;
}

/** The season's slide (services/seasons), first on the carousel: it names the season the promotion notice names. */
export function seasonSlide(now: Date) {
  const { banner } = seasonAt(now);
  return {
    id: 0,
    title: banner.title,
    subtitle: banner.subtitle,
    imageUrl: assetUrl(banner.imagePath),
    linkPath: '/course/more',
  };
}

/**
 * The carousel as the site shows it at `now`: the season's slide, then the active banners whose schedule holds.
 * Cached under the site tag, so a schedule's start or end shows within the public cache's lifetime
 * (PUBLIC_CACHE_SECONDS); a console write shows at once.
 */
export async function listBanners(db: Db, now: Date) {
  const rows = await db
    .select({
      id: banners.id,
      title: banners.title,
      subtitle: banners.subtitle,
      imageUrl: banners.imageUrl,
      linkPath: banners.linkPath,
      courseId: banners.courseId,
    })
    .from(banners)
    .where(bannerLiveAt(now))
    .orderBy(asc(banners.sort), asc(banners.id));
  // A site with no carousel of its own (a fresh one without demo content) is not given an offer it never made.
  if (rows.length === 0) return { list: [] };
  return {
    list: [
      seasonSlide(now),
      ...rows.map(({ courseId, linkPath, ...row }) => ({ ...row, linkPath: bannerLink(linkPath, courseId) })),
    ],
  };
}

export async function findSitePage(db: Db, slug: string) {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  if (!row) throw new ApiError(SITE_PAGE_NOT_FOUND);
  return {
    slug: row.slug,
    title: row.title,
    contentHtml: row.contentHtml,
    versionDate: row.versionDate,
    updatedAt: iso(row.updatedAt),
  };
}

export async function listFeeItems(db: Db) {
  const list = await db
    .select({ id: faqFeeItems.id, item: faqFeeItems.item, standard: faqFeeItems.standard, note: faqFeeItems.note })
    .from(faqFeeItems)
    .orderBy(asc(faqFeeItems.sort), asc(faqFeeItems.id));
  return { list };
}

export async function listTrainerFaq(db: Db) {
  const list = await db
    .select({ id: faqEntries.id, question: faqEntries.question, answer: faqEntries.answer })
    .from(faqEntries)
    .where(eq(faqEntries.topic, 'trainer'))
    .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
  return { list };
}

const tenderCardFields = {
  id: tenderAnnouncements.id,
  code: tenderAnnouncements.code,
  title: tenderAnnouncements.title,
  summary: tenderAnnouncements.summary,
  status: tenderAnnouncements.status,
  publishedAt: tenderAnnouncements.publishedAt,
  deadline: tenderAnnouncements.deadline,
};

type TenderCardRow = { publishedAt: Date; deadline: Date | null };
const tenderCard = <Row extends TenderCardRow>(row: Row) => ({
  ...row,
  publishedAt: iso(row.publishedAt),
  deadline: row.deadline === null ? null : iso(row.deadline),
});

/** Newest first: the list order, and what "previous" (newer) and "next" (older) mean on a notice. */
const newestFirst = [desc(tenderAnnouncements.publishedAt), desc(tenderAnnouncements.id)];

/** Families see only the notices staff have published. */
export const tenderIsPublished = eq(tenderAnnouncements.isPublished, true);

export async function listTenders(db: Db, filter: { page: number; size: number }) {
  const [rows, total] = await Promise.all([
    db
      .select(tenderCardFields)
      .from(tenderAnnouncements)
      .where(tenderIsPublished)
      .orderBy(...newestFirst)
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db.$count(tenderAnnouncements, tenderIsPublished),
  ]);
  return { list: rows.map(tenderCard), total, page: filter.page, size: filter.size };
}

export async function findTender(db: Db, id: number) {
  const [row] = await db
    .select({ ...tenderCardFields, contentHtml: tenderAnnouncements.contentHtml, contact: tenderAnnouncements.contact })
    .from(tenderAnnouncements)
    .where(and(eq(tenderAnnouncements.id, id), tenderIsPublished))
    .limit(1);
  if (!row) throw new ApiError(TENDER_NOT_FOUND);
  const sameTime = eq(tenderAnnouncements.publishedAt, row.publishedAt);
  const newer: SQL = or(gt(tenderAnnouncements.publishedAt, row.publishedAt), and(sameTime, gt(tenderAnnouncements.id, id)))!;
  const older: SQL = or(lt(tenderAnnouncements.publishedAt, row.publishedAt), and(sameTime, lt(tenderAnnouncements.id, id)))!;
  const neighbour = { id: tenderAnnouncements.id, title: tenderAnnouncements.title };
  const [[previous], [next]] = await Promise.all([
    db
      .select(neighbour)
      .from(tenderAnnouncements)
      .where(and(newer, tenderIsPublished))
      .orderBy(asc(tenderAnnouncements.publishedAt), asc(tenderAnnouncements.id))
      .limit(1),
    db
      .select(neighbour)
      .from(tenderAnnouncements)
      .where(and(older, tenderIsPublished))
      .orderBy(...newestFirst)
      .limit(1),
  ]);
  return { ...tenderCard(row), previous: previous ?? null, next: next ?? null };
}
