/**
 * Broadcasts written in the console: checked (a phone list line by line, a schedule only in the future),
 * previewed with the fan-out's own audience query, and saved, edited or cancelled only before they start.
 * Every write is checked against the version the editor opened and audited in the same transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  BROADCAST_PHONE_LIMIT,
  type BroadcastAudience,
  type BroadcastLink,
  phoneEntries,
  phoneProblem,
} from '../../../../contract/vocabulary/broadcasts';
import type { Db, DbExecutor } from '../../platform/db/client';
import { broadcastRecipients, courses, grades, newsArticles, notificationBroadcasts, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { atVersion, recordAudit } from '../console';
import { BROADCAST_ADMIN_MESSAGES as MESSAGES, type BroadcastRecord, broadcastForStaff, broadcastState } from './broadcastAdmin';
import { type AudienceOf, audienceSize, createBroadcast } from './broadcasts';

export interface BroadcastInput {
  title: string;
  content: string;
  link: BroadcastLink;
  linkId?: number | undefined;
  audience: BroadcastAudience;
  audienceId?: number | undefined;
  phones: string;
  /** Blank: now. */
  sendAt: string;
}

/** The users a phone list names, or every line that names none, in one refusal. */
async function usersOfPhones(db: DbExecutor, list: string): Promise<number[]> {
  const entries = phoneEntries(list);
  if (!entries.length) throw new ApiError(MESSAGES.phonesRequired);
  if (entries.length > BROADCAST_PHONE_LIMIT)
    throw new ApiError(`参数 phones：一次最多 ${BROADCAST_PHONE_LIMIT} 个手机号，现有 ${entries.length} 个`);
  const phones = [...new Set(entries.filter((entry) => entry.wellFormed).map((entry) => entry.phone))];
  const found = phones.length
    ? await db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, phones))
    : [];
  const byPhone = new Map(found.map((row) => [row.phone, row.id]));
  const problems = entries.map((entry) => phoneProblem(entry, byPhone.has(entry.phone))).filter(Boolean);
  if (problems.length) throw new ApiError(`参数 phones：${problems.join('；')}`);
  return [...new Set(byPhone.values())];
}

/** The audience the input names, its grade or course checked. */
async function audienceOfInput(db: DbExecutor, input: BroadcastInput): Promise<AudienceOf & { userIds?: readonly number[] }> {
  if (input.audience === 'phones') return { audience: 'phones', userIds: await usersOfPhones(db, input.phones) };
  if (input.audience === 'grade') {
    if (!input.audienceId) throw new ApiError(MESSAGES.gradeRequired);
    const [grade] = await db.select({ id: grades.id }).from(grades).where(eq(grades.id, input.audienceId));
    if (!grade) throw new ApiError(MESSAGES.gradeNotFound);
    return { audience: 'grade', audienceId: grade.id };
  }
  if (input.audience === 'course') {
    if (!input.audienceId) throw new ApiError(MESSAGES.courseRequired);
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, input.audienceId));
    if (!course) throw new ApiError(MESSAGES.courseNotFound);
    return { audience: 'course', audienceId: course.id };
  }
  return { audience: 'all', audienceId: null };
}

/** The title of the course or published article the message opens, or null for none. */
async function linkTitle(db: DbExecutor, input: BroadcastInput): Promise<string | null> {
  if (input.link === 'none') return null;
  if (!input.linkId) throw new ApiError(MESSAGES.linkRequired);
  if (input.link === 'course') {
    const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, input.linkId));
    if (!course) throw new ApiError(MESSAGES.linkCourseNotFound);
    return course.title;
  }
  const [article] = await db
    .select({ title: newsArticles.title, status: newsArticles.status })
    .from(newsArticles)
    .where(eq(newsArticles.id, input.linkId));
  if (article?.status !== 'published') throw new ApiError(MESSAGES.linkArticleNotFound);
  return article.title;
}

/** The scheduled time, or null to send at once; a time not after `now` is refused. */
function scheduleOf(input: BroadcastInput, now: Date): Date | null {
  if (!input.sendAt) return null;
  const at = new Date(input.sendAt);
  if (at <= now) throw new ApiError(MESSAGES.sendAtPast);
  return at;
}

/** Everything a save checks, and what it resolved: the audience (with a phone list's users) and the link. */
async function checkBroadcast(db: DbExecutor, input: BroadcastInput, now: Date) {
  const sendAt = scheduleOf(input, now);
  const audience = await audienceOfInput(db, input);
  return { sendAt, audience, linkTitle: await linkTitle(db, input) };
}

