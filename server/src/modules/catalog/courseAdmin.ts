/**
 * The catalogue as the operations console edits it: every course whatever its status, saved with a version
 * check and an audit entry in the same transaction.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { COURSE_STATUS_MOVES, type CourseStatus } from '../../../../contract/vocabulary/courseStatus';
import type { SchoolStage } from '../../../../contract/vocabulary/stages';
import type { Db, DbExecutor } from '../../platform/db/client';
import { courseCategories, courseEnrollments, courses, gradeGroups, grades } from '../../platform/db/schema';
import { newRecordCode } from '../../platform/db/ids';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, offsetOf, toYuan } from '../../platform/text/format';
import { atVersion, recordAudit } from '../console';

export const COURSE_ADMIN_MESSAGES = {
  notFound: '课程不存在',
  stale: '这门课程已被他人修改，请刷新后再改',
  versionRequired: '保存已有课程须带上打开时的版本号 version',
  noCategory: '学科不存在',
  noGrade: '年级不存在',
  listAbovePrice: '划线价应不低于售价',
  move: (from: CourseStatus, to: CourseStatus) => `课程不能从「${STATUS_NAMES[from]}」改为「${STATUS_NAMES[to]}」`,
  hasBuyers: '已有学员购买的课程不能退回草稿，可以下架',
  saleWindow: '停售时间应晚于开售时间',
} as const;

/**
 * Swaps two courses' places on the shelf (the order of the home page, the course lists and the search). Two
 * courses at one place (their ids break the tie) are split: the later one takes the place, the earlier
 * moves one behind it, and the courses after them move back one.
 */
export async function swapOnShelf(db: Db, courseId: number, otherId: number, staffId: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: courses.id, sort: courses.sort })
      .from(courses)
      .where(inArray(courses.id, [courseId, otherId]))
      .orderBy(asc(courses.sort), asc(courses.id))
      .for('update');
    const [first, second] = rows;
    if (!first || !second) throw new ApiError(COURSE_ADMIN_MESSAGES.notFound);
    if (first.sort !== second.sort) {
      await tx.update(courses).set({ sort: second.sort }).where(eq(courses.id, first.id));
      await tx.update(courses).set({ sort: first.sort }).where(eq(courses.id, second.id));
    } else {
      await tx
        .update(courses)
        .set({ sort: sql`${courses.sort} + 1` })
        .where(sql`${courses.sort} > ${first.sort}`);
      await tx
        .update(courses)
        .set({ sort: first.sort + 1 })
        .where(eq(courses.id, first.id));
    }
    const after = await tx
      .select({ id: courses.id, sort: courses.sort })
      .from(courses)
      .where(inArray(courses.id, [courseId, otherId]))
      .orderBy(asc(courses.sort), asc(courses.id));
    await recordAudit(tx, {
      staffId,
      action: 'course.shelf',
      entity: 'course',
      entityId: courseId,
      before: { shelf: rows.map((row) => row.id) },
      after: { shelf: after.map((row) => row.id) },
    });
    return { shelf: after };
  });
}

const STATUS_NAMES: Record<CourseStatus, string> = { draft: '草稿', published: '已发布', withdrawn: '已下架' };

export type CourseSort = 'updated' | 'title' | 'price' | 'students' | 'shelf';

const ORDER: Record<CourseSort, SQL[]> = {
  updated: [desc(courses.updatedAt), desc(courses.id)],
  title: [asc(courses.title), asc(courses.id)],
  price: [desc(courses.priceCents), asc(courses.id)],
  students: [desc(courses.studentCount), asc(courses.id)],
  shelf: [asc(courses.sort), asc(courses.id)],
};

export interface StaffCourseFilter {
  q: string;
  stage?: SchoolStage | undefined;
  gradeId?: number | undefined;
  categoryId?: number | undefined;
  status?: CourseStatus | undefined;
  sort: CourseSort;
  page: number;
  size: number;
}

