import { and, asc, desc, eq } from 'drizzle-orm';
import type { RecordKind } from '../../../contract/routes/types';
import { courses, newsArticles, newsCategories, tenderAnnouncements, tutors } from '../platform/db/schema';
import type { AppDeps } from '../platform/plugins/deps';
import { CACHE_TAGS } from '../platform/cache/cacheTags';
import { ApiError } from '../platform/plugins/apiError';
import { courseInformation, listedCourses, tutorDetail, tutorIsShown } from '../modules/catalog';
import { iso } from '../platform/text/format';
import { seasonSlide, tenderIsPublished } from '../modules/site';
import { isPublished } from '../modules/content';
import { oneLine, plainText } from './text';
import { href } from '../../../contract/addresses/href';

/** What a detail page says about its record in its title, description and share card. */
export interface RecordSummary {
  title: string;
  description: string;
  /** Cover or photo as stored: a site path or an absolute address; empty when there is none. */
  imageUrl: string;
  /** Articles only: ISO dates and the category, for og:type article. */
  article?: { publishedTime: string; modifiedTime: string; section: string };
}

type Deps = Pick<AppDeps, 'db' | 'cache' | 'now'>;

/** The services answer a missing record with an ApiError; here it is simply absent. */
async function orNull<Value>(load: () => Promise<Value>): Promise<Value | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

function joined(...parts: string[]): string {
  return parts.map(oneLine).filter(Boolean).join(' · ');
}

async function loadCourse(deps: Deps, id: number): Promise<RecordSummary | null> {
  const found = await orNull(() => courseInformation(deps.db, id));
  if (!found) return null;
  const { course } = found;
  const about = oneLine(course.subtitle) || plainText(course.descriptionHtml);
  return {
    title: oneLine(course.title),
    description: joined(course.gradeName ?? '', course.categoryName, about),
    imageUrl: course.coverUrl,
  };
}

/**
 * Read without the view count that the article call adds: the browser counts the visit when it loads the
 * article, and a crawler's fetch of the page is not a reader.
 */
async function loadArticle(deps: Deps, id: number): Promise<RecordSummary | null> {
  const [row] = await deps.db
    .select({
      title: newsArticles.title,
      summary: newsArticles.summary,
      contentHtml: newsArticles.contentHtml,
      coverUrl: newsArticles.coverUrl,
      publishedAt: newsArticles.publishedAt,
      updatedAt: newsArticles.updatedAt,
      categoryName: newsCategories.name,
    })
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(and(eq(newsArticles.id, id), isPublished(deps.now())))
    .limit(1);
  if (!row) return null;
  return {
    title: oneLine(row.title),
    description: oneLine(row.summary) || plainText(row.contentHtml),
    imageUrl: row.coverUrl,
    article: {
      publishedTime: iso(row.publishedAt),
      modifiedTime: iso(row.updatedAt > row.publishedAt ? row.updatedAt : row.publishedAt),
      section: row.categoryName,
    },
  };
}

async function loadTutor(deps: Deps, id: number): Promise<RecordSummary | null> {
  const tutor = await orNull(() => tutorDetail(deps.db, id));
  if (!tutor) return null;
  return {
    title: oneLine(tutor.name),
    description: joined(tutor.school, tutor.major, tutor.intro),
    imageUrl: tutor.photoUrl,
  };
}

const loaders: Record<RecordKind, { tag: string; load: (deps: Deps, id: number) => Promise<RecordSummary | null> }> = {
  course: { tag: CACHE_TAGS.catalog, load: loadCourse },
  article: { tag: CACHE_TAGS.news, load: loadArticle },
  tutor: { tag: CACHE_TAGS.tutors, load: loadTutor },
};

/** A record's summary, or null when it does not exist (or is not published); cached like the public reads. */
export function findRecordSummary(deps: Deps, kind: RecordKind, id: number): Promise<RecordSummary | null> {
  const { tag, load } = loaders[kind];
  return deps.cache.remember(`seo:${kind}:${id}`, [tag], () => load(deps, id));
}

/** The picture of the carousel's first slide: the season's (services/site seasonSlide). */
export function findLeadBanner(deps: Pick<Deps, 'now'>): Promise<string | null> {
  return Promise.resolve(seasonSlide(deps.now()).imageUrl);
}

export interface SitemapRecord {
  path: string;
  /** ISO date of the last change. */
  lastModified: string;
}

/** The search protocol's limit for one sitemap file; past it the newest articles and the first courses win. */
export const SITEMAP_URL_LIMIT = 50_000;

async function loadSitemapRecords(deps: Deps): Promise<SitemapRecord[]> {
  const [courseRows, articleRows, tutorRows, tenderRows] = await Promise.all([
    deps.db
      .select({ id: courses.id, updatedAt: courses.updatedAt })
      .from(courses)
      .where(listedCourses)
      .orderBy(asc(courses.sort), asc(courses.id))
      .limit(SITEMAP_URL_LIMIT),
    deps.db
      .select({ id: newsArticles.id, publishedAt: newsArticles.publishedAt, updatedAt: newsArticles.updatedAt })
      .from(newsArticles)
      .where(isPublished(deps.now()))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(SITEMAP_URL_LIMIT),
    deps.db
      .select({ id: tutors.id, updatedAt: tutors.updatedAt })
      .from(tutors)
      .where(tutorIsShown())
      .orderBy(asc(tutors.sort), asc(tutors.id))
      .limit(SITEMAP_URL_LIMIT),
    deps.db
      .select({ id: tenderAnnouncements.id, updatedAt: tenderAnnouncements.updatedAt })
      .from(tenderAnnouncements)
      .where(tenderIsPublished)
      .orderBy(desc(tenderAnnouncements.publishedAt), desc(tenderAnnouncements.id))
      .limit(SITEMAP_URL_LIMIT),
  ]);
  return [
    ...courseRows.map((row) => ({ path: href.courseChapter({ courseId: row.id }), lastModified: iso(row.updatedAt) })),
    ...articleRows.map((row) => ({
      path: `/news/detail?id=${row.id}`,
      lastModified: iso(row.updatedAt > row.publishedAt ? row.updatedAt : row.publishedAt),
    })),
    ...tutorRows.map((row) => ({ path: `/smarter/detail?id=${row.id}`, lastModified: iso(row.updatedAt) })),
    ...tenderRows.map((row) => ({ path: `/about/tender-announcement?id=${row.id}`, lastModified: iso(row.updatedAt) })),
  ];
}

/** Every course, published article, shown tutor and published tender notice address, cached under the tags their writes drop. */
export function findSitemapRecords(deps: Deps): Promise<SitemapRecord[]> {
  return deps.cache.remember('seo:sitemap', [CACHE_TAGS.catalog, CACHE_TAGS.news, CACHE_TAGS.tutors, CACHE_TAGS.site], () =>
    loadSitemapRecords(deps),
  );
}
