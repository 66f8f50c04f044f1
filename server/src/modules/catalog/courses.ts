import { and, asc, avg, count, desc, eq, inArray, isNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { courseCard } from '../../../../contract/api/schemas/web/course';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import {
  chapterClasses,
  chapterEvaluations,
  chapters,
  classExercises,
  collections,
  courseCategories,
  courseEnrollments,
  courses,
  gradeGroups,
  grades,
  type Stage,
  users,
  videos,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, maskName, offsetOf, type Page, toYuan } from '../../platform/text/format';
import { listedCourses, type SaleWindowed, saleStateOf } from './saleWindow';

export type CourseCard = z.output<typeof courseCard>;

export const COURSE_NOT_FOUND = '课程不存在或已下架';
export const CHAPTER_NOT_FOUND = '章节不存在';
export const CLASS_NOT_FOUND = '课时不存在';

const cardFields = {
  id: courses.id,
  code: courses.code,
  title: courses.title,
  subtitle: courses.subtitle,
  coverUrl: courses.coverUrl,
  priceCents: courses.priceCents,
  originalPriceCents: courses.originalPriceCents,
  isFree: courses.isFree,
  isHeadline: courses.isHeadline,
  teacherName: courses.teacherName,
  lessonCount: courses.lessonCount,
  studentCount: courses.studentCount,
  tags: courses.tags,
  categoryId: courses.categoryId,
  categoryName: courseCategories.name,
  gradeId: courses.gradeId,
  gradeName: grades.name,
};

type CardRow = Omit<CourseCard, 'price' | 'originalPrice'> & { priceCents: number; originalPriceCents: number };

function toCard(row: CardRow): CourseCard {
  const { priceCents, originalPriceCents, ...rest } = row;
  return {
    ...rest,
    tags: [...row.tags],
    price: toYuan(priceCents),
    originalPrice: toYuan(originalPriceCents),
  };
}

function selectCards(db: Db) {
  return db
    .select(cardFields)
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .leftJoin(grades, eq(grades.id, courses.gradeId));
}

const published = listedCourses;
/**
 * A course whose own pages can be read: published, or withdrawn (no longer listed or sold, but its buyers keep
 * watching it and its outline). Drafts are the console's alone.
 */
export const courseReadable = ne(courses.status, 'draft');

async function pageOfCards(db: Db, where: SQL | undefined, page: number, size: number): Promise<Page<CourseCard>> {
  const [rows, total] = await Promise.all([
    selectCards(db).where(where).orderBy(asc(courses.sort), asc(courses.id)).limit(size).offset(offsetOf(page, size)),
    db.$count(courses, where),
  ]);
  return { list: rows.map(toCard), total, page, size };
}

export function listCourses(
  db: Db,
  filter: {
    categoryId?: number | undefined;
    gradeId?: number | undefined;
    stage?: Stage | undefined;
    page: number;
    size: number;
  },
) {
  const where = and(
    published,
    filter.categoryId === undefined ? undefined : eq(courses.categoryId, filter.categoryId),
    filter.gradeId === undefined ? undefined : eq(courses.gradeId, filter.gradeId),
    filter.stage === undefined
      ? undefined
      : inArray(
          courses.gradeId,
          db
            .select({ id: grades.id })
            .from(grades)
            .innerJoin(gradeGroups, eq(gradeGroups.id, grades.groupId))
            .where(eq(gradeGroups.stage, filter.stage)),
        ),
  );
  return pageOfCards(db, where, filter.page, filter.size);
}

export function listHeadlineCourses(db: Db, filter: { categoryId?: number | undefined; page: number; size: number }) {
  const where = and(
    published,
    eq(courses.isHeadline, true),
    filter.categoryId === undefined ? undefined : eq(courses.categoryId, filter.categoryId),
  );
  return pageOfCards(db, where, filter.page, filter.size);
}

/**
 * The courses a tutor's profile recommends: their subject, at the grade they coach first (then the nearest
 * grades), the most learned first.
 */
export async function coursesForTutor(db: Db, categoryId: number, gradeId: number | null, limit: number): Promise<CourseCard[]> {
  const rows = await selectCards(db)
    .where(and(published, eq(courses.categoryId, categoryId)))
    .orderBy(
      gradeId === null
        ? sql`0`
        : sql`abs(coalesce(${grades.level}, 0) - coalesce((select ${grades.level} from ${grades} where ${grades.id} = ${gradeId}), 0))`,
      desc(courses.studentCount),
      asc(courses.id),
    )
    .limit(limit);
  return rows.map(toCard);
}

async function courseRow(db: Db, courseId: number) {
  const [row] = await selectCards(db)
    .where(and(courseReadable, eq(courses.id, courseId)))
    .limit(1);
  if (!row) throw new ApiError(COURSE_NOT_FOUND);
  return row;
}

export async function courseInformation(db: Db, courseId: number) {
  const row = await courseRow(db, courseId);
  const [{ descriptionHtml } = { descriptionHtml: '' }] = await db
    .select({ descriptionHtml: courses.descriptionHtml })
    .from(courses)
    .where(eq(courses.id, courseId));
  const related = await selectCards(db)
    .where(and(published, eq(courses.categoryId, row.categoryId), sql`${courses.id} <> ${courseId}`))
    .orderBy(
      // Same grade first, then the usual order.
      sql`case when ${courses.gradeId} is not distinct from ${row.gradeId} then 0 else 1 end`,
      asc(courses.sort),
      asc(courses.id),
    )
    .limit(4);
  return { course: { ...toCard(row), descriptionHtml }, related: related.map(toCard) };
}

/** In SQL, whether the user owns the course (an enrolment not revoked), for a query that asks it beside other things. */
export const enrolledSql = (userId: SQLWrapper | number, courseId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${courseEnrollments} e where e.user_id = ${userId}
    and e.course_id = ${courseId} and e.revoked_at is null)`;

/** Whether the user may watch every lesson of the course. */
export async function isEnrolled(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(
      and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId), isNull(courseEnrollments.revokedAt)),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the course can be bought now, and if not, why; with when its sale starts for one not on sale yet. */
function saleOf(course: SaleWindowed | undefined, now: Date) {
  const saleState = course ? saleStateOf(course, now) : 'withdrawn';
  return {
    onSale: saleState === 'onSale',
    saleState,
    saleStartsAt: course?.saleStartsAt ? iso(course.saleStartsAt) : null,
  };
}

export async function courseDetail(db: Db, courseId: number, userId: number | null, now: Date) {
  const row = await courseRow(db, courseId);
  const [[extra], [stats], purchased, collected] = await Promise.all([
    db
      .select({
        descriptionHtml: courses.descriptionHtml,
        teacherIntro: courses.teacherIntro,
        teacherPhotoUrl: courses.teacherPhotoUrl,
        hasMaterials: courses.hasMaterials,
        status: courses.status,
        saleStartsAt: courses.saleStartsAt,
        saleEndsAt: courses.saleEndsAt,
      })
      .from(courses)
      .where(eq(courses.id, courseId)),
    db
      .select({
        chapterCount: sql<number>`cast(count(distinct ${chapters.id}) as int)`,
        classCount: sql<number>`cast(count(${chapterClasses.id}) as int)`,
        trialClassCount: sql<number>`cast(count(${chapterClasses.id}) filter (where ${chapterClasses.isTrial}) as int)`,
        durationSec: sql<number>`cast(coalesce(sum(${chapterClasses.durationSec}), 0) as int)`,
      })
      .from(chapters)
      .leftJoin(chapterClasses, eq(chapterClasses.chapterId, chapters.id))
      .where(eq(chapters.courseId, courseId)),
    userId === null ? false : isEnrolled(db, userId, courseId),
    userId === null
      ? false
      : db
          .select({ id: collections.id })
          .from(collections)
          .where(and(eq(collections.userId, userId), eq(collections.objectType, 'course'), eq(collections.objectId, courseId)))
          .limit(1)
          .then((rows) => rows.length > 0),
  ]);
  return {
    ...toCard(row),
    descriptionHtml: extra?.descriptionHtml ?? '',
    chapterCount: Number(stats?.chapterCount ?? 0),
    classCount: Number(stats?.classCount ?? 0),
    trialClassCount: Number(stats?.trialClassCount ?? 0),
    durationSec: Number(stats?.durationSec ?? 0),
    teacherIntro: extra?.teacherIntro ?? '',
    teacherPhotoUrl: extra?.teacherPhotoUrl ?? '',
    hasMaterials: extra?.hasMaterials ?? false,
    purchased,
    collected,
    ...saleOf(extra, now),
  };
}

export async function courseChapters(db: Db, courseId: number) {
  await courseRow(db, courseId);
  const rows = await db
    .select({
      id: chapters.id,
      title: chapters.title,
      summary: chapters.summary,
      classCount: sql<number>`cast(count(${chapterClasses.id}) as int)`,
      durationSec: sql<number>`cast(coalesce(sum(${chapterClasses.durationSec}), 0) as int)`,
      hasTrial: sql<boolean>`coalesce(bool_or(${chapterClasses.isTrial}), false)`,
    })
    .from(chapters)
    .leftJoin(chapterClasses, eq(chapterClasses.chapterId, chapters.id))
    .where(eq(chapters.courseId, courseId))
    .groupBy(chapters.id)
    .orderBy(asc(chapters.sort), asc(chapters.id));
  return {
    courseId,
    list: rows.map((row) => ({
      ...row,
      classCount: Number(row.classCount),
      durationSec: Number(row.durationSec),
      hasTrial: Boolean(row.hasTrial),
    })),
  };
}

async function chapterRow(db: Db, chapterId: number) {
  const [row] = await db
    .select({
      id: chapters.id,
      title: chapters.title,
      summary: chapters.summary,
      courseId: chapters.courseId,
      courseTitle: courses.title,
    })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(chapters.id, chapterId), courseReadable))
    .limit(1);
  if (!row) throw new ApiError(CHAPTER_NOT_FOUND);
  return row;
}

const classFields = {
  id: chapterClasses.id,
  title: chapterClasses.title,
  durationSec: chapterClasses.durationSec,
  isTrial: chapterClasses.isTrial,
};

/** The lessons with the number of practice exercises after each. */
async function withExerciseCounts<Row extends { id: number }>(
  db: Db,
  lessons: Row[],
): Promise<(Row & { exerciseCount: number })[]> {
  if (lessons.length === 0) return [];
  const counts = await db
    .select({ classId: classExercises.classId, count: count() })
    .from(classExercises)
    .where(
      inArray(
        classExercises.classId,
        lessons.map((lesson) => lesson.id),
      ),
    )
    .groupBy(classExercises.classId);
  const byClass = new Map(counts.map((row) => [row.classId, Number(row.count)]));
  return lessons.map((lesson) => ({ ...lesson, exerciseCount: byClass.get(lesson.id) ?? 0 }));
}

export async function chapterVideos(db: Db, chapterId: number) {
  await chapterRow(db, chapterId);
  const list = await db
    .select({ ...classFields, videoId: chapterClasses.videoId, posterUrl: videos.posterUrl })
    .from(chapterClasses)
    .leftJoin(videos, eq(videos.id, chapterClasses.videoId))
    .where(eq(chapterClasses.chapterId, chapterId))
    .orderBy(asc(chapterClasses.sort), asc(chapterClasses.id));
  return {
    chapterId,
    list: await withExerciseCounts(
      db,
      list.map((item) => ({ ...item, posterUrl: item.posterUrl ?? '' })),
    ),
  };
}

export async function chapterClassList(db: Db, chapterId: number) {
  const chapter = await chapterRow(db, chapterId);
  const list = await db
    .select(classFields)
    .from(chapterClasses)
    .where(eq(chapterClasses.chapterId, chapterId))
    .orderBy(asc(chapterClasses.sort), asc(chapterClasses.id));
  return { chapter, list: await withExerciseCounts(db, list) };
}

export async function chapterEvaluationPage(db: Db, filter: { chapterId: number; page: number; size: number }) {
  await chapterRow(db, filter.chapterId);
  const where = eq(chapterEvaluations.chapterId, filter.chapterId);
  const [rows, [summary]] = await Promise.all([
    db
      .select({
        id: chapterEvaluations.id,
        name: users.name,
        score: chapterEvaluations.score,
        content: chapterEvaluations.content,
        createdAt: chapterEvaluations.createdAt,
      })
      .from(chapterEvaluations)
      .innerJoin(users, eq(users.id, chapterEvaluations.userId))
      .where(where)
      .orderBy(desc(chapterEvaluations.createdAt), desc(chapterEvaluations.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db
      .select({ total: count(), average: avg(chapterEvaluations.score) })
      .from(chapterEvaluations)
      .where(where),
  ]);
  const average =
    summary?.average === null || summary?.average === undefined ? null : Math.round(Number(summary.average) * 10) / 10;
  return {
    list: rows.map((row) => ({
      id: row.id,
      userName: maskName(row.name),
      score: row.score,
      content: row.content,
      createdAt: iso(row.createdAt),
    })),
    total: Number(summary?.total ?? 0),
    page: filter.page,
    size: filter.size,
    averageScore: average,
  };
}

export const PURCHASE_REQUIRED = '该课时需要购买课程后观看';

/** A lesson plays when it is a trial, the course is free, or the user is enrolled. */