/** `%` and `_` typed in a search are characters, not wildcards. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCoursesForStaff(db: Db, filter: StaffCourseFilter) {
  const where = and(
    filter.q ? or(ilike(courses.title, likeText(filter.q)), ilike(courses.code, likeText(filter.q))) : undefined,
    filter.status ? eq(courses.status, filter.status) : undefined,
    filter.categoryId ? eq(courses.categoryId, filter.categoryId) : undefined,
    filter.gradeId ? eq(courses.gradeId, filter.gradeId) : undefined,
    filter.stage
      ? inArray(
          courses.gradeId,
          db
            .select({ id: grades.id })
            .from(grades)
            .innerJoin(gradeGroups, eq(gradeGroups.id, grades.groupId))
            .where(eq(gradeGroups.stage, filter.stage)),
        )
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: courses.id,
        code: courses.code,
        title: courses.title,
        coverUrl: courses.coverUrl,
        categoryName: courseCategories.name,
        gradeName: grades.name,
        teacherName: courses.teacherName,
        priceCents: courses.priceCents,
        originalPriceCents: courses.originalPriceCents,
        isFree: courses.isFree,
        isHeadline: courses.isHeadline,
        status: courses.status,
        studentCount: courses.studentCount,
        lessonCount: courses.lessonCount,
        version: courses.version,
        updatedAt: courses.updatedAt,
      })
      .from(courses)
      .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
      .leftJoin(grades, eq(grades.id, courses.gradeId))
      .where(where)
      .orderBy(...ORDER[filter.sort])
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db.$count(courses, where),
  ]);
  return {
    list: rows.map(({ priceCents, originalPriceCents, updatedAt, ...row }) => ({
      ...row,
      price: toYuan(priceCents),
      originalPrice: toYuan(originalPriceCents),
      updatedAt: iso(updatedAt),
    })),
    total,
    page: filter.page,
    size: filter.size,
  };
}

export async function courseOptions(db: Db) {
  const [categories, gradeRows] = await Promise.all([
    db
      .select({ id: courseCategories.id, name: courseCategories.name })
      .from(courseCategories)
      .orderBy(asc(courseCategories.sort), asc(courseCategories.id)),
    db
      .select({ id: grades.id, name: grades.name, stage: gradeGroups.stage })
      .from(grades)
      .innerJoin(gradeGroups, eq(gradeGroups.id, grades.groupId))
      .orderBy(asc(gradeGroups.sort), asc(gradeGroups.id), asc(grades.sort), asc(grades.level)),
  ]);
  return { categories, grades: gradeRows };
}

async function buyerCount(db: DbExecutor, courseId: number): Promise<number> {
  return db.$count(courseEnrollments, and(eq(courseEnrollments.courseId, courseId), isNull(courseEnrollments.revokedAt)));
}

type CourseRecord = typeof courses.$inferSelect;

function courseForm(course: CourseRecord, buyers: number) {
  return {
    id: course.id,
    code: course.code,
    title: course.title,
    subtitle: course.subtitle,
    categoryId: course.categoryId,
    gradeId: course.gradeId,
    teacherName: course.teacherName,
    teacherIntro: course.teacherIntro,
    price: toYuan(course.priceCents),
    originalPrice: toYuan(course.originalPriceCents),
    isFree: course.isFree,
    isHeadline: course.isHeadline,
    hasMaterials: course.hasMaterials,
    coverUrl: course.coverUrl,
    saleStartsAt: course.saleStartsAt ? iso(course.saleStartsAt) : null,
    saleEndsAt: course.saleEndsAt ? iso(course.saleEndsAt) : null,
    status: course.status,
    version: course.version,
    updatedAt: iso(course.updatedAt),
    buyerCount: buyers,
  };
}

/** What the audit log keeps of a course: the fields the console edits. */
function courseAuditView(course: CourseRecord) {
  return {
    title: course.title,
    subtitle: course.subtitle,
    categoryId: course.categoryId,
    gradeId: course.gradeId,
    teacherName: course.teacherName,
    price: toYuan(course.priceCents),
    originalPrice: toYuan(course.originalPriceCents),
    isFree: course.isFree,
    isHeadline: course.isHeadline,
    hasMaterials: course.hasMaterials,
    coverUrl: course.coverUrl,
    saleStartsAt: course.saleStartsAt ? iso(course.saleStartsAt) : null,
    saleEndsAt: course.saleEndsAt ? iso(course.saleEndsAt) : null,
    status: course.status,
  };
}

export async function courseForStaff(db: Db, courseId: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw new ApiError(COURSE_ADMIN_MESSAGES.notFound);
  return courseForm(course, await buyerCount(db, courseId));
}

export interface CourseEdit {
  courseId?: number | undefined;
  version?: number | undefined;
  title: string;
  subtitle: string;
  categoryId: number;
  gradeId?: number | undefined;
  teacherName: string;
  teacherIntro: string;
  /** Cents. */
  price: number;
  originalPrice: number;
  isFree: boolean;
  isHeadline: boolean;
  hasMaterials: boolean;
  coverUrl: string;
  /** The sale window; null (or absent) for an open end. */
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
}

