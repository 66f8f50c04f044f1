import { and, asc, eq, gt, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import {
  chapterClasses,
  chapters,
  courseCategories,
  courseEnrollments,
  courses,
  grades,
  learningRecords,
  notifications,
  type Order,
  orderChangeRequests,
  orderItems,
  orders,
  orderStatusHistory,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import type { AuthUser } from '../../platform/sessions/sessions';
import type { CommerceContext } from './close';
import { courseForSale, itemsOf, toOrderCourse, ownOrder } from './orderRows';
import { CHANGE_MAX_WATCHED_PERCENT, CHANGE_WITHIN_DAYS, DAY_MS, ORDER_MESSAGES, STATUS_NOTES } from './rules';
import { coursesOnSale } from '../catalog';

/*
 * Swapping the course of a paid order (/personal/order-change). The rule: once per order, within 7 days
 * of payment, while less than 20 % of the course's lessons have been started, for a paid course that costs
 * no more than the one bought (the difference is not refunded) and that the buyer does not own yet.
 */

const MAX_CANDIDATES = 40;

async function watchedPercent(context: CommerceContext, userId: number, courseId: number): Promise<number> {
  const [row] = await context.db
    .select({
      total: sql<number>`cast(count(${chapterClasses.id}) as int)`,
      started: sql<number>`cast(count(${learningRecords.id}) as int)`,
    })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .leftJoin(
      learningRecords,
      and(eq(learningRecords.classId, chapterClasses.id), eq(learningRecords.userId, userId), gt(learningRecords.watchedSec, 0)),
    )
    .where(eq(chapters.courseId, courseId));
  const total = Number(row?.total ?? 0);
  return total === 0 ? 0 : Math.floor((Number(row?.started ?? 0) * 100) / total);
}

export interface ChangeEligibility {
  eligible: boolean;
  reason: string | null;
  deadline: Date | null;
  watchedPercent: number;
}

/** Whether the order's course may be swapped now, and if not, why. */
export async function changeEligibility(context: CommerceContext, order: Order): Promise<ChangeEligibility> {
  const deadline = order.paidAt ? new Date(order.paidAt.getTime() + CHANGE_WITHIN_DAYS * DAY_MS) : null;
  const items = (await itemsOf(context.db, [order.id])).get(order.id) ?? [];
  const watched = items[0] ? await watchedPercent(context, order.userId, items[0].courseId) : 0;
  const refuse = (reason: string): ChangeEligibility => ({ eligible: false, reason, deadline, watchedPercent: watched });
  if (order.status !== 'paid') return refuse(ORDER_MESSAGES.changeNotPaid);
  // A live-class sign-up sold that session's course; swapping it would leave the sign-up without it.
  if (order.campaignChannel) return refuse(ORDER_MESSAGES.changeLive);
  if (order.changedAt) return refuse(ORDER_MESSAGES.changeOnce);
  if (!deadline || deadline <= context.now()) return refuse(ORDER_MESSAGES.changeExpired);
  if (items.length !== 1) return refuse(ORDER_MESSAGES.changeNotPaid);
  if (watched >= CHANGE_MAX_WATCHED_PERCENT) return refuse(ORDER_MESSAGES.changeWatched);
  return { eligible: true, reason: null, deadline, watchedPercent: watched };
}

/** Courses the order may be changed to, the same subject and grade first. */
async function candidatesFor(context: CommerceContext, userId: number, current: { courseId: number; priceCents: number }) {
  const [base] = await context.db
    .select({ categoryId: courses.categoryId, gradeId: courses.gradeId })
    .from(courses)
    .where(eq(courses.id, current.courseId));
  const owned = context.db
    .select({ courseId: courseEnrollments.courseId })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), isNull(courseEnrollments.revokedAt)));
  const rows = await context.db
    .select({
      courseId: courses.id,
      title: courses.title,
      subtitle: courses.subtitle,
      coverUrl: courses.coverUrl,
      teacherName: courses.teacherName,
      lessonCount: courses.lessonCount,
      gradeName: grades.name,
      categoryName: courseCategories.name,
      priceCents: courses.priceCents,
    })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .leftJoin(grades, eq(grades.id, courses.gradeId))
    .where(
      and(
        coursesOnSale,
        eq(courses.isFree, false),
        gt(courses.priceCents, 0),
        lte(courses.priceCents, current.priceCents),
        ne(courses.id, current.courseId),
        notInArray(courses.id, owned),
      ),
    )
    .orderBy(
      sql`case when ${courses.categoryId} = ${base?.categoryId ?? 0} then 0 else 1 end`,
      sql`case when ${courses.gradeId} is not distinct from ${base?.gradeId ?? null} then 0 else 1 end`,
      asc(courses.sort),
      asc(courses.id),
    )
    .limit(MAX_CANDIDATES);
  return rows;
}

