/**
 * The live classes as the console edits them: list with sign-ups per channel, create, edit, delete. Each write
 * locks the session's row at the version the editor opened and is audited in its own transaction; the seats
 * already taken travel with the same guarded update, so a sign-up landing meanwhile is never lost.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { LIVE_ADMIN_MESSAGES, type LiveClassFilter } from '../../../../contract/api/schemas/admin/campaignLive';
import type { SignupChannel } from '../../../../contract/api/schemas/user/campaign';
import type { Db, DbExecutor } from '../../platform/db/client';
import { courses, liveClasses, liveSignups, orders, type LiveClass } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { atVersion, recordAudit } from '../console';

/** The channels' names as the console and its refusals say them. */
export const CHANNEL_LABELS: Record<SignupChannel, string> = { tiktok: '抖音', tencent: '腾讯', headlines: '今日头条' };

const endOf = (live: Pick<LiveClass, 'startsAt' | 'durationMinutes'>) => live.startsAt.getTime() + live.durationMinutes * 60_000;

/** Sign-ups of each session per channel, and how many of them paid their order. */
async function signupCounts(db: DbExecutor, liveClassId?: number) {
  const rows = await db
    .select({
      liveClassId: liveSignups.liveClassId,
      channel: liveSignups.channel,
      count: sql<number>`count(*)::int`,
      paid: sql<number>`count(*) filter (where ${orders.status} = 'paid')::int`,
    })
    .from(liveSignups)
    .leftJoin(orders, eq(orders.id, liveSignups.orderId))
    .where(liveClassId === undefined ? undefined : eq(liveSignups.liveClassId, liveClassId))
    .groupBy(liveSignups.liveClassId, liveSignups.channel);
  const counts = new Map<number, { signups: Record<SignupChannel, number>; paid: number }>();
  for (const row of rows) {
    const entry = counts.get(row.liveClassId) ?? { signups: { tiktok: 0, tencent: 0, headlines: 0 }, paid: 0 };
    entry.signups[row.channel] += row.count;
    entry.paid += row.paid;
    counts.set(row.liveClassId, entry);
  }
  return counts;
}

function rowOf(
  live: LiveClass,
  courseTitle: string,
  counts: { signups: Record<SignupChannel, number>; paid: number } | undefined,
  now: Date,
) {
  return {
    id: live.id,
    title: live.title,
    intro: live.intro,
    courseId: live.courseId,
    courseTitle,
    teacher: { name: live.teacherName, title: live.teacherTitle, photoUrl: live.teacherPhotoUrl },
    startsAt: iso(live.startsAt),
    durationMinutes: live.durationMinutes,
    seatsTotal: live.seatsTotal,
    seatsTaken: live.seatsTotal - live.seatsLeft,
    channels: live.channels,
    signups: counts?.signups ?? { tiktok: 0, tencent: 0, headlines: 0 },
    paid: counts?.paid ?? 0,
    started: live.startsAt.getTime() <= now.getTime(),
    ended: endOf(live) <= now.getTime(),
    version: live.version,
    updatedAt: iso(live.updatedAt),
  };
}

export async function liveClassesForStaff(db: DbExecutor, when: LiveClassFilter, now: Date) {
  const [rows, counts, courseRows] = await Promise.all([
    db
      .select({ live: liveClasses, courseTitle: courses.title })
      .from(liveClasses)
      .innerJoin(courses, eq(courses.id, liveClasses.courseId))
      .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id)),
    signupCounts(db),
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.status, 'published'))
      .orderBy(asc(courses.title), asc(courses.id)),
  ]);
  const all = rows.map(({ live, courseTitle }) => rowOf(live, courseTitle, counts.get(live.id), now));
  const upcoming = all.filter((row) => !row.ended);
  // The latest finished session is the one the operator asks about; older ones follow.
  const past = all.filter((row) => row.ended).reverse();
  const list = when === 'upcoming' ? upcoming : when === 'past' ? past : [...upcoming, ...past];
  return { list, courses: courseRows };
}

async function liveClassForStaff(db: DbExecutor, liveClassId: number, now: Date) {
  const [row] = await db
    .select({ live: liveClasses, courseTitle: courses.title })
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(eq(liveClasses.id, liveClassId));
  if (!row) throw new ApiError(LIVE_ADMIN_MESSAGES.notFound);
  const counts = await signupCounts(db, liveClassId);
  return rowOf(row.live, row.courseTitle, counts.get(liveClassId), now);
}

/** What the audit log keeps of a session: every field the console edits. */
function auditView(live: LiveClass) {
  return {
    title: live.title,
    intro: live.intro,
    teacherName: live.teacherName,
    teacherTitle: live.teacherTitle,
    teacherPhotoUrl: live.teacherPhotoUrl,
    courseId: live.courseId,
    startsAt: iso(live.startsAt),
    durationMinutes: live.durationMinutes,
    seatsTotal: live.seatsTotal,
    channels: live.channels,
  };
}

export interface LiveClassWrite {
  liveClassId?: number | undefined;
  version?: number | undefined;
  title: string;
  intro: string;
  teacherName: string;
  teacherTitle: string;
  teacherPhotoUrl: string;
  courseId: number;
  startsAt: Date;
  durationMinutes: number;
  seatsTotal: number;
  channels: SignupChannel[];
}

/** The columns a form sets as they are; start and seats follow the rules of a create or an edit. */
function editedColumns(edit: LiveClassWrite) {
  return {
    title: edit.title,
    intro: edit.intro,
    teacherName: edit.teacherName,
    teacherTitle: edit.teacherTitle,
    teacherPhotoUrl: edit.teacherPhotoUrl,
    courseId: edit.courseId,
    durationMinutes: edit.durationMinutes,
    channels: edit.channels,
  };
}

