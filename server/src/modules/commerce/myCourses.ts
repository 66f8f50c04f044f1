import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { courseEnrollments, courses, orders } from '../../platform/db/schema';
import { iso, offsetOf } from '../../platform/text/format';
import { courseReadable } from '../catalog';

/** The courses a user may watch: bought (or claimed free), the latest first. */
export async function findMyCourses(db: Db, userId: number, paging: { page: number; size: number }) {
  // A withdrawn course stays with those who bought it.
  const mine = and(eq(courseEnrollments.userId, userId), isNull(courseEnrollments.revokedAt), courseReadable);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        courseId: courses.id,
        title: courses.title,
        coverUrl: courses.coverUrl,
        teacherName: courses.teacherName,
        lessonCount: courses.lessonCount,
        source: courseEnrollments.source,
        orderNo: orders.orderNo,
        enrolledAt: courseEnrollments.createdAt,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .leftJoin(orders, eq(orders.id, courseEnrollments.orderId))
      .where(mine)
      .orderBy(desc(courseEnrollments.createdAt), desc(courseEnrollments.id))
      .limit(paging.size)
      .offset(offsetOf(paging.page, paging.size)),
    db
      .select({ total: count() })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(mine),
  ]);
  return {
    list: rows.map((row) => ({ ...row, orderNo: row.orderNo ?? null, enrolledAt: iso(row.enrolledAt) })),
    total: Number(total?.total ?? 0),
    page: paging.page,
    size: paging.size,
  };
}
