import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  chapterClasses,
  chapters,
  classExercises,
  courseCategories,
  courseEnrollments,
  courses,
  learningRecords,
} from '../db/schema';
import { ApiError } from './apiError';
import { COURSE_NOT_FOUND, isEnrolled } from './courses';
import { iso } from './format';

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

/** Lessons of the given courses in course order, for progress counts and "start from the first lesson". */
async function lessonsOf(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({ courseId: chapters.courseId, classId: chapterClasses.id })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .where(inArray(chapters.courseId, courseIds))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(chapterClasses.sort), asc(chapterClasses.id));
}

/** My courses by subject with their progress, the lesson to continue and the recent lessons. */
export async function myCoursesBySubject(db: Db, userId: number) {
  const [owned, records, recentRows] = await Promise.all([
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
      .where(and(eq(courseEnrollments.userId, userId), isNull(courseEnrollments.revokedAt), eq(courses.isPublished, true)))
      .orderBy(asc(courseCategories.id), desc(courseEnrollments.createdAt)),
    db
      .select({
        courseId: learningRecords.courseId,
        classId: learningRecords.classId,
        finishedAt: learningRecords.finishedAt,
        lastStudiedAt: learningRecords.lastStudiedAt,
      })
      .from(learningRecords)
      .where(eq(learningRecords.userId, userId))
      .orderBy(desc(learningRecords.lastStudiedAt)),
    db
      .select(recentFields)
      .from(learningRecords)
      .innerJoin(chapterClasses, eq(chapterClasses.id, learningRecords.classId))
      .innerJoin(courses, eq(courses.id, learningRecords.courseId))
      .where(and(eq(learningRecords.userId, userId), isNull(learningRecords.hiddenAt)))
      .orderBy(desc(learningRecords.lastStudiedAt), desc(learningRecords.id))
      .limit(RECENT_LIMIT),
  ]);
  const lessons = await lessonsOf(
    db,
    owned.map((row) => row.courseId),
  );
  const subjects = new Map<string, { code: string; name: string; courses: unknown[] }>();
  for (const course of owned) {
    const courseLessons = lessons.filter((lesson) => lesson.courseId === course.courseId);
    const mine = records.filter((record) => record.courseId === course.courseId);
    const finishedCount = mine.filter((record) => record.finishedAt !== null).length;
    const lessonCount = courseLessons.length;
    const subject = subjects.get(course.code) ?? { code: course.code, name: course.name, courses: [] };
    subject.courses.push({
      courseId: course.courseId,
      title: course.title,
      coverUrl: course.coverUrl,
      teacherName: course.teacherName,
      lessonCount,
      finishedCount,
      progress: lessonCount === 0 ? 0 : Math.round((finishedCount / lessonCount) * 100),
      continueClassId: mine[0]?.classId ?? courseLessons[0]?.classId ?? null,
      started: mine.length > 0,
    });
    subjects.set(course.code, subject);
  }
  const recent = recentRows.map(toRecent);
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
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)))
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
  const finished = records.filter((record) => record.finishedAt !== null).length;
  return {
    course: {
      id: course.id,
      title: course.title,
      coverUrl: course.coverUrl,
      teacherName: course.teacherName,
      owned,
      progress: rows.length === 0 ? 0 : Math.round((finished / rows.length) * 100),
    },
    chapters: chapterList,
  } as never;
}
