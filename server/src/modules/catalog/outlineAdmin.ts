/**
 * A course's outline as the console edits it: chapters and their lessons, added, renamed, removed and put in
 * order. Each write keeps the course's lesson count, lands with its audit entry, and answers the whole outline.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client';
import { chapterClasses, chapters, courses, learningRecords } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { recordAudit } from '../console';
import { exerciseCounts } from './exerciseAdmin';

export const OUTLINE_MESSAGES = {
  courseNotFound: '课程不存在',
  chapterNotFound: '章节不存在',
  lessonNotFound: '课时不存在',
  chapterNotEmpty: '章节里还有课时，请先删除或移走这些课时',
  lessonStudied: '已有学员学习过这一课时，不能删除；可以改名或调整顺序',
  chapterOrder: '章节顺序应恰好列出本课程的全部章节',
  lessonOrder: '课时顺序应列出本章的全部课时，移入的课时须属于同一课程',
  orderTarget: '请给出 chapterIds，或 chapterId 与 lessonIds',
} as const;

export async function courseOutline(db: DbExecutor, courseId: number) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new ApiError(OUTLINE_MESSAGES.courseNotFound);
  const rows = await db
    .select({
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      lessonId: chapterClasses.id,
      lessonTitle: chapterClasses.title,
      isTrial: chapterClasses.isTrial,
      durationSec: chapterClasses.durationSec,
      videoId: chapterClasses.videoId,
    })
    .from(chapters)
    .leftJoin(chapterClasses, eq(chapterClasses.chapterId, chapters.id))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(chapterClasses.sort), asc(chapterClasses.id));
  const list: {
    id: number;
    title: string;
    lessons: {
      id: number;
      title: string;
      isTrial: boolean;
      durationSec: number;
      hasVideo: boolean;
      exerciseCount: number;
    }[];
  }[] = [];
  const counts = await exerciseCounts(
    db,
    rows.flatMap((row) => (row.lessonId === null ? [] : [row.lessonId])),
  );
  for (const row of rows) {
    let chapter = list[list.length - 1];
    if (chapter?.id !== row.chapterId) {
      chapter = { id: row.chapterId, title: row.chapterTitle, lessons: [] };
      list.push(chapter);
    }
    if (row.lessonId !== null)
      chapter.lessons.push({
        id: row.lessonId,
        title: row.lessonTitle!,
        isTrial: row.isTrial!,
        durationSec: row.durationSec!,
        hasVideo: row.videoId !== null,
        exerciseCount: counts.get(row.lessonId) ?? 0,
      });
  }
  return { courseId, chapters: list };
}

/**
 * Every outline edit first takes its course's row lock, so edits to one course are saved one after another:
 * two lessons added at once to different chapters would otherwise each count the course's lessons without
 * the other, and two added to one chapter would take the same place.
 */
async function lockCourse(tx: DbExecutor, courseId: number): Promise<void> {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
  if (!course) throw new ApiError(OUTLINE_MESSAGES.courseNotFound);
}

/** A chapter, locked with its course (a chapter never changes course). */
async function chapterOf(tx: DbExecutor, chapterId: number) {
  const [owner] = await tx.select({ courseId: chapters.courseId }).from(chapters).where(eq(chapters.id, chapterId));
  if (!owner) throw new ApiError(OUTLINE_MESSAGES.chapterNotFound);
  await lockCourse(tx, owner.courseId);
  const [chapter] = await tx.select().from(chapters).where(eq(chapters.id, chapterId)).for('update');
  if (!chapter) throw new ApiError(OUTLINE_MESSAGES.chapterNotFound);
  return chapter;
}

