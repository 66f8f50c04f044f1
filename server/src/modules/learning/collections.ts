import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { collections, courses, newsArticles, tutors, type CollectionObjectType } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, offsetOf, toYuan } from '../../platform/text/format';
import { tutorIsShown } from '../catalog';

export const COLLECTION_TARGET_MISSING = '要收藏的内容不存在或已下架';

/** Whether the object a user wants to collect exists (and is public). */
async function objectExists(db: Db, objectType: CollectionObjectType, objectId: number): Promise<boolean> {
  const probe = {
    course: () => db.$count(courses, and(eq(courses.id, objectId), eq(courses.isPublished, true))),
    news: () => db.$count(newsArticles, eq(newsArticles.id, objectId)),
    tutor: () => db.$count(tutors, and(eq(tutors.id, objectId), tutorIsShown())),
  } satisfies Record<CollectionObjectType, () => Promise<number>>;
  return (await probe[objectType]()) > 0;
}

const ownedBy = (userId: number, objectType: CollectionObjectType, objectId: number) =>
  and(eq(collections.userId, userId), eq(collections.objectType, objectType), eq(collections.objectId, objectId));

export async function isCollected(db: Db, userId: number, objectType: CollectionObjectType, objectId: number) {
  return (await db.$count(collections, ownedBy(userId, objectType, objectId))) > 0;
}

/**
 * Collects or uncollects. Idempotent, and safe when the same request arrives twice at once: the unique
 * index keeps one row, a second insert does nothing.
 */
export async function setCollected(
  db: Db,
  userId: number,
  input: { objectType: CollectionObjectType; objectId: number; collect: boolean },
) {
  const { objectType, objectId, collect } = input;
  if (collect) {
    if (!(await objectExists(db, objectType, objectId))) throw new ApiError(COLLECTION_TARGET_MISSING);
    await db.insert(collections).values({ userId, objectType, objectId }).onConflictDoNothing();
  } else {
    await db.delete(collections).where(ownedBy(userId, objectType, objectId));
  }
  return { objectType, objectId, collected: collect };
}

interface CollectedRow {
  id: number;
  object_id: number;
  title: string;
  summary: string;
  cover_url: string;
  price_cents: number | null;
  collected_at: Date | string;
}

/** The card data of each kind, joined so that objects removed since are left out. */
function joinedCards(objectType: CollectionObjectType) {
  switch (objectType) {
    case 'course':
      return sql`select ${collections.id} as id, ${courses.id} as object_id, ${courses.title} as title, ${courses.subtitle} as summary,
        ${courses.coverUrl} as cover_url, ${courses.priceCents} as price_cents, ${collections.createdAt} as collected_at
        from ${collections} join ${courses} on ${courses.id} = ${collections.objectId} and ${courses.isPublished}`;
    case 'news':
      return sql`select ${collections.id} as id, ${newsArticles.id} as object_id, ${newsArticles.title} as title,
        ${newsArticles.summary} as summary, ${newsArticles.coverUrl} as cover_url, null::int as price_cents,
        ${collections.createdAt} as collected_at
        from ${collections} join ${newsArticles} on ${newsArticles.id} = ${collections.objectId}`;
    case 'tutor':
      return sql`select ${collections.id} as id, ${tutors.id} as object_id, ${tutors.name} as title,
        concat_ws(' · ', nullif(${tutors.school}, ''), nullif(${tutors.major}, '')) as summary, ${tutors.photoUrl} as cover_url,
        null::int as price_cents, ${collections.createdAt} as collected_at
        from ${collections} join ${tutors} on ${tutors.id} = ${collections.objectId} and ${tutorIsShown()}`;
  }
}

export async function listCollections(
  db: Db,
  userId: number,
  filter: { objectType: CollectionObjectType; page: number; size: number },
) {
  const mine = sql`${collections.userId} = ${userId} and ${collections.objectType} = ${filter.objectType}`;
  const query = sql`select * from (${joinedCards(filter.objectType)} where ${mine}) as cards`;
  const [result, totalResult] = await Promise.all([
    db.execute(
      sql`${query} order by collected_at desc, id desc limit ${filter.size} offset ${offsetOf(filter.page, filter.size)}`,
    ),
    db.execute(sql`select count(*)::int as total from (${query}) as counted`),
  ]);
  const rows = (result as unknown as { rows: CollectedRow[] }).rows;
  const total = Number((totalResult as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      objectType: filter.objectType,
      objectId: Number(row.object_id),
      title: row.title,
      summary: row.summary ?? '',
      coverUrl: row.cover_url,
      price: row.price_cents === null ? null : toYuan(Number(row.price_cents)),
      collectedAt: iso(new Date(row.collected_at)),
    })),
    total,
    page: filter.page,
    size: filter.size,
  };
}
