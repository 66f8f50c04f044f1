import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../server/src/platform/db/client';
import { chapterClasses, chapters, courseEnrollments, users } from '../../server/src/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../server/src/platform/db/seed/accounts';

/** The seeded demo student, the courses the student owns and their lessons (in id order), for the benchmarks. */
export async function demoStudentLessons(db: Db): Promise<{ studentId: number; courseIds: number[]; lessonIds: number[] }> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNTS.student.phone));
  if (!student) throw new Error('the demo student is not seeded');
  const owned = await db
    .select({ courseId: courseEnrollments.courseId })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, student.id), isNull(courseEnrollments.revokedAt)));
  const courseIds = owned.map((row) => row.courseId);
  const lessons = await db
    .select({ id: chapterClasses.id })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .where(inArray(chapters.courseId, courseIds))
    .orderBy(asc(chapterClasses.id));
  return { studentId: student.id, courseIds, lessonIds: lessons.map((row) => row.id) };
}
