import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type NotificationKind, type NotificationObjectType, notifications, orders } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, offsetOf } from '../../platform/text/format';

export const NOTIFICATION_NOT_FOUND = '消息不存在';
export const ORDER_NOT_FOUND = '订单不存在';

const fields = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  content: notifications.content,
  objectType: notifications.objectType,
  objectId: notifications.objectId,
  orderNo: orders.orderNo,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

type Row = {
  id: number;
  kind: NotificationKind;
  title: string;
  content: string;
  objectType: NotificationObjectType | null;
  objectId: number | null;
  orderNo: string | null;
  readAt: Date | null;
  createdAt: Date;
};

/** Orders open by their number; courses and articles by id. */
function toMessage(row: Row) {
  const objectKey = row.objectType === 'order' ? row.orderNo : row.objectId === null ? null : String(row.objectId);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    objectType: objectKey === null ? null : row.objectType,
    objectKey,
    read: row.readAt !== null,
    createdAt: iso(row.createdAt),
  };
}

function selectMessages(db: Db) {
  return db
    .select(fields)
    .from(notifications)
    .leftJoin(orders, and(eq(notifications.objectType, 'order'), eq(orders.id, notifications.objectId)));
}

export async function listNotifications(
  db: Db,
  userId: number,
  filter: { kind: 'all' | NotificationKind; page: number; size: number },
) {
  const mine = eq(notifications.userId, userId);
  const ofKind = filter.kind === 'all' ? undefined : eq(notifications.kind, filter.kind);
  // The page's total (of the kind asked for) and the unread badge (of every kind) in one pass over the user's messages.
  const [rows, [counts]] = await Promise.all([
    selectMessages(db)
      .where(ofKind ? and(mine, ofKind) : mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db
      .select({
        total: ofKind ? sql<number>`count(*) filter (where ${ofKind})` : count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`,
      })
      .from(notifications)
      .where(mine),
  ]);
  return {
    list: rows.map(toMessage),
    total: Number(counts?.total ?? 0),
    page: filter.page,
    size: filter.size,
    unread: Number(counts?.unread ?? 0),
  };
}

/** Opening a message marks it read; another user's message reads as not found. */
export async function openNotification(db: Db, userId: number, id: number) {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (marked.length === 0) throw new ApiError(NOTIFICATION_NOT_FOUND);
  const [row] = await selectMessages(db).where(eq(notifications.id, id));
  return toMessage(row!);
}

/**
 * The messages about one object (an order page, a course), newest first, all marked read as they are shown.
 * The family names an order by its number; one that is not theirs reads as not found.
 */
export async function notificationsAbout(db: Db, userId: number, objectType: NotificationObjectType, objectKey: string) {
  const objectId = objectType === 'order' ? await ownOrderId(db, userId, objectKey) : Number(objectKey);
  const about = and(
    eq(notifications.userId, userId),
    eq(notifications.objectType, objectType),
    eq(notifications.objectId, objectId),
  );
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(about, isNull(notifications.readAt)));
  const rows = await selectMessages(db).where(about).orderBy(desc(notifications.createdAt), desc(notifications.id));
  return { list: rows.map(toMessage) };
}

async function ownOrderId(db: Db, userId: number, orderNo: string): Promise<number> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new ApiError(ORDER_NOT_FOUND);
  return order.id;
}
