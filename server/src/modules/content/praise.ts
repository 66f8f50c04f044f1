import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { courses, studentPraise } from '../../platform/db/schema';
import { iso, offsetOf } from '../../platform/text/format';

const MAP_POINTS_LIMIT = 500;

export async function praiseLocations(db: Db) {
  const rows = await db
    .select({
      id: studentPraise.id,
      studentName: studentPraise.studentName,
      gradeName: studentPraise.gradeName,
      province: studentPraise.province,
      city: studentPraise.city,
      lat: studentPraise.lat,
      lng: studentPraise.lng,
      content: studentPraise.content,
    })
    .from(studentPraise)
    .where(and(isNotNull(studentPraise.lat), isNotNull(studentPraise.lng)))
    .orderBy(desc(studentPraise.createdAt), desc(studentPraise.id))
    .limit(MAP_POINTS_LIMIT);
  return { list: rows.map((row) => ({ ...row, lat: Number(row.lat), lng: Number(row.lng) })) };
}

export async function homePraise(db: Db, paging: { page: number; size: number }) {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: studentPraise.id,
        studentName: studentPraise.studentName,
        school: studentPraise.school,
        gradeName: studentPraise.gradeName,
        province: studentPraise.province,
        city: studentPraise.city,
        content: studentPraise.content,
        courseId: studentPraise.courseId,
        courseTitle: courses.title,
        createdAt: studentPraise.createdAt,
      })
      .from(studentPraise)
      .leftJoin(courses, eq(courses.id, studentPraise.courseId))
      .orderBy(desc(studentPraise.createdAt), desc(studentPraise.id))
      .limit(paging.size)
      .offset(offsetOf(paging.page, paging.size)),
    db.$count(studentPraise),
  ]);
  return { list: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })), total, page: paging.page, size: paging.size };
}
