import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  chapterClasses,
  chapters,
  classExercises,
  courseCategories,
  courseEnrollments,
  courses,
  learningRecords,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { COURSE_NOT_FOUND, courseReadable, isEnrolled } from '../catalog';
import { iso } from '../../platform/text/format';
import { courseProgress } from './lessonProgress';

const RECENT_LIMIT = 6;

const recentFields = {
  classId: chapterClasses.id,
  classTitle: chapterClasses.title,
  courseId: courses.id,
  courseTitle: courses.title,
  coverUrl: courses.coverUrl,
  positionSec: learningRecords.positionSec,
  progress: learningRecords.progress,
  finishedAt: learningRecords.finishedAt,
  lastStudiedAt: learningRecords.lastStudiedAt,
};

function toRecent(row: { finishedAt: Date | null; lastStudiedAt: Date } & Record<string, unknown>) {
  const { finishedAt, lastStudiedAt, ...rest } = row;
  return { ...rest, finished: finishedAt !== null, lastStudiedAt: iso(lastStudiedAt) };
}

/**
 * Per course: how many lessons it has and its first lesson in course order, for progress and "start from
 * the first lesson". Counted in the database: a course has dozens of lessons, and shipping every row to be
 * counted here made this the costliest read of a signed-in page.
 */
async function lessonSummaries(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return new Map<number, { lessonCount: number; firstClassId: number | null }>();
  const rows = await db
    .select({
      courseId: chapters.courseId,
      lessonCount: count(chapterClasses.id),
      firstClassId: sql<
        number | null
      >`(array_agg(${chapterClasses.id} order by ${chapters.sort}, ${chapters.id}, ${chapterClasses.sort}, ${chapterClasses.id}))[1]`,
    })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .where(inArray(chapters.courseId, [...courseIds]))
    .groupBy(chapters.courseId);
  return new Map(rows.map((row) => [row.courseId, { lessonCount: Number(row.lessonCount), firstClassId: row.firstClassId }]));
}

interface StudySummary {
  finishedCount: number;
  lastClassId: number;
  lessons: { progress: number; finished: boolean }[];
}

/**
 * Per course the learner has studied: each studied lesson's progress, lessons finished, and the lesson
 * studied last (to continue from). A learner's records are a few per lesson opened, few enough to read.
 */
async function studySummaries(db: Db, userId: number) {
  const rows = await db
    .select({
      courseId: learningRecords.courseId,
      classId: learningRecords.classId,
      progress: learningRecords.progress,
      finishedAt: learningRecords.finishedAt,
    })
    .from(learningRecords)
    .where(eq(learningRecords.userId, userId))
    .orderBy(desc(learningRecords.lastStudiedAt), desc(learningRecords.id));
  const byCourse = new Map<number, StudySummary>();
  for (const row of rows) {
    // Newest first: the first row of a course is the lesson studied last.
    const summary = byCourse.get(row.courseId) ?? { finishedCount: 0, lastClassId: row.classId, lessons: [] };
    const finished = row.finishedAt !== null;
    summary.lessons.push({ progress: row.progress, finished });
    if (finished) summary.finishedCount += 1;
    byCourse.set(row.courseId, summary);
  }
  return byCourse;
}

