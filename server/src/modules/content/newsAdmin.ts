/**
 * News as the operations console edits it: every article whatever its status, bodies sanitised when saved,
 * saved with a version check and an audit entry in the same transaction.
 */
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { ArticleFields } from '../../../../contract/api/schemas/admin/news';
import type { ArticleStatus } from '../../../../contract/vocabulary/articleStatus';
import type { Db, DbExecutor } from '../../platform/db/client';
import { newsArticles, newsCategories } from '../../platform/db/schema';
import { newRecordCode } from '../../platform/db/ids';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, likePattern, offsetOf } from '../../platform/text/format';
import { sanitizeRichText, showsSomething } from '../../platform/text/sanitize';
import { atVersion, recordAudit } from '../console';

export const ARTICLE_ADMIN_MESSAGES = {
  notFound: '资讯不存在',
  stale: '这篇资讯已被他人修改，请刷新后再改',
  versionRequired: '保存已有资讯须带上打开时的版本号 version',
  noCategory: '资讯分类不存在',
  emptyBody: '正文不能为空',
  categoryTaken: '已有同名分类',
  categoryNotFound: '分类不存在',
} as const;

type ArticleRecord = typeof newsArticles.$inferSelect;

const rowFields = {
  id: newsArticles.id,
  title: newsArticles.title,
  categoryId: newsArticles.categoryId,
  categoryName: newsCategories.name,
  author: newsArticles.author,
  status: newsArticles.status,
  isTop: newsArticles.isTop,
  views: newsArticles.views,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
  version: newsArticles.version,
};

export interface StaffArticleFilter {
  q: string;
  categoryId?: number | undefined;
  status?: ArticleStatus | undefined;
  page: number;
  size: number;
}

export async function listArticlesForStaff(db: Db, filter: StaffArticleFilter) {
  const where = and(
    filter.q ? ilike(newsArticles.title, likePattern(filter.q)) : undefined,
    filter.categoryId ? eq(newsArticles.categoryId, filter.categoryId) : undefined,
    filter.status ? eq(newsArticles.status, filter.status) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(rowFields)
      .from(newsArticles)
      .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
      .where(where)
      .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db.$count(newsArticles, where),
  ]);
  return {
    list: rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt), updatedAt: iso(row.updatedAt) })),
    total,
    page: filter.page,
    size: filter.size,
  };
}

async function articleForm(db: DbExecutor, article: ArticleRecord) {
  const [category] = await db
    .select({ name: newsCategories.name })
    .from(newsCategories)
    .where(eq(newsCategories.id, article.categoryId));
  return {
    id: article.id,
    title: article.title,
    categoryId: article.categoryId,
    categoryName: category?.name ?? '',
    author: article.author,
    status: article.status,
    isTop: article.isTop,
    views: article.views,
    publishedAt: iso(article.publishedAt),
    updatedAt: iso(article.updatedAt),
    version: article.version,
    summary: article.summary,
    coverUrl: article.coverUrl,
    contentHtml: article.contentHtml,
  };
}

/** What the audit log keeps of an article: the fields the console edits, the body by its length only. */
function articleAuditView(article: ArticleRecord) {
  return {
    title: article.title,
    categoryId: article.categoryId,
    summary: article.summary,
    author: article.author,
    coverUrl: article.coverUrl,
    isTop: article.isTop,
    status: article.status,
    bodyLength: article.contentHtml.length,
  };
}

export async function articleForStaff(db: Db, articleId: number) {
  const [article] = await db.select().from(newsArticles).where(eq(newsArticles.id, articleId)).limit(1);
  if (!article) throw new ApiError(ARTICLE_ADMIN_MESSAGES.notFound);
  return articleForm(db, article);
}

export interface ArticleEdit extends ArticleFields {
  articleId?: number | undefined;
  version?: number | undefined;
}

/** The row of an article locked for a write made from `version`, or the reason it cannot be written. */
async function lockedAt(tx: DbExecutor, articleId: number, version: number): Promise<ArticleRecord> {
  const [article] = await tx.select().from(newsArticles).where(eq(newsArticles.id, articleId)).for('update');
  return atVersion(article, version, ARTICLE_ADMIN_MESSAGES);
}

