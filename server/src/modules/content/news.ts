import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { newsArticles, newsCategories } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, offsetOf } from '../../platform/text/format';

export const ARTICLE_NOT_FOUND = '资讯不存在';

const cardFields = {
  id: newsArticles.id,
  code: newsArticles.code,
  title: newsArticles.title,
  summary: newsArticles.summary,
  coverUrl: newsArticles.coverUrl,
  author: newsArticles.author,
  publishedAt: newsArticles.publishedAt,
  views: newsArticles.views,
  isTop: newsArticles.isTop,
  categoryId: newsArticles.categoryId,
  categoryName: newsCategories.name,
};

type CardRow = { publishedAt: Date } & Record<string, unknown>;

function withIsoDate<Row extends CardRow>(row: Row): Omit<Row, 'publishedAt'> & { publishedAt: string } {
  return { ...row, publishedAt: iso(row.publishedAt) };
}

/** Drafts, and published articles that are not yet due, stay hidden. */
export function isPublished(now: Date) {
  return and(eq(newsArticles.status, 'published'), sql`${newsArticles.publishedAt} <= ${now.toISOString()}`);
}

export async function listArticles(db: Db, filter: { categoryId?: number | undefined; page: number; size: number }, now: Date) {
  const where = and(
    isPublished(now),
    filter.categoryId === undefined ? undefined : eq(newsArticles.categoryId, filter.categoryId),
  );
  const [rows, total] = await Promise.all([
    db
      .select(cardFields)
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(where)
      .orderBy(desc(newsArticles.isTop), desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db.$count(newsArticles, where),
  ]);
  return { list: rows.map(withIsoDate), total, page: filter.page, size: filter.size };
}

/** Reading an article counts a view; neighbours are the articles published just before and after it. */
export async function readArticle(db: Db, id: number, now: Date) {
  const [counted] = await db
    .update(newsArticles)
    .set({ views: sql`${newsArticles.views} + 1` })
    .where(and(eq(newsArticles.id, id), isPublished(now)))
    .returning({ id: newsArticles.id });
  if (!counted) throw new ApiError(ARTICLE_NOT_FOUND);
  const [row] = await db
    .select({ ...cardFields, contentHtml: newsArticles.contentHtml })
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(eq(newsArticles.id, id));
  if (!row) throw new ApiError(ARTICLE_NOT_FOUND);
  const neighbour = { id: newsArticles.id, title: newsArticles.title };
  const [[previous], [next]] = await Promise.all([
    db
      .select(neighbour)
      .from(newsArticles)
      .where(
        and(
          isPublished(now),
          or(
            lt(newsArticles.publishedAt, row.publishedAt),
            and(eq(newsArticles.publishedAt, row.publishedAt), lt(newsArticles.id, id)),
          ),
        ),
      )
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(1),
    db
      .select(neighbour)
      .from(newsArticles)
      .where(
        and(
          isPublished(now),
          or(
            gt(newsArticles.publishedAt, row.publishedAt),
            and(eq(newsArticles.publishedAt, row.publishedAt), gt(newsArticles.id, id)),
          ),
        ),
      )
      .orderBy(asc(newsArticles.publishedAt), asc(newsArticles.id))
      .limit(1),
  ]);
  return { ...withIsoDate(row), previous: previous ?? null, next: next ?? null };
}
