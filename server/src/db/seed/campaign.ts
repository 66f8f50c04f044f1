import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { courses, liveClasses } from '../schema';

const DAY_MS = 24 * 3600 * 1000;

/** Sessions of the live-class campaign, a few days apart, each selling one paid course of its teacher. */
const SESSIONS = [
  { title: '初中数学压轴题直播精讲', intro: '一节课讲透二次函数与几何综合压轴题的解题思路。', days: 3, seats: 200 },
  { title: '高考英语完形填空提分直播课', intro: '从语篇逻辑入手，掌握完形填空的十个高频考点。', days: 5, seats: 150 },
  { title: '小学语文阅读理解方法直播课', intro: '带孩子学会找中心句、概括段意，阅读题不再丢分。', days: 8, seats: 120 },
] as const;

/** Starts at 19:30 Beijing time, the evening slot families can attend after school. */
function eveningAfter(from: Date, days: number): Date {
  const beijingMidnight = Math.floor((from.getTime() + 8 * 3600 * 1000) / DAY_MS) * DAY_MS - 8 * 3600 * 1000;
  return new Date(beijingMidnight + days * DAY_MS + 19.5 * 3600 * 1000);
}

export async function seedLiveClasses(db: DbExecutor, seededAt: Date): Promise<void> {
  const paid = await db
    .select({ id: courses.id, teacherName: courses.teacherName, teacherPhotoUrl: courses.teacherPhotoUrl })
    .from(courses)
    .where(
      and(eq(courses.isPublished, true), gt(courses.priceCents, 0), eq(courses.hasMaterials, false), ne(courses.teacherName, '')),
    )
    .orderBy(asc(courses.sort), asc(courses.id));
  if (paid.length === 0) return;
  await db.insert(liveClasses).values(
    SESSIONS.map((session, index) => {
      const course = paid[(index * 7) % paid.length]!;
      return {
        courseId: course.id,
        title: session.title,
        intro: session.intro,
        teacherName: course.teacherName,
        teacherTitle: '高级教师 · 十年教龄',
        teacherPhotoUrl: course.teacherPhotoUrl,
        startsAt: eveningAfter(seededAt, session.days),
        durationMinutes: 90,
        seatsTotal: session.seats,
        seatsLeft: session.seats - 17 * (index + 1),
      };
    }),
  );
}