async function soldItem(context: CommerceContext, orderId: number) {
  const [item] = await context.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).limit(2);
  if (!item) throw new ApiError(ORDER_MESSAGES.notFound);
  return item;
}

export async function changeCourseDetail(context: CommerceContext, user: AuthUser, orderNo: string) {
  const order = await ownOrder(context.db, user.id, orderNo);
  const eligibility = await changeEligibility(context, order);
  const item = await soldItem(context, order.id);
  const [course] = (await itemsOf(context.db, [order.id])).get(order.id) ?? [];
  if (!course) throw new ApiError(ORDER_MESSAGES.notFound);
  const candidates = eligibility.eligible
    ? await candidatesFor(context, user.id, { courseId: item.courseId, priceCents: item.priceCents })
    : [];
  return {
    orderNo: order.orderNo,
    course,
    paidAt: order.paidAt ? iso(order.paidAt) : null,
    rule: { days: CHANGE_WITHIN_DAYS, maxWatchedPercent: CHANGE_MAX_WATCHED_PERCENT },
    deadline: eligibility.deadline ? iso(eligibility.deadline) : null,
    watchedPercent: eligibility.watchedPercent,
    eligible: eligibility.eligible,
    reason: eligibility.reason,
    candidates: candidates.map(toOrderCourse),
  };
}

/** Swaps the course: the old enrolment is revoked, the new one granted, once, in one transaction. */
export async function modifyOrder(
  context: CommerceContext,
  user: AuthUser,
  input: { orderNo: string; courseId: number; reason: string },
) {
  const order = await ownOrder(context.db, user.id, input.orderNo);
  const eligibility = await changeEligibility(context, order);
  if (!eligibility.eligible) throw new ApiError(eligibility.reason ?? ORDER_MESSAGES.changeNotPaid);
  const item = await soldItem(context, order.id);
  if (input.courseId === item.courseId) throw new ApiError(ORDER_MESSAGES.changeSameCourse);
  const candidates = await candidatesFor(context, user.id, { courseId: item.courseId, priceCents: item.priceCents });
  const target = candidates.find((candidate) => candidate.courseId === input.courseId);
  const course = target ? await courseForSale(context.db, target.courseId) : null;
  if (!target || !course) throw new ApiError(ORDER_MESSAGES.changeTarget);
  const now = context.now();

  await context.db.transaction(async (tx) => {
    // Once per order: of two changes at the same moment, one finds changed_at already set.
    const [claimed] = await tx
      .update(orders)
      .set({ changedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'paid'), isNull(orders.changedAt)))
      .returning({ id: orders.id });
    if (!claimed) throw new ApiError(ORDER_MESSAGES.changeOnce);
    await tx.update(orderItems).set({ courseId: course.courseId, title: course.title }).where(eq(orderItems.id, item.id));
    await tx
      .update(courseEnrollments)
      .set({ revokedAt: now })
      .where(
        and(
          eq(courseEnrollments.userId, order.userId),
          eq(courseEnrollments.courseId, item.courseId),
          isNull(courseEnrollments.revokedAt),
        ),
      );
    await tx
      .insert(courseEnrollments)
      .values({ userId: order.userId, courseId: course.courseId, orderId: order.id, source: 'order' })
      .onConflictDoUpdate({
        target: [courseEnrollments.userId, courseEnrollments.courseId],
        set: { revokedAt: null, orderId: order.id, source: 'order' },
        setWhere: sql`${courseEnrollments.revokedAt} is not null`,
      });
    await tx.insert(orderChangeRequests).values({
      orderId: order.id,
      fromCourseId: item.courseId,
      toCourseId: course.courseId,
      reason: input.reason,
      status: 'approved',
    });
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'paid', note: STATUS_NOTES.changed(item.title, course.title), at: now });
    await tx.insert(notifications).values({
      userId: order.userId,
      kind: 'order',
      title: '换课成功',
      content: `订单 ${order.orderNo} 的课程已由《${item.title}》更换为《${course.title}》，可在“我的课程”中学习。`,
      objectType: 'order',
      objectId: order.id,
    });
  });
  return { orderNo: order.orderNo, course: { ...toOrderCourse(course), price: item.priceCents / 100 } };
}