async function assertReferences(tx: DbExecutor, edit: CourseEdit): Promise<void> {
  const [category] = await tx
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(eq(courseCategories.id, edit.categoryId));
  if (!category) throw new ApiError(COURSE_ADMIN_MESSAGES.noCategory);
  if (edit.gradeId) {
    const [grade] = await tx.select({ id: grades.id }).from(grades).where(eq(grades.id, edit.gradeId));
    if (!grade) throw new ApiError(COURSE_ADMIN_MESSAGES.noGrade);
  }
}

/** The row of a course locked for a write made from `version`, or the reason it cannot be written. */
async function lockedAt(tx: DbExecutor, courseId: number, version: number): Promise<CourseRecord> {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
  return atVersion(course, version, COURSE_ADMIN_MESSAGES);
}

/** A new course (a draft with a code of its own) or an edit of one, from the version the editor opened. */
export async function saveCourse(db: Db, edit: CourseEdit, staffId: number) {
  // A free course costs nothing whatever was typed; a list price below the price would read as a rise.
  const price = edit.isFree ? 0 : edit.price;
  if (edit.originalPrice > 0 && edit.originalPrice < price) throw new ApiError(COURSE_ADMIN_MESSAGES.listAbovePrice);
  const saleStartsAt = edit.saleStartsAt ?? null;
  const saleEndsAt = edit.saleEndsAt ?? null;
  if (saleStartsAt && saleEndsAt && saleEndsAt <= saleStartsAt) throw new ApiError(COURSE_ADMIN_MESSAGES.saleWindow);
  const values = {
    saleStartsAt,
    saleEndsAt,
    title: edit.title,
    subtitle: edit.subtitle,
    categoryId: edit.categoryId,
    gradeId: edit.gradeId ?? null,
    teacherName: edit.teacherName,
    teacherIntro: edit.teacherIntro,
    priceCents: price,
    originalPriceCents: edit.originalPrice,
    isFree: edit.isFree,
    isHeadline: edit.isHeadline,
    hasMaterials: edit.hasMaterials,
    coverUrl: edit.coverUrl,
  };
  return db.transaction(async (tx) => {
    await assertReferences(tx, edit);
    if (edit.courseId === undefined) {
      // A new course joins the end of the shelf; it does not push the placed courses down when published.
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${courses.sort}), 0)` }).from(courses);
      const [created] = await tx
        .insert(courses)
        .values({
          ...values,
          code: newRecordCode('c'),
          sort: Number(last?.sort ?? 0) + 1,
          status: 'draft',
          isPublished: false,
        })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'course.add',
        entity: 'course',
        entityId: created!.id,
        after: courseAuditView(created!),
      });
      return courseForm(created!, 0);
    }
    if (edit.version === undefined) throw new ApiError(COURSE_ADMIN_MESSAGES.versionRequired);
    const before = await lockedAt(tx, edit.courseId, edit.version);
    const [after] = await tx
      .update(courses)
      .set({ ...values, version: before.version + 1 })
      .where(eq(courses.id, edit.courseId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'course.edit',
      entity: 'course',
      entityId: edit.courseId,
      before: courseAuditView(before),
      after: courseAuditView(after!),
    });
    return courseForm(after!, await buyerCount(tx, edit.courseId));
  });
}

/** Publishes, withdraws or returns a course to draft along the allowed moves. */
export async function setCourseStatus(db: Db, courseId: number, status: CourseStatus, version: number, staffId: number) {
  return db.transaction(async (tx) => {
    const before = await lockedAt(tx, courseId, version);
    if (!COURSE_STATUS_MOVES[before.status].includes(status))
      throw new ApiError(COURSE_ADMIN_MESSAGES.move(before.status, status));
    const buyers = await buyerCount(tx, courseId);
    if (status === 'draft' && buyers > 0) throw new ApiError(COURSE_ADMIN_MESSAGES.hasBuyers);
    const [after] = await tx
      .update(courses)
      .set({ status, isPublished: status === 'published', version: sql`${courses.version} + 1` })
      .where(eq(courses.id, courseId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: `course.${status === 'published' ? 'publish' : status === 'withdrawn' ? 'withdraw' : 'draft'}`,
      entity: 'course',
      entityId: courseId,
      before: { status: before.status },
      after: { status: after!.status },
    });
    return courseForm(after!, buyers);
  });
}
