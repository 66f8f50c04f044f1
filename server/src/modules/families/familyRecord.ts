/**
 * One family as the console reads it (service.read): the account and who is bound to it, where it is signed in
 * and which devices skip the SMS check, whether wrong passwords hold it locked, and what it bought, owns,
 * studied and scored. The phones are whole only for roles that may act on the account (service.write).
 */
import { and, asc, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { roleCan, type StaffRole } from '../../../../contract/vocabulary/staff';
import type { AppDeps } from '../../platform/plugins/deps';
import {
  chapterClasses,
  chapters,
  courseEnrollments,
  courses,
  evaluationReports,
  evaluationUsers,
  grades,
  knownDevices,
  learningRecords,
  orderItems,
  orders,
  parentBindings,
  sessions,
  type User,
  users,
} from '../../platform/db/schema';
import type { DbExecutor } from '../../platform/db/client';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, toYuan } from '../../platform/text/format';
import { accountLockedUntil } from '../accounts';
import { maskPhone } from '../commerce';

export const FAMILY_MESSAGES = {
  notFound: '家庭用户不存在',
  gradeNotFound: '年级不存在',
  courseNotFound: '课程不存在或未上架',
  alreadyOwned: '该家庭已拥有这门课程',
} as const;

/** The newest orders shown on a family's page; older ones are found in the order list by the phone. */
const ORDERS_SHOWN = 50;

export async function familyById(db: DbExecutor, familyId: string): Promise<User> {
  const [family] = await db.select().from(users).where(eq(users.rsNo, familyId)).limit(1);
  if (!family) throw new ApiError(FAMILY_MESSAGES.notFound);
  return family;
}

/** Lessons of a course, and the lessons of it the family finished. */
const lessonCount = sql<number>`(select count(*)::int from ${chapterClasses} cc
  join ${chapters} ch on ch.id = cc.chapter_id where ch.course_id = ${courseEnrollments.courseId})`;
const lessonsDone = sql<number>`(select count(*)::int from ${learningRecords} lr
  where lr.user_id = ${courseEnrollments.userId} and lr.course_id = ${courseEnrollments.courseId}
  and lr.finished_at is not null)`;

function ownedCourses(db: DbExecutor, userId: number) {
  return db
    .select({
      courseId: courseEnrollments.courseId,
      title: courses.title,
      source: courseEnrollments.source,
      orderNo: orders.orderNo,
      lessonsDone,
      lessonCount,
      enrolledAt: courseEnrollments.createdAt,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .leftJoin(orders, eq(orders.id, courseEnrollments.orderId))
    .where(and(eq(courseEnrollments.userId, userId), isNull(courseEnrollments.revokedAt)))
    .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.id));
}

function recentOrders(db: DbExecutor, userId: number) {
  return db
    .select({
      orderNo: orders.orderNo,
      status: orders.status,
      // The order named with its table: a one-table select writes its columns bare, which here would mean i.id.
      courses: sql<string[]>`(select coalesce(json_agg(i.title order by i.id), '[]'::json) from ${orderItems} i
        where i.order_id = ${orders}.id)`,
      amountCents: orders.totalAmountCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_SHOWN);
}

/** What staff may grant: published courses the family does not own now. */
function grantableCourses(db: DbExecutor, userId: number) {
  const owned = db
    .select({ courseId: courseEnrollments.courseId })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), isNull(courseEnrollments.revokedAt)));
  return db
    .select({ id: courses.id, name: courses.title })
    .from(courses)
    .where(and(eq(courses.status, 'published'), notInArray(courses.id, owned)))
    .orderBy(asc(courses.sort), asc(courses.id));
}

/** The family's page as a staff member of this role sees it. */
export async function familyForStaff(deps: Pick<AppDeps, 'db' | 'now' | 'store'>, familyId: string, role: StaffRole) {
  const { db } = deps;
  const family = await familyById(db, familyId);
  const now = deps.now();
  const [lockedUntil, parents, devices, live, bought, owned, evaluations, gradeChoices, courseChoices] = await Promise.all([
    accountLockedUntil(deps, family.phone),
    db
      .select()
      .from(parentBindings)
      .where(eq(parentBindings.studentUserId, family.id))
      .orderBy(asc(parentBindings.createdAt), asc(parentBindings.id)),
    db.select().from(knownDevices).where(eq(knownDevices.userId, family.id)).orderBy(desc(knownDevices.lastSeenAt)),
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, family.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id)),
    recentOrders(db, family.id),
    ownedCourses(db, family.id),
    db
      .select({
        title: evaluationReports.title,
        score: evaluationReports.score,
        totalScore: evaluationReports.totalScore,
        accuracy: evaluationReports.accuracy,
        at: evaluationReports.createdAt,
      })
      .from(evaluationReports)
      .innerJoin(evaluationUsers, eq(evaluationUsers.id, evaluationReports.evaluationUserId))
      .where(eq(evaluationUsers.phone, family.phone))
      .orderBy(desc(evaluationReports.createdAt), desc(evaluationReports.id)),
    db.select({ id: grades.id, name: grades.name }).from(grades).orderBy(asc(grades.sort), asc(grades.id)),
    grantableCourses(db, family.id),
  ]);
  // Staff who act on the account call the family; the others recognise it without holding its number.
  const whole = roleCan(role, 'service.write');
  const phoneOf = (phone: string) => (whole ? phone : maskPhone(phone));
  return {
    familyId: family.rsNo,
    phone: phoneOf(family.phone),
    phoneMasked: !whole,
    name: family.name,
    grade: family.gradeId !== null && family.gradeName ? { id: family.gradeId, name: family.gradeName } : null,
    school: family.school,
    registeredAt: iso(family.createdAt),
    lastSignInAt: family.lastLoginAt ? iso(family.lastLoginAt) : null,
    lockout: { locked: lockedUntil !== null, until: lockedUntil ? iso(lockedUntil) : null },
    parents: parents.map((parent) => ({
      phone: phoneOf(parent.parentPhone),
      relationship: parent.relationship,
      boundAt: iso(parent.createdAt),
    })),
    devices: devices.map((device) => ({ deviceId: device.deviceId, lastSeenAt: iso(device.lastSeenAt) })),
    sessions: live.map((session) => ({
      deviceId: session.deviceId,
      userAgent: session.userAgent,
      startedAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      expiresAt: iso(session.expiresAt),
    })),
    orders: bought.map((order) => ({
      orderNo: order.orderNo,
      status: order.status,
      courses: order.courses,
      amount: toYuan(order.amountCents),
      createdAt: iso(order.createdAt),
    })),
    courses: owned.map((course) => ({
      courseId: course.courseId,
      title: course.title,
      source: course.source,
      orderNo: course.orderNo ?? null,
      lessonsDone: Number(course.lessonsDone),
      lessonCount: Number(course.lessonCount),
      enrolledAt: iso(course.enrolledAt),
    })),
    evaluations: evaluations.map((report) => ({ ...report, at: iso(report.at) })),
    choices: { grades: gradeChoices, courses: courseChoices },
  };
}
