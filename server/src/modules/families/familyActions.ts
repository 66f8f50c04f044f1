/**
 * What service staff do to a family's account (service.write): end a wrong-password lock, sign it out
 * everywhere, make every device pass the SMS check again, change its grade, grant a course without an order.
 * Each needs a reason and leaves an audit entry with it; each answers with the family's page as it is after.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { GrantKind } from '../../../../contract/vocabulary/families';
import { GRADE_SET } from '../../../../contract/vocabulary/grades';
import type { StaffRole } from '../../../../contract/vocabulary/staff';
import { courseEnrollments, courses, grades, knownDevices, users } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';
import { accountLockedUntil, clearAccountFailures } from '../accounts';
import { recordAudit } from '../console';
import { FAMILY_MESSAGES, familyById, familyForStaff } from './familyRecord';

type Deps = Pick<AppDeps, 'db' | 'now' | 'store' | 'sessions' | 'userCache'>;

export interface FamilyAction {
  familyId: string;
  reason: string;
}

interface Actor {
  id: number;
  role: StaffRole;
}

/** The session's reason when staff ended it, so the family's app can tell a sign-out from an expiry. */
const SIGNED_OUT_BY_STAFF = 'signed-out-by-staff';

function audit(deps: Pick<AppDeps, 'db'>, staff: Actor, action: string, familyId: string, before: unknown, after: object) {
  return recordAudit(deps.db, {
    staffId: staff.id,
    action: `family.${action}`,
    entity: 'family',
    entityId: familyId,
    before,
    after,
  });
}

/** Clears the wrong-password count and lock: the family can sign in now, on every instance (the store is shared). */
export async function unlockFamily(deps: Deps, input: FamilyAction, staff: Actor) {
  const family = await familyById(deps.db, input.familyId);
  const until = await accountLockedUntil(deps, family.phone);
  await clearAccountFailures(deps, family.phone);
  await audit(deps, staff, 'unlock', family.rsNo, { lockedUntil: until?.toISOString() ?? null }, { reason: input.reason });
  return familyForStaff(deps, family.rsNo, staff.role);
}

/** Ends every live session; the sessions' copies drop here at once and on the other instances by the database's notice. */
export async function signOutFamily(deps: Deps, input: FamilyAction, staff: Actor) {
  const family = await familyById(deps.db, input.familyId);
  const ended = await deps.sessions.revokeUserSessions(family.id, SIGNED_OUT_BY_STAFF);
  await audit(deps, staff, 'signOut', family.rsNo, { sessions: ended }, { reason: input.reason });
  return familyForStaff(deps, family.rsNo, staff.role);
}

/** Forgets every device that passed the SMS check: the next sign-in anywhere asks for a code again. */
export async function clearFamilyDevices(deps: Deps, input: FamilyAction, staff: Actor) {
  const family = await familyById(deps.db, input.familyId);
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(knownDevices)
      .where(eq(knownDevices.userId, family.id))
      .returning({ deviceId: knownDevices.deviceId });
    await audit(
      { db: tx },
      staff,
      'clearDevices',
      family.rsNo,
      { devices: removed.map((row) => row.deviceId) },
      { reason: input.reason },
    );
  });
  return familyForStaff(deps, family.rsNo, staff.role);
}

/** Sets the grade as the family would choose it themselves (the grade prompt counts as answered). */
export async function setFamilyGrade(deps: Deps, input: FamilyAction & { gradeId: number }, staff: Actor) {
  const family = await familyById(deps.db, input.familyId);
  const [grade] = await deps.db.select({ id: grades.id, name: grades.name }).from(grades).where(eq(grades.id, input.gradeId));
  if (!grade) throw new ApiError(FAMILY_MESSAGES.gradeNotFound);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ gradeId: grade.id, gradeName: grade.name, gradeSetAt: deps.now(), isSetClass: GRADE_SET.done, graduated: false })
      .where(eq(users.id, family.id));
    await audit(
      { db: tx },
      staff,
      'grade',
      family.rsNo,
      { gradeId: family.gradeId, gradeName: family.gradeName },
      { gradeId: grade.id, gradeName: grade.name, reason: input.reason },
    );
  });
  // The session's copy holds the grade.
  deps.userCache.forgetUser(family.id);
  return familyForStaff(deps, family.rsNo, staff.role);
}

/**
 * Enrols the family in a published course without an order, as a gift or a compensation. A course they own
 * is refused; one taken back earlier (a refund) comes back under the new source.
 */
export async function grantFamilyCourse(deps: Deps, input: FamilyAction & { courseId: number; kind: GrantKind }, staff: Actor) {
  const family = await familyById(deps.db, input.familyId);
  const [course] = await deps.db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, input.courseId), eq(courses.status, 'published')));
  if (!course) throw new ApiError(FAMILY_MESSAGES.courseNotFound);
  await deps.db.transaction(async (tx) => {
    const granted = await tx
      .insert(courseEnrollments)
      .values({ userId: family.id, courseId: course.id, orderId: null, source: input.kind })
      .onConflictDoUpdate({
        target: [courseEnrollments.userId, courseEnrollments.courseId],
        set: { revokedAt: null, orderId: null, source: input.kind, updatedAt: sql`now()` },
        setWhere: sql`${courseEnrollments.revokedAt} is not null`,
      })
      .returning({ id: courseEnrollments.id });
    if (granted.length === 0) throw new ApiError(FAMILY_MESSAGES.alreadyOwned);
    await audit({ db: tx }, staff, 'grantCourse', family.rsNo, null, {
      courseId: course.id,
      title: course.title,
      kind: input.kind,
      reason: input.reason,
    });
  });
  // My courses shows it on the family's next call here; other instances drop their copy by the database's notice.
  deps.userCache.forgetAnswers(family.id);
  return familyForStaff(deps, family.rsNo, staff.role);
}