/** How the message will look in 消息中心 and how many families it reaches now, by the fan-out's own query. */
export async function previewBroadcast(db: DbExecutor, input: BroadcastInput, now: Date) {
  const checked = await checkBroadcast(db, input, now);
  return {
    reach: await audienceSize(db, checked.audience),
    title: input.title,
    content: input.content,
    linkTitle: checked.linkTitle,
    sendAt: checked.sendAt ? iso(checked.sendAt) : null,
  };
}

/** The stored fields of a checked input; a linked course makes it a course message in 消息中心. */
function valuesOf(input: BroadcastInput, audience: AudienceOf, sendAt: Date) {
  const objectType = input.link === 'none' ? null : input.link;
  return {
    kind: objectType === 'course' ? ('course' as const) : ('system' as const),
    title: input.title,
    content: input.content,
    objectType,
    objectId: objectType ? input.linkId! : null,
    audience: input.audience,
    audienceId: 'audienceId' in audience ? audience.audienceId : null,
    sendAt,
  };
}

function auditView(broadcast: BroadcastRecord, recipients?: number) {
  return {
    title: broadcast.title,
    content: broadcast.content,
    objectType: broadcast.objectType,
    objectId: broadcast.objectId,
    audience: broadcast.audience,
    audienceId: broadcast.audienceId,
    ...(recipients === undefined ? {} : { recipients }),
    sendAt: iso(broadcast.sendAt),
  };
}

/** Replaces a phone-list broadcast's recipients (any other audience keeps none). */
async function keepRecipients(tx: DbExecutor, broadcastId: number, userIds: readonly number[] | undefined) {
  await tx.delete(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, broadcastId));
  if (userIds?.length) await tx.insert(broadcastRecipients).values(userIds.map((userId) => ({ broadcastId, userId })));
}

/** The broadcast locked for a write from `version`, refused once it started or was cancelled. */
async function scheduledAt(tx: DbExecutor, broadcastId: number, version: number, now: Date): Promise<BroadcastRecord> {
  const [row] = await tx.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, broadcastId)).for('update');
  const broadcast = atVersion(row, version, MESSAGES);
  const state = broadcastState(broadcast, now);
  if (state === 'cancelled') throw new ApiError(MESSAGES.cancelled);
  if (state !== 'scheduled') throw new ApiError(MESSAGES.started);
  return broadcast;
}

export interface BroadcastWrite extends BroadcastInput {
  broadcastId?: number | undefined;
  version?: number | undefined;
}

/** A new broadcast (sent at once or scheduled), or an edit of a scheduled one from the version opened. */
export async function saveBroadcast(db: Db, write: BroadcastWrite, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    const checked = await checkBroadcast(tx, write, now);
    const values = valuesOf(write, checked.audience, checked.sendAt ?? now);
    const userIds = checked.audience.audience === 'phones' ? checked.audience.userIds : undefined;
    if (write.broadcastId === undefined) {
      const id = await createBroadcast(tx, { ...values, audienceId: values.audienceId });
      await keepRecipients(tx, id, userIds);
      const [created] = await tx.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id));
      await recordAudit(tx, {
        staffId,
        action: 'broadcast.add',
        entity: 'broadcast',
        entityId: id,
        after: auditView(created!, userIds?.length),
      });
      return broadcastForStaff(tx, id, now);
    }
    if (write.version === undefined) throw new ApiError(MESSAGES.versionRequired);
    const before = await scheduledAt(tx, write.broadcastId, write.version, now);
    const [after] = await tx
      .update(notificationBroadcasts)
      .set({ ...values, version: before.version + 1 })
      .where(eq(notificationBroadcasts.id, before.id))
      .returning();
    await keepRecipients(tx, before.id, userIds);
    await recordAudit(tx, {
      staffId,
      action: 'broadcast.edit',
      entity: 'broadcast',
      entityId: before.id,
      before: auditView(before),
      after: auditView(after!, userIds?.length),
    });
    return broadcastForStaff(tx, before.id, now);
  });
}

/** Calls off a scheduled broadcast; the fan-out job then never delivers it. */
export async function cancelBroadcast(db: Db, broadcastId: number, version: number, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await scheduledAt(tx, broadcastId, version, now);
    await tx
      .update(notificationBroadcasts)
      .set({ cancelledAt: now, version: before.version + 1 })
      .where(eq(notificationBroadcasts.id, broadcastId));
    await recordAudit(tx, {
      staffId,
      action: 'broadcast.cancel',
      entity: 'broadcast',
      entityId: broadcastId,
      before: auditView(before),
    });
    return broadcastForStaff(tx, broadcastId, now);
  });
}