async function lockedLiveClass(tx: DbExecutor, liveClassId: number, version: number): Promise<LiveClass> {
  const [live] = await tx.select().from(liveClasses).where(eq(liveClasses.id, liveClassId)).for('update');
  return atVersion(live, version, { notFound: LIVE_ADMIN_MESSAGES.notFound, stale: LIVE_ADMIN_MESSAGES.stale });
}

async function requirePublishedCourse(tx: DbExecutor, courseId: number) {
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.status, 'published')));
  if (!course) throw new ApiError(LIVE_ADMIN_MESSAGES.noCourse);
}

/** The channels some sign-up came through: those the session must keep. */
async function channelsWithSignups(tx: DbExecutor, liveClassId: number): Promise<SignupChannel[]> {
  const rows = await tx
    .selectDistinct({ channel: liveSignups.channel })
    .from(liveSignups)
    .where(eq(liveSignups.liveClassId, liveClassId));
  return rows.map((row) => row.channel);
}

/** Forms send the start to the minute; a start read back with seconds is the same start. */
const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

/** A change of an existing session, checked against what it already sold, from the version the editor opened. */
async function editLiveClass(tx: DbExecutor, edit: LiveClassWrite & { liveClassId: number }, staffId: number, now: Date) {
  if (edit.version === undefined) throw new ApiError(LIVE_ADMIN_MESSAGES.versionRequired);
  const before = await lockedLiveClass(tx, edit.liveClassId, edit.version);
  const startMoved = !sameMinute(before.startsAt, edit.startsAt);
  const courseMoved = before.courseId !== edit.courseId;
  if (before.startsAt.getTime() <= now.getTime() && (startMoved || courseMoved))
    throw new ApiError(LIVE_ADMIN_MESSAGES.startedLocked);
  if (startMoved && edit.startsAt.getTime() <= now.getTime()) throw new ApiError(LIVE_ADMIN_MESSAGES.startPast);
  if (courseMoved) await requirePublishedCourse(tx, edit.courseId);
  const dropped = (await channelsWithSignups(tx, before.id)).filter((channel) => !edit.channels.includes(channel));
  if (dropped.length > 0)
    throw new ApiError(LIVE_ADMIN_MESSAGES.channelHasSignups(dropped.map((channel) => CHANNEL_LABELS[channel]).join('、')));
  const taken = before.seatsTotal - before.seatsLeft;
  if (edit.seatsTotal < taken) throw new ApiError(LIVE_ADMIN_MESSAGES.seatsBelowTaken(taken));
  // Seats left follow from the taken ones in the same statement, guarded like a sign-up's.
  const [after] = await tx
    .update(liveClasses)
    .set({
      ...editedColumns(edit),
      startsAt: startMoved ? edit.startsAt : before.startsAt,
      seatsLeft: sql`${edit.seatsTotal} - (${liveClasses.seatsTotal} - ${liveClasses.seatsLeft})`,
      seatsTotal: edit.seatsTotal,
      version: before.version + 1,
      updatedAt: now,
    })
    .where(and(eq(liveClasses.id, before.id), sql`${liveClasses.seatsTotal} - ${liveClasses.seatsLeft} <= ${edit.seatsTotal}`))
    .returning();
  if (!after) throw new ApiError(LIVE_ADMIN_MESSAGES.seatsBelowTaken(taken));
  await recordAudit(tx, {
    staffId,
    action: 'liveClass.edit',
    entity: 'liveClass',
    entityId: before.id,
    before: auditView(before),
    after: auditView(after),
  });
  return after.id;
}

/** A new session (its start in the future), or an edit of one; answered with the session as the list shows it. */
export async function saveLiveClass(db: Db, edit: LiveClassWrite, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    let liveClassId: number;
    if (edit.liveClassId !== undefined) {
      liveClassId = await editLiveClass(tx, { ...edit, liveClassId: edit.liveClassId }, staffId, now);
    } else {
      if (edit.startsAt.getTime() <= now.getTime()) throw new ApiError(LIVE_ADMIN_MESSAGES.startPast);
      await requirePublishedCourse(tx, edit.courseId);
      const [created] = await tx
        .insert(liveClasses)
        .values({ ...editedColumns(edit), startsAt: edit.startsAt, seatsTotal: edit.seatsTotal, seatsLeft: edit.seatsTotal })
        .returning();
      liveClassId = created!.id;
      await recordAudit(tx, {
        staffId,
        action: 'liveClass.add',
        entity: 'liveClass',
        entityId: liveClassId,
        after: auditView(created!),
      });
    }
    return { liveClass: await liveClassForStaff(tx, liveClassId, now) };
  });
}

/** Deletes a session nobody signed up for; one with sign-ups is refused with their count. */
export async function deleteLiveClass(db: Db, liveClassId: number, version: number, staffId: number) {
  return db.transaction(async (tx) => {
    const before = await lockedLiveClass(tx, liveClassId, version);
    const [signed] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(liveSignups)
      .where(eq(liveSignups.liveClassId, liveClassId));
    if (signed && signed.count > 0) throw new ApiError(LIVE_ADMIN_MESSAGES.deleteWithSignups(signed.count));
    await tx.delete(liveClasses).where(eq(liveClasses.id, liveClassId));
    await recordAudit(tx, {
      staffId,
      action: 'liveClass.delete',
      entity: 'liveClass',
      entityId: liveClassId,
      before: auditView(before),
    });
    return { liveClassId };
  });
}
