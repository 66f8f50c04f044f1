import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  type BroadcastAudience,
  courseEnrollments,
  type NotificationKind,
  notificationBroadcasts,
  type NotificationObjectType,
  notifications,
  users,
} from '../../platform/db/schema';

/** Users written per transaction: small enough to keep each one short, large enough to finish quickly. */
export const FAN_OUT_BATCH = 500;

export interface NewBroadcast {
  kind?: NotificationKind;
  title: string;
  content?: string;
  objectType?: NotificationObjectType | null;
  objectId?: number | null;
  audience: BroadcastAudience;
  audienceId?: number | null;
  sendAt?: Date;
}

/** Queues a broadcast; the fan-out job delivers it. */
export async function createBroadcast(db: Db, broadcast: NewBroadcast): Promise<number> {
  if ((broadcast.audience === 'all') !== (broadcast.audienceId == null))
    throw new Error('audienceId goes with the grade and course audiences only');
  const [row] = await db
    .insert(notificationBroadcasts)
    .values({
      kind: broadcast.kind ?? 'system',
      title: broadcast.title,
      content: broadcast.content ?? '',
      objectType: broadcast.objectType ?? null,
      objectId: broadcast.objectId ?? null,
      audience: broadcast.audience,
      audienceId: broadcast.audienceId ?? null,
      ...(broadcast.sendAt ? { sendAt: broadcast.sendAt } : {}),
    })
    .returning({ id: notificationBroadcasts.id });
  return row!.id;
}

type Broadcast = typeof notificationBroadcasts.$inferSelect;

/** The next users of the audience after the cursor, in id order. */
async function nextRecipients(db: Db, broadcast: Broadcast, batch: number): Promise<number[]> {
  const after = gt(users.id, broadcast.lastUserId);
  if (broadcast.audience === 'course') {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(courseEnrollments, eq(courseEnrollments.userId, users.id))
      .where(and(after, eq(courseEnrollments.courseId, broadcast.audienceId!), isNull(courseEnrollments.revokedAt)))
      .orderBy(asc(users.id))
      .limit(batch);
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(broadcast.audience === 'grade' ? and(after, eq(users.gradeId, broadcast.audienceId!)) : after)
    .orderBy(asc(users.id))
    .limit(batch);
  return rows.map((row) => row.id);
}

/**
 * Delivers one batch of a broadcast and moves its cursor in the same transaction. The unique
 * (broadcast, user) index makes a repeated or overlapping batch write nothing twice. Returns the messages
 * written and whether the broadcast is now complete.
 */
async function deliverBatch(db: Db, broadcast: Broadcast, now: Date, batch: number) {
  const recipients = await nextRecipients(db, broadcast, batch);
  return db.transaction(async (tx) => {
    const written = recipients.length
      ? await tx
          .insert(notifications)
          .values(
            recipients.map((userId) => ({
              userId,
              kind: broadcast.kind,
              title: broadcast.title,
              content: broadcast.content,
              objectType: broadcast.objectType,
              objectId: broadcast.objectId,
              broadcastId: broadcast.id,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: notifications.id })
      : [];
    const done = recipients.length < batch;
    await tx
      .update(notificationBroadcasts)
      .set({ deliveredCount: sql`${notificationBroadcasts.deliveredCount} + ${written.length}` })
      .where(eq(notificationBroadcasts.id, broadcast.id));
    const [moved] = await tx
      .update(notificationBroadcasts)
      .set({
        lastUserId: recipients.length ? recipients[recipients.length - 1]! : broadcast.lastUserId,
        ...(done ? { deliveredAt: now } : {}),
      })
      // Only from the cursor this batch read: if another run moved it meanwhile, that run carries on alone.
      .where(and(eq(notificationBroadcasts.id, broadcast.id), eq(notificationBroadcasts.lastUserId, broadcast.lastUserId)))
      .returning();
    return { written: written.length, next: done ? null : (moved ?? null) };
  });
}

/**
 * The fan-out job: every broadcast that is due and not yet delivered goes out to its audience, batch by
 * batch. Returns how many messages it wrote.
 */
export async function fanOutBroadcasts(db: Db, now: Date, batch = FAN_OUT_BATCH): Promise<number> {
  const due = await db
    .select()
    .from(notificationBroadcasts)
    .where(and(isNull(notificationBroadcasts.deliveredAt), lte(notificationBroadcasts.sendAt, now)))
    .orderBy(asc(notificationBroadcasts.id));
  let total = 0;
  for (const first of due) {
    let broadcast: Broadcast | null = first;
    while (broadcast) {
      const { written, next } = await deliverBatch(db, broadcast, now, batch);
      total += written;
      broadcast = next;
    }
  }
  return total;
}

/** What a broadcast has reached so far (for the operator's command and tests). */
export async function broadcastProgress(db: Db, ids: number[]) {
  return db
    .select({
      id: notificationBroadcasts.id,
      deliveredCount: notificationBroadcasts.deliveredCount,
      deliveredAt: notificationBroadcasts.deliveredAt,
    })
    .from(notificationBroadcasts)
    .where(inArray(notificationBroadcasts.id, ids));
}
