import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/client';
import { chapterClasses, chapters, courseEnrollments, courses, learningRecords, videos } from '../../../platform/db/schema';
import { courseReadable } from '../../catalog';
import { type OutlineLesson, PLAN_LESSONS_LIMIT } from './planTasks';

/** A lesson's length as the course outline shows it; the video's when the catalogue does not say. */
const outlineLengthSql = sql<number>`case when ${chapterClasses.durationSec} > 0 then ${chapterClasses.durationSec} else coalesce(${videos.durationSec}, 0) end`;

/** Every lesson of the user's courses (valid enrolments), course by course in outline order, with its record. */
function enrolledOutlines(db: DbExecutor, userId: number) {
  return db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      categoryId: courses.categoryId,
      classId: chapterClasses.id,
      title: chapterClasses.title,
      durationSec: outlineLengthSql,
      startedAt: learningRecords.createdAt,
      finishedAt: learningRecords.finishedAt,
    })
    .from(courseEnrollments)
    .innerJoin(courses, and(eq(courses.id, courseEnrollments.courseId), courseReadable))
    .innerJoin(chapters, eq(chapters.courseId, courses.id))
    .innerJoin(chapterClasses, eq(chapterClasses.chapterId, chapters.id))
    .leftJoin(videos, and(eq(videos.id, chapterClasses.videoId), eq(videos.status, 'ready')))
    .leftJoin(learningRecords, and(eq(learningRecords.userId, userId), eq(learningRecords.classId, chapterClasses.id)))
    .where(and(eq(courseEnrollments.userId, userId), isNull(courseEnrollments.revokedAt)))
    .orderBy(
      asc(courseEnrollments.createdAt),
      asc(courseEnrollments.id),
      asc(chapters.sort),
      asc(chapters.id),
      asc(chapterClasses.sort),
      asc(chapterClasses.id),
    );
}

/**
 * The next lessons to learn, as they stood at `asOf` (the report's end, so rebuilding a plan later picks the same
 * ones): in each course the lessons not finished by then in outline order, taken in turn from the courses, those
 * already begun by then first (in enrolment order), then the others, up to `limit`.
 */
export async function nextLessons(
  db: DbExecutor,
  userId: number,
  asOf: Date,
  limit = PLAN_LESSONS_LIMIT,
): Promise<OutlineLesson[]> {
  const rows = await enrolledOutlines(db, userId);
  const byCourse = new Map<number, { begun: boolean; lessons: number; open: OutlineLesson[] }>();
  for (const row of rows) {
    let course = byCourse.get(row.courseId);
    if (!course) byCourse.set(row.courseId, (course = { begun: false, lessons: 0, open: [] }));
    course.lessons += 1;
    if (row.startedAt !== null && row.startedAt < asOf) course.begun = true;
    const finished = row.finishedAt !== null && row.finishedAt < asOf;
    if (!finished) {
      course.open.push({
        courseId: row.courseId,
        courseTitle: row.courseTitle,
        categoryId: row.categoryId,
        classId: row.classId,
        title: row.title,
        position: course.lessons,
        durationSec: Number(row.durationSec),
      });
    }
  }
  const ordered = [...byCourse.values()].sort((a, b) => Number(b.begun) - Number(a.begun));
  const chosen: OutlineLesson[] = [];
  for (let round = 0; chosen.length < limit; round += 1) {
    const taken = ordered.map((course) => course.open[round]).filter((lesson) => lesson !== undefined);
    if (taken.length === 0) break;
    chosen.push(...taken.slice(0, limit - chosen.length));
  }
  return chosen;
}
