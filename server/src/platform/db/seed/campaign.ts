import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { courses, liveClasses } from '../schema';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sessions of the live-class campaign, a few days apart. Each names the course a sign-up unlocks (by its
 * code): the recorded course of the same subject and stage, taught by the session's teacher, which the page
 * names and prices. None ships printed material, as the sign-up asks for no address.
 */
const SESSIONS = [
  {
    title: '初中数学压轴题直播精讲',
    intro: '从全等三角形的辅助线入手，一节课讲透几何综合压轴题的解题思路。',
    courseCode: 'math-g8-02',
    days: 3,
    seats: 200,
  },
  {
    title: '高中英语读后续写提分直播课',
    intro: '从情节衔接到细节描写，掌握读后续写的评分要点与高频表达。',
    courseCode: 'english-g11-01',
    days: 5,
    seats: 150,
  },
  {
    title: '小学语文阅读理解方法直播课',
    intro: '带孩子学会找中心句、概括段意，阅读题不再丢分。',
    courseCode: 'chinese-g3-01',
    days: 8,
    seats: 120,
  },
] as const;

/** Starts at 19:30 Beijing time, the evening slot families can attend after school. */
function eveningAfter(from: Date, days: number): Date {
  const beijingMidnight = Math.floor((from.getTime() + 8 * 3600 * 1000) / DAY_MS) * DAY_MS - 8 * 3600 * 1000;
  return new Date(beijingMidnight + days * DAY_MS + 19.5 * 3600 * 1000);
}

export async function seedLiveClasses(db: DbExecutor, seededAt: Date): Promise<void> {
  const named = await db
    .select({ id: courses.id, code: courses.code, teacherName: courses.teacherName, teacherPhotoUrl: courses.teacherPhotoUrl })
    .from(courses)
    .where(
      inArray(
        courses.code,
        SESSIONS.map((session) => session.courseCode),
      ),
    );
  // A catalogue without the demo courses gets no demo sessions.
  if (named.length === 0) return;
  const byCode = new Map(named.map((course) => [course.code, course]));
  await db.insert(liveClasses).values(
    SESSIONS.map((session) => {
      const course = byCode.get(session.courseCode);
      if (!course) throw new Error(`直播课关联的课程不存在：${session.courseCode}`);
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
        // Seats are taken only by sign-ups, so the console's count of sign-ups and the seats left agree.
        seatsLeft: session.seats,
      };
    }),
  );
}