/** A lesson, locked with its course (a lesson moves between chapters only within its course). */
async function lessonOf(tx: DbExecutor, lessonId: number) {
  const lessonInCourse = () =>
    tx
      .select({ lesson: chapterClasses, courseId: chapters.courseId })
      .from(chapterClasses)
      .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
      .where(eq(chapterClasses.id, lessonId));
  const [owner] = await lessonInCourse();
  if (!owner) throw new ApiError(OUTLINE_MESSAGES.lessonNotFound);
  await lockCourse(tx, owner.courseId);
  const [lesson] = await lessonInCourse().for('update', { of: chapterClasses });
  if (!lesson) throw new ApiError(OUTLINE_MESSAGES.lessonNotFound);
  return lesson;
}

/** The course's lesson count follows its outline (cards and orders show it). */
async function recountLessons(tx: DbExecutor, courseId: number): Promise<void> {
  await tx
    .update(courses)
    .set({
      lessonCount: sql`(select cast(count(*) as int) from ${chapterClasses} join ${chapters} on ${chapters.id} = ${chapterClasses.chapterId} where ${chapters.courseId} = ${courseId})`,
    })
    .where(eq(courses.id, courseId));
}

export async function saveChapter(
  db: Db,
  input: { courseId: number; chapterId?: number | undefined; title: string },
  staffId: number,
) {
  return db.transaction(async (tx) => {
    await lockCourse(tx, input.courseId);
    if (input.chapterId) {
      const before = await chapterOf(tx, input.chapterId);
      if (before.courseId !== input.courseId) throw new ApiError(OUTLINE_MESSAGES.chapterNotFound);
      await tx.update(chapters).set({ title: input.title }).where(eq(chapters.id, before.id));
      await recordAudit(tx, {
        staffId,
        action: 'chapter.edit',
        entity: 'course',
        entityId: input.courseId,
        before: { chapter: before.title },
        after: { chapter: input.title },
      });
    } else {
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${chapters.sort}), 0)` })
        .from(chapters)
        .where(eq(chapters.courseId, input.courseId));
      await tx.insert(chapters).values({ courseId: input.courseId, title: input.title, sort: Number(last?.sort ?? 0) + 1 });
      await recordAudit(tx, {
        staffId,
        action: 'chapter.add',
        entity: 'course',
        entityId: input.courseId,
        after: { chapter: input.title },
      });
    }
    return courseOutline(tx, input.courseId);
  });
}

export async function deleteChapter(db: Db, chapterId: number, staffId: number) {
  return db.transaction(async (tx) => {
    const chapter = await chapterOf(tx, chapterId);
    const [lessons] = await tx.select({ n: count() }).from(chapterClasses).where(eq(chapterClasses.chapterId, chapterId));
    if (Number(lessons?.n ?? 0) > 0) throw new ApiError(OUTLINE_MESSAGES.chapterNotEmpty);
    await tx.delete(chapters).where(eq(chapters.id, chapterId));
    await recordAudit(tx, {
      staffId,
      action: 'chapter.delete',
      entity: 'course',
      entityId: chapter.courseId,
      before: { chapter: chapter.title },
    });
    return courseOutline(tx, chapter.courseId);
  });
}

export async function saveLesson(
  db: Db,
  input: { chapterId: number; lessonId?: number | undefined; title: string; isTrial: boolean },
  staffId: number,
) {
  return db.transaction(async (tx) => {
    const chapter = await chapterOf(tx, input.chapterId);
    if (input.lessonId) {
      const { lesson } = await lessonOf(tx, input.lessonId);
      if (lesson.chapterId !== chapter.id) throw new ApiError(OUTLINE_MESSAGES.lessonNotFound);
      await tx.update(chapterClasses).set({ title: input.title, isTrial: input.isTrial }).where(eq(chapterClasses.id, lesson.id));
      await recordAudit(tx, {
        staffId,
        action: 'lesson.edit',
        entity: 'course',
        entityId: chapter.courseId,
        before: { lesson: lesson.title, isTrial: lesson.isTrial },
        after: { lesson: input.title, isTrial: input.isTrial },
      });
    } else {
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${chapterClasses.sort}), 0)` })
        .from(chapterClasses)
        .where(eq(chapterClasses.chapterId, chapter.id));
      await tx
        .insert(chapterClasses)
        .values({ chapterId: chapter.id, title: input.title, isTrial: input.isTrial, sort: Number(last?.sort ?? 0) + 1 });
      await recountLessons(tx, chapter.courseId);
      await recordAudit(tx, {
        staffId,
        action: 'lesson.add',
        entity: 'course',
        entityId: chapter.courseId,
        after: { lesson: input.title, isTrial: input.isTrial },
      });
    }
    return courseOutline(tx, chapter.courseId);
  });
}

