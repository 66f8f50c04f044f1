/**
 * The free-trial courses as the console edits them: which paid courses /freeCourse/home offers, in which
 * window and order, and what their claims turned into. Every write locks the row at the version the editor
 * opened, is audited in its own transaction and answers with the whole list.
 */
import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { TRIAL_ADMIN_MESSAGES, type TrialMove } from '../../../../contract/api/schemas/admin/campaignTrials';
import { roleCan } from '../../../../contract/vocabulary/staff';
import type { Db, DbExecutor } from '../../platform/db/client';
import { campaignSignups, courses, freeTrialCourses, grades } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { maskPhone } from '../commerce';
import { atVersion, recordAudit, type StaffAuthUser } from '../console';
import { FREE_TRIAL_CAMPAIGN } from './freeTrial';
import { trialHiddenReason, trialStateAt } from './trialSchedule';

type TrialRecord = typeof freeTrialCourses.$inferSelect;

interface TrialWindow {
  startsAt?: Date | undefined;
  endsAt?: Date | undefined;
}

const AUDIT_ENTITY = 'trialCourse';

/** The claim's course as text: claims keep it in their `extra` (see claimFreeCourse). */
const claimedCourseId = sql<string>`"campaign_signups"."extra"->>'courseId'`;

/**
 * The claimant's first paid order of the claimed course placed after the claim, as SQL of one claim row. The
 * names are written out in full: drizzle leaves a one-table query's columns unqualified, and `id` would be
 * ambiguous inside the subquery.
 */
const orderAfterClaim = sql<string | null>`(
  select o.order_no from orders o
  inner join order_items i on i.order_id = o.id
  where o.user_id = "campaign_signups"."user_id"
    and i.course_id::text = "campaign_signups"."extra"->>'courseId'
    and o.status = 'paid'
    and o.paid_at >= "campaign_signups"."created_at"
  order by o.paid_at asc limit 1
)`;

const gradeLevel = sql`coalesce(${grades.level}, 99)`;

/** Claims and the claimants who bought since, per claimed course id (as text). */
async function claimTotals(db: DbExecutor) {
  const rows = await db
    .select({
      courseId: claimedCourseId,
      claims: count(),
      buyers: sql<number>`count(*) filter (where ${orderAfterClaim} is not null)`,
    })
    .from(campaignSignups)
    .where(eq(campaignSignups.campaign, FREE_TRIAL_CAMPAIGN))
    .groupBy(claimedCourseId);
  return new Map(rows.map((row) => [String(row.courseId), { claims: Number(row.claims), buyers: Number(row.buyers) }]));
}

export async function trialsForStaff(db: DbExecutor, now: Date) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        trial: freeTrialCourses,
        title: courses.title,
        gradeName: sql<string>`coalesce(${grades.name}, '')`,
        isPublished: courses.isPublished,
        isFree: courses.isFree,
      })
      .from(freeTrialCourses)
      .innerJoin(courses, eq(courses.id, freeTrialCourses.courseId))
      .leftJoin(grades, eq(grades.id, courses.gradeId))
      .orderBy(gradeLevel, asc(freeTrialCourses.sort), asc(freeTrialCourses.id)),
    claimTotals(db),
  ]);
  const listed = rows.map((row) => row.trial.courseId);
  const candidates = await db
    .select({ id: courses.id, title: courses.title, gradeName: sql<string>`coalesce(${grades.name}, '')` })
    .from(courses)
    .leftJoin(grades, eq(grades.id, courses.gradeId))
    .where(
      and(eq(courses.isPublished, true), eq(courses.isFree, false), listed.length ? notInArray(courses.id, listed) : undefined),
    )
    .orderBy(asc(courses.title), asc(courses.id));
  return {
    list: rows.map(({ trial, title, gradeName, isPublished, isFree }) => ({
      id: trial.id,
      courseId: trial.courseId,
      title,
      gradeName,
      coursePublished: isPublished,
      courseFree: isFree,
      state: trialStateAt(trial, { isPublished, isFree }, now),
      hiddenReason: trialHiddenReason({ isPublished, isFree }),
      startsAt: trial.startsAt ? iso(trial.startsAt) : null,
      endsAt: trial.endsAt ? iso(trial.endsAt) : null,
      ...(totals.get(String(trial.courseId)) ?? { claims: 0, buyers: 0 }),
      version: trial.version,
    })),
    candidates,
  };
}

/** What the audit log keeps of a trial course: the course and its window. */
function auditView(trial: TrialRecord) {
  return {
    courseId: trial.courseId,
    startsAt: trial.startsAt ? iso(trial.startsAt) : null,
    endsAt: trial.endsAt ? iso(trial.endsAt) : null,
  };
}

async function lockedTrial(tx: DbExecutor, trialId: number, version: number): Promise<TrialRecord> {
  const [trial] = await tx.select().from(freeTrialCourses).where(eq(freeTrialCourses.id, trialId)).for('update');
  return atVersion(trial, version, { notFound: TRIAL_ADMIN_MESSAGES.notFound, stale: TRIAL_ADMIN_MESSAGES.stale });
}

/** Refuses a course the family page would not offer or already offers. */
async function checkAddable(tx: DbExecutor, courseId: number) {
  const [course] = await tx
    .select({ isPublished: courses.isPublished, isFree: courses.isFree })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw new ApiError(TRIAL_ADMIN_MESSAGES.noCourse);
  const reason = trialHiddenReason(course);
  if (reason) throw new ApiError(TRIAL_ADMIN_MESSAGES[reason]);
  const listed = await tx.$count(freeTrialCourses, eq(freeTrialCourses.courseId, courseId));
  if (listed > 0) throw new ApiError(TRIAL_ADMIN_MESSAGES.listed);
}

