import { and, asc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client';
import {
  type BroadcastAudience,
  broadcastRecipients,
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

/** The audiences that name a grade or a course in audienceId. */
const AUDIENCES_WITH_ID: readonly BroadcastAudience[] = ['grade', 'course'];

/** Queues a broadcast; the fan-out job delivers it. */
export async function createBroadcast(db: DbExecutor, broadcast: NewBroadcast): Promise<number> {
  if (AUDIENCES_WITH_ID.includes(broadcast.audience) !== (broadcast.audienceId != null))
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

/**
 * Who a broadcast reaches. A list of phones is either the recipients saved with a broadcast or, before it is
 * saved, the users those phones resolved to.
 */
export type AudienceOf =
  | { audience: 'all' | 'grade' | 'course'; audienceId: number | null }
  | { audience: 'phones'; broadcastId: number }
  | { audience: 'phones'; userIds: readonly number[] };

/** The condition on users that picks a broadcast's audience: the fan-out and the console's preview share it. */
export function inAudience(db: DbExecutor, target: AudienceOf): SQL | undefined {
  if (target.audience === 'phones') {
    if ('userIds' in target) return inArray(users.id, [...target.userIds]);
    return inArray(
      users.id,
      db
        .select({ id: broadcastRecipients.userId })
        .from(broadcastRecipients)
        .where(eq(broadcastRecipients.broadcastId, target.broadcastId)),
    );
  }
  if (target.audience === 'grade') return eq(users.gradeId, target.audienceId!);
  if (target.audience === 'course')
    return inArray(
      users.id,
      db
        .select({ id: courseEnrollments.userId })
        .from(courseEnrollments)
        .where(and(eq(courseEnrollments.courseId, target.audienceId!), isNull(courseEnrollments.revokedAt))),
    );
  return undefined;
}

/** How many users a broadcast would reach now: the preview's figure, counted as the fan-out selects them. */
export async function audienceSize(db: DbExecutor, target: AudienceOf): Promise<number> {
  return db.$count(users, inAudience(db, target));
}

function audienceOfBroadcast(broadcast: Broadcast): AudienceOf {
  return broadcast.audience === 'phones'
    ? { audience: 'phones', broadcastId: broadcast.id }
    : { audience: broadcast.audience, audienceId: broadcast.audienceId };
}

/** The next users of the audience after the cursor, in id order. */
async function nextRecipients(db: Db, broadcast: Broadcast, batch: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(gt(users.id, broadcast.lastUserId), inAudience(db, audienceOfBroadcast(broadcast))))
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
 * The fan-out job: every broadcast that is due, not called off and not yet delivered goes out to its audience, batch by
 * batch. Returns how many messages it wrote.
 */
export async function fanOutBroadcasts(db: Db, now: Date, batch = FAN_OUT_BATCH): Promise<number> {
  const due = await db
    .select()
    .from(notificationBroadcasts)
    .where(
      and(
        isNull(notificationBroadcasts.deliveredAt),
        isNull(notificationBroadcasts.cancelledAt),
        lte(notificationBroadcasts.sendAt, now),
      ),
    )
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