export async function deleteLesson(db: Db, lessonId: number, staffId: number) {
  return db.transaction(async (tx) => {
    const { lesson, courseId } = await lessonOf(tx, lessonId);
    // Deleting would take the students' records of it along (the foreign keys cascade): refused instead.
    const [studied] = await tx.select({ n: count() }).from(learningRecords).where(eq(learningRecords.classId, lessonId));
    if (Number(studied?.n ?? 0) > 0) throw new ApiError(OUTLINE_MESSAGES.lessonStudied);
    await tx.delete(chapterClasses).where(eq(chapterClasses.id, lessonId));
    await recountLessons(tx, courseId);
    await recordAudit(tx, {
      staffId,
      action: 'lesson.delete',
      entity: 'course',
      entityId: courseId,
      before: { lesson: lesson.title },
    });
    return courseOutline(tx, courseId);
  });
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));

export async function reorderOutline(
  db: Db,
  input: {
    courseId: number;
    chapterIds?: number[] | undefined;
    chapterId?: number | undefined;
    lessonIds?: number[] | undefined;
  },
  staffId: number,
) {
  return db.transaction(async (tx) => {
    await lockCourse(tx, input.courseId);
    const own = await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, input.courseId));
    if (input.chapterIds) {
      if (
        !sameSet(
          input.chapterIds,
          own.map((row) => row.id),
        )
      )
        throw new ApiError(OUTLINE_MESSAGES.chapterOrder);
      for (const [index, chapterId] of input.chapterIds.entries())
        await tx
          .update(chapters)
          .set({ sort: index + 1 })
          .where(eq(chapters.id, chapterId));
      await recordAudit(tx, {
        staffId,
        action: 'chapter.reorder',
        entity: 'course',
        entityId: input.courseId,
        after: { chapters: input.chapterIds.join(',') },
      });
    } else if (input.chapterId && input.lessonIds) {
      if (!own.some((row) => row.id === input.chapterId)) throw new ApiError(OUTLINE_MESSAGES.chapterNotFound);
      const lessonIds = input.lessonIds;
      const current = await tx
        .select({ id: chapterClasses.id })
        .from(chapterClasses)
        .where(eq(chapterClasses.chapterId, input.chapterId));
      const ofCourse = own.length
        ? await tx
            .select({ id: chapterClasses.id })
            .from(chapterClasses)
            .where(
              and(
                inArray(
                  chapterClasses.chapterId,
                  own.map((row) => row.id),
                ),
                inArray(chapterClasses.id, lessonIds),
              ),
            )
        : [];
      const complete = current.every((row) => lessonIds.includes(row.id));
      if (!complete || new Set(lessonIds).size !== lessonIds.length || ofCourse.length !== lessonIds.length)
        throw new ApiError(OUTLINE_MESSAGES.lessonOrder);
      for (const [index, lessonId] of lessonIds.entries())
        await tx
          .update(chapterClasses)
          .set({ chapterId: input.chapterId, sort: index + 1 })
          .where(eq(chapterClasses.id, lessonId));
      await recordAudit(tx, {
        staffId,
        action: 'lesson.reorder',
        entity: 'course',
        entityId: input.courseId,
        after: { chapterId: input.chapterId, lessons: lessonIds.join(',') },
      });
    } else {
      throw new ApiError(OUTLINE_MESSAGES.orderTarget);
    }
    return courseOutline(tx, input.courseId);
  });
}