export async function addTrial(db: Db, input: { courseId: number } & TrialWindow, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    await checkAddable(tx, input.courseId);
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${freeTrialCourses.sort}), 0)` }).from(freeTrialCourses);
    const [created] = await tx
      .insert(freeTrialCourses)
      .values({
        courseId: input.courseId,
        sort: Number(last?.sort ?? 0) + 1,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
      })
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'trialCourse.add',
      entity: AUDIT_ENTITY,
      entityId: created!.id,
      after: auditView(created!),
    });
    return trialsForStaff(tx, now);
  });
}

export async function saveTrialWindow(
  db: Db,
  input: { trialId: number; version: number } & TrialWindow,
  staffId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await lockedTrial(tx, input.trialId, input.version);
    const [after] = await tx
      .update(freeTrialCourses)
      .set({ startsAt: input.startsAt ?? null, endsAt: input.endsAt ?? null, version: before.version + 1 })
      .where(eq(freeTrialCourses.id, input.trialId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'trialCourse.edit',
      entity: AUDIT_ENTITY,
      entityId: input.trialId,
      before: auditView(before),
      after: auditView(after!),
    });
    return trialsForStaff(tx, now);
  });
}

/**
 * Swaps a trial course with its neighbour of the same grade: the family page groups by grade, so only the
 * order inside a grade shows. Sorts are renumbered in the page's order first, since seeded rows may share one.
 */
export async function moveTrial(
  db: Db,
  input: { trialId: number; version: number; direction: TrialMove },
  staffId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockedTrial(tx, input.trialId, input.version);
    const rows = await tx
      .select({ id: freeTrialCourses.id, version: freeTrialCourses.version, gradeId: courses.gradeId })
      .from(freeTrialCourses)
      .innerJoin(courses, eq(courses.id, freeTrialCourses.courseId))
      .leftJoin(grades, eq(grades.id, courses.gradeId))
      .orderBy(gradeLevel, asc(freeTrialCourses.sort), asc(freeTrialCourses.id))
      .for('update', { of: freeTrialCourses });
    const at = rows.findIndex((row) => row.id === input.trialId);
    const other = rows[input.direction === 'up' ? at - 1 : at + 1];
    const moved = rows[at]!;
    if (!other || other.gradeId !== moved.gradeId) throw new ApiError(TRIAL_ADMIN_MESSAGES.edge);
    const before = rows.map((row) => row.id);
    const order = [...before];
    order[rows.indexOf(other)] = moved.id;
    order[at] = other.id;
    for (const [index, id] of order.entries()) {
      const bump = id === moved.id || id === other.id;
      await tx
        .update(freeTrialCourses)
        .set({ sort: index + 1, ...(bump ? { version: sql`${freeTrialCourses.version} + 1` } : {}) })
        .where(eq(freeTrialCourses.id, id));
    }
    await recordAudit(tx, {
      staffId,
      action: 'trialCourse.reorder',
      entity: AUDIT_ENTITY,
      entityId: input.trialId,
      before: { order: before },
      after: { order },
    });
    return trialsForStaff(tx, now);
  });
}

/** Takes a course off the family page; families who claimed it keep their trial lessons. */
export async function removeTrial(db: Db, input: { trialId: number; version: number }, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockedTrial(tx, input.trialId, input.version);
    await tx.delete(freeTrialCourses).where(eq(freeTrialCourses.id, input.trialId));
    await recordAudit(tx, {
      staffId,
      action: 'trialCourse.remove',
      entity: AUDIT_ENTITY,
      entityId: input.trialId,
      before: auditView(before),
    });
    return trialsForStaff(tx, now);
  });
}

/** Claims of one listed trial course, newest first; phones in full only to who may call families back. */
export async function trialClaimsForStaff(
  db: DbExecutor,
  input: { trialId: number; page: number; size: number },
  staff: Pick<StaffAuthUser, 'role'>,
) {
  const [trial] = await db
    .select({ courseId: freeTrialCourses.courseId })
    .from(freeTrialCourses)
    .where(eq(freeTrialCourses.id, input.trialId));
  if (!trial) throw new ApiError(TRIAL_ADMIN_MESSAGES.notFound);
  const ofCourse = and(eq(campaignSignups.campaign, FREE_TRIAL_CAMPAIGN), eq(claimedCourseId, String(trial.courseId)));
  const [total, rows] = await Promise.all([
    db.$count(campaignSignups, ofCourse),
    db
      .select({
        id: campaignSignups.id,
        phone: campaignSignups.phone,
        claimedAt: campaignSignups.createdAt,
        orderNo: orderAfterClaim,
      })
      .from(campaignSignups)
      .where(ofCourse)
      .orderBy(desc(campaignSignups.createdAt), desc(campaignSignups.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
  ]);
  const showPhone = roleCan(staff.role, 'service.write');
  return {
    list: rows.map((row) => ({
      id: row.id,
      phone: showPhone ? row.phone : maskPhone(row.phone),
      claimedAt: iso(row.claimedAt),
      orderNo: row.orderNo ?? null,
    })),
    total,
    page: input.page,
    size: input.size,
  };
}