/** My courses by subject with their progress, the lesson to continue and the recent lessons. */
export async function myCoursesBySubject(db: Db, userId: number) {
  const [owned, studied, recentRows] = await Promise.all([
    db
      .select({
        courseId: courses.id,
        title: courses.title,
        coverUrl: courses.coverUrl,
        teacherName: courses.teacherName,
        code: courseCategories.code,
        name: courseCategories.name,
        categorySort: courseCategories.id,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
      .where(and(eq(courseEnrollments.userId, userId), isNull(courseEnrollments.revokedAt), courseReadable))
      .orderBy(asc(courseCategories.id), desc(courseEnrollments.createdAt)),
    studySummaries(db, userId),
    db
      .select(recentFields)
      .from(learningRecords)
      .innerJoin(chapterClasses, eq(chapterClasses.id, learningRecords.classId))
      .innerJoin(courses, eq(courses.id, learningRecords.courseId))
      .where(and(eq(learningRecords.userId, userId), isNull(learningRecords.hiddenAt)))
      .orderBy(desc(learningRecords.lastStudiedAt), desc(learningRecords.id))
      .limit(RECENT_LIMIT),
  ]);
  const lessons = await lessonSummaries(db, [
    ...new Set([...owned.map((course) => course.courseId), ...recentRows.map((row) => row.courseId)]),
  ]);
  const progressOf = (courseId: number) =>
    courseProgress(lessons.get(courseId)?.lessonCount ?? 0, studied.get(courseId)?.lessons ?? []);
  const subjects = new Map<string, { code: string; name: string; courses: unknown[] }>();
  for (const course of owned) {
    const { lessonCount, firstClassId } = lessons.get(course.courseId) ?? { lessonCount: 0, firstClassId: null };
    const study = studied.get(course.courseId);
    const subject = subjects.get(course.code) ?? { code: course.code, name: course.name, courses: [] };
    subject.courses.push({
      courseId: course.courseId,
      title: course.title,
      coverUrl: course.coverUrl,
      teacherName: course.teacherName,
      lessonCount,
      finishedCount: study?.finishedCount ?? 0,
      progress: progressOf(course.courseId),
      continueClassId: study?.lastClassId ?? firstClassId,
      started: study !== undefined,
    });
    subjects.set(course.code, subject);
  }
  const recent = recentRows.map((row) => ({ ...toRecent(row), courseProgress: progressOf(row.courseId) }));
  return {
    continueLearning: recent[0] ?? null,
    subjects: [...subjects.values()],
    recent,
  } as never;
}

/** Removes a lesson from "recent learning"; its progress stays. */
export async function hideRecentLearning(db: Db, userId: number, classId: number) {
  const hidden = await db
    .update(learningRecords)
    .set({ hiddenAt: new Date() })
    .where(and(eq(learningRecords.userId, userId), eq(learningRecords.classId, classId)))
    .returning({ id: learningRecords.id });
  if (hidden.length === 0) throw new ApiError('最近学习中没有这个课时');
  return { classId };
}

/** A course's chapters and lessons with this user's state of each lesson. */
export async function myChapters(db: Db, userId: number, courseId: number) {
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      coverUrl: courses.coverUrl,
      teacherName: courses.teacherName,
      isFree: courses.isFree,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), courseReadable))
    .limit(1);
  if (!course) throw new ApiError(COURSE_NOT_FOUND);
  const [owned, rows, records, exercises] = await Promise.all([
    course.isFree ? Promise.resolve(true) : isEnrolled(db, userId, courseId),
    db
      .select({
        chapterId: chapters.id,
        chapterTitle: chapters.title,
        classId: chapterClasses.id,
        title: chapterClasses.title,
        durationSec: chapterClasses.durationSec,
        isTrial: chapterClasses.isTrial,
      })
      .from(chapterClasses)
      .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
      .where(eq(chapters.courseId, courseId))
      .orderBy(asc(chapters.sort), asc(chapters.id), asc(chapterClasses.sort), asc(chapterClasses.id)),
    db
      .select({ classId: learningRecords.classId, progress: learningRecords.progress, finishedAt: learningRecords.finishedAt })
      .from(learningRecords)
      .where(and(eq(learningRecords.userId, userId), eq(learningRecords.courseId, courseId))),
    db
      .select({ classId: classExercises.classId, total: count() })
      .from(classExercises)
      .innerJoin(chapterClasses, eq(chapterClasses.id, classExercises.classId))
      .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
      .where(eq(chapters.courseId, courseId))
      .groupBy(classExercises.classId),
  ]);
  const recordOf = new Map(records.map((record) => [record.classId, record]));
  const exercisesOf = new Map(exercises.map((row) => [row.classId, Number(row.total)]));
  const chapterList: { id: number; title: string; lessons: unknown[] }[] = [];
  for (const row of rows) {
    let chapter = chapterList.at(-1);
    if (chapter?.id !== row.chapterId) {
      chapter = { id: row.chapterId, title: row.chapterTitle, lessons: [] };
      chapterList.push(chapter);
    }
    const record = recordOf.get(row.classId);
    chapter.lessons.push({
      classId: row.classId,
      title: row.title,
      durationSec: row.durationSec,
      isTrial: row.isTrial,
      playable: owned || row.isTrial,
      state: record?.finishedAt ? 'finished' : record ? 'inProgress' : 'notStarted',
      progress: record?.progress ?? 0,
      exerciseCount: exercisesOf.get(row.classId) ?? 0,
    });
  }
  return {
    course: {
      id: course.id,
      title: course.title,
      coverUrl: course.coverUrl,
      teacherName: course.teacherName,
      owned,
      progress: courseProgress(
        rows.length,
        records.map((record) => ({ progress: record.progress, finished: record.finishedAt !== null })),
      ),
    },
    chapters: chapterList,
  } as never;
}