/** A new article (a draft) or an edit of one, from the version the editor opened; the body is stored sanitised. */
export async function saveArticle(db: Db, edit: ArticleEdit, staffId: number) {
  const contentHtml = sanitizeRichText(edit.contentHtml);
  if (!showsSomething(contentHtml)) throw new ApiError(ARTICLE_ADMIN_MESSAGES.emptyBody);
  const values = {
    categoryId: edit.categoryId,
    title: edit.title,
    summary: edit.summary,
    author: edit.author,
    coverUrl: edit.coverUrl,
    contentHtml,
    isTop: edit.isTop,
  };
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: newsCategories.id })
      .from(newsCategories)
      .where(eq(newsCategories.id, edit.categoryId));
    if (!category) throw new ApiError(ARTICLE_ADMIN_MESSAGES.noCategory);
    if (edit.articleId === undefined) {
      const [created] = await tx
        .insert(newsArticles)
        .values({ ...values, code: newRecordCode('a'), status: 'draft' })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'article.add',
        entity: 'article',
        entityId: created!.id,
        after: articleAuditView(created!),
      });
      return articleForm(tx, created!);
    }
    if (edit.version === undefined) throw new ApiError(ARTICLE_ADMIN_MESSAGES.versionRequired);
    const before = await lockedAt(tx, edit.articleId, edit.version);
    const [after] = await tx
      .update(newsArticles)
      .set({ ...values, version: before.version + 1 })
      .where(eq(newsArticles.id, edit.articleId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'article.edit',
      entity: 'article',
      entityId: edit.articleId,
      before: articleAuditView(before),
      after: articleAuditView(after!),
    });
    return articleForm(tx, after!);
  });
}

/** Publishes an article as of now, or takes it back to a draft. */
export async function setArticleStatus(
  db: Db,
  articleId: number,
  status: ArticleStatus,
  version: number,
  staffId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await lockedAt(tx, articleId, version);
    const [after] = await tx
      .update(newsArticles)
      .set({ status, version: before.version + 1, ...(status === 'published' ? { publishedAt: now } : {}) })
      .where(eq(newsArticles.id, articleId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: status === 'published' ? 'article.publish' : 'article.unpublish',
      entity: 'article',
      entityId: articleId,
      before: { status: before.status, publishedAt: iso(before.publishedAt) },
      after: { status: after!.status, publishedAt: iso(after!.publishedAt) },
    });
    return articleForm(tx, after!);
  });
}

export async function articleCategories(db: DbExecutor) {
  return db
    .select({
      id: newsCategories.id,
      name: newsCategories.name,
      sort: newsCategories.sort,
      articleCount: sql<number>`cast(${count(newsArticles.id)} as int)`,
    })
    .from(newsCategories)
    .leftJoin(newsArticles, eq(newsArticles.categoryId, newsCategories.id))
    .groupBy(newsCategories.id)
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
}

/** A new category at the end of the order, or a new name for one; names stay unique. */
export async function saveArticleCategory(db: Db, edit: { categoryId?: number | undefined; name: string }, staffId: number) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: newsCategories.id })
      .from(newsCategories)
      .where(and(eq(newsCategories.name, edit.name), edit.categoryId ? ne(newsCategories.id, edit.categoryId) : undefined));
    if (taken) throw new ApiError(ARTICLE_ADMIN_MESSAGES.categoryTaken);
    if (edit.categoryId === undefined) {
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${newsCategories.sort}), 0)` }).from(newsCategories);
      const [created] = await tx
        .insert(newsCategories)
        .values({
          name: edit.name,
          code: newRecordCode('n'),
          sort: Number(last?.sort ?? 0) + 1,
        })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'articleCategory.add',
        entity: 'articleCategory',
        entityId: created!.id,
        after: { name: edit.name },
      });
    } else {
      const [before] = await tx.select().from(newsCategories).where(eq(newsCategories.id, edit.categoryId)).for('update');
      if (!before) throw new ApiError(ARTICLE_ADMIN_MESSAGES.categoryNotFound);
      await tx.update(newsCategories).set({ name: edit.name }).where(eq(newsCategories.id, edit.categoryId));
      await recordAudit(tx, {
        staffId,
        action: 'articleCategory.rename',
        entity: 'articleCategory',
        entityId: edit.categoryId,
        before: { name: before.name },
        after: { name: edit.name },
      });
    }
    return articleCategories(tx);
  });
}
