/**
 * The grades and subjects as the console keeps them. Subjects are added, edited, ordered and deleted (only
 * while nothing uses them); the twelve grades keep their levels (the yearly upgrade moves a student to
 * level + 1), so grades and their stage groups are only renamed and grades reordered within their group.
 * Every write is checked against the version the editor opened and audited in the same transaction.
 */
import { and, asc, count, eq, max, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SchoolStage } from '../../../../contract/vocabulary/stages';
import type { Db, DbExecutor } from '../../platform/db/client';
import {
  courseCategories,
  courses,
  exercises,
  gradeGroups,
  grades,
  studentPraise,
  testPapers,
  tutors,
  users,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { atVersion, recordAudit } from '../console';

export const TAXONOMY_MESSAGES = {
  subjectNotFound: '学科不存在',
  subjectStale: '这个学科已被他人修改，请刷新后再改',
  versionRequired: '修改已有学科须带上打开时的版本号 version',
  codeTaken: '参数 code：已有学科使用这个代码',
  codeFixed: '参数 code：学科代码创建后不能修改',
  subjectNameTaken: '参数 name：已有学科使用这个名称',
  gradeNotFound: '年级不存在',
  gradeStale: '这个年级已被他人修改，请刷新后再改',
  gradeNameTaken: '参数 name：已有年级使用这个名称',
  groupNotFound: '学段不存在',
  groupStale: '这个学段已被他人修改，请刷新后再改',
  groupNameTaken: '参数 name：已有学段使用这个名称',
  gradeOrderStale: '这个学段的年级已被他人修改，请刷新后再调整顺序',
  subjectOrderStale: '学科列表已被他人修改，请刷新后再调整顺序',
} as const;

/** Why a subject cannot be deleted: what still uses it, in words. */
export function subjectInUse(name: string, uses: SubjectUses): string {
  const parts = [
    uses.courseCount ? `${uses.courseCount} 门课程` : '',
    uses.tutorCount ? `${uses.tutorCount} 位学霸导师` : '',
    uses.questionCount ? `${uses.questionCount} 道题目` : '',
    uses.paperCount ? `${uses.paperCount} 份试卷` : '',
  ].filter(Boolean);
  return `学科「${name}」仍被 ${parts.join('、')}使用，不能删除`;
}

interface SubjectUses {
  courseCount: number;
  tutorCount: number;
  questionCount: number;
  paperCount: number;
}

type SubjectRecord = typeof courseCategories.$inferSelect;

/** How many records of a table use each subject. */
async function usesBy(db: DbExecutor, table: PgTable, column: PgColumn): Promise<Map<number, number>> {
  const rows = (await db.select({ id: column, uses: count() }).from(table).groupBy(column)) as {
    id: number | null;
    uses: number;
  }[];
  return new Map(rows.filter((row) => row.id !== null).map((row) => [row.id!, Number(row.uses)]));
}

/** The subjects in the site's order with what uses them, and the grades under their stage groups. */
export async function taxonomyForStaff(db: DbExecutor) {
  const [subjectRows, groupRows, gradeRows, courseUses, tutorUses, questionUses, paperUses] = await Promise.all([
    db.select().from(courseCategories).orderBy(asc(courseCategories.sort), asc(courseCategories.id)),
    db.select().from(gradeGroups).orderBy(asc(gradeGroups.sort), asc(gradeGroups.id)),
    db.select().from(grades).orderBy(asc(grades.sort), asc(grades.level)),
    usesBy(db, courses, courses.categoryId),
    usesBy(db, tutors, tutors.categoryId),
    usesBy(db, exercises, exercises.categoryId),
    usesBy(db, testPapers, testPapers.categoryId),
  ]);
  return {
    subjects: subjectRows.map((subject) => ({
      id: subject.id,
      code: subject.code,
      name: subject.name,
      stages: [...subject.stages],
      colorStart: subject.colorStart,
      colorEnd: subject.colorEnd,
      sort: subject.sort,
      version: subject.version,
      updatedAt: iso(subject.updatedAt),
      courseCount: courseUses.get(subject.id) ?? 0,
      tutorCount: tutorUses.get(subject.id) ?? 0,
      questionCount: questionUses.get(subject.id) ?? 0,
      paperCount: paperUses.get(subject.id) ?? 0,
    })),
    groups: groupRows.map((group) => ({
      id: group.id,
      name: group.name,
      stage: group.stage,
      version: group.version,
      grades: gradeRows
        .filter((grade) => grade.groupId === group.id)
        .map((grade) => ({ id: grade.id, name: grade.name, level: grade.level, sort: grade.sort, version: grade.version })),
    })),
  };
}

function subjectAuditView(subject: SubjectRecord) {
  return {
    code: subject.code,
    name: subject.name,
    stages: [...subject.stages],
    colorStart: subject.colorStart,
    colorEnd: subject.colorEnd,
  };
}

const subjectMessages = { notFound: TAXONOMY_MESSAGES.subjectNotFound, stale: TAXONOMY_MESSAGES.subjectStale };

/** Refuses a name (or code) another record of the table already has. */
async function refuseTaken(
  tx: DbExecutor,
  table: PgTable,
  idColumn: PgColumn,
  taken: SQL,
  ownId: number | undefined,
  message: string,
) {
  const [other] = await tx
    .select({ id: idColumn })
    .from(table)
    .where(and(taken, ownId === undefined ? undefined : ne(idColumn, ownId)))
    .limit(1);
  if (other) throw new ApiError(message);
}

/** The sort value that puts a new subject after every other. */
async function nextSubjectSort(tx: DbExecutor): Promise<number> {
  const [last] = await tx.select({ sort: max(courseCategories.sort) }).from(courseCategories);
  return (last?.sort ?? 0) + 1;
}

/**
 * Gives rows (locked, in their current order) the new order `ids`, which must name every one of them once, so
 * two people reordering at once cannot lose a row between them. The rows keep the places they hold in the
 * whole order (a stage's grades stay between the other stages'); their versions stay, as their fields do.
 * Answers the order before.
 */
async function placeInOrder(
  rows: readonly { id: number; sort: number }[],
  ids: readonly number[],
  stale: string,
  place: (id: number, sort: number) => Promise<unknown>,
): Promise<number[]> {
  const before = rows.map((row) => row.id);
  const same = ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
  if (!same) throw new ApiError(stale);
  const sorts = rows.map((row) => row.sort);
  // Places held twice (records added by hand) are spread out from the first.
  const places = sorts.every((sort, index) => index === 0 || sort > sorts[index - 1]!)
    ? sorts
    : sorts.map((_, index) => sorts[0]! + index);
  for (const [index, id] of ids.entries()) {
    const row = rows.find((candidate) => candidate.id === id)!;
    if (row.sort !== places[index]) await place(id, places[index]!);
  }
  return before;
}

export interface SubjectWrite {
  subjectId?: number | undefined;
  version?: number | undefined;
  code: string;
  name: string;
  stages: SchoolStage[];
  colorStart: string;
  colorEnd: string;
}

/** A new subject at the end of the site's order, or an edit of one from the version the editor opened. */
export async function saveSubject(db: Db, edit: SubjectWrite, staffId: number) {
  return db.transaction(async (tx) => {
    const values = { name: edit.name, stages: edit.stages, colorStart: edit.colorStart, colorEnd: edit.colorEnd };
    await refuseTaken(
      tx,
      courseCategories,
      courseCategories.id,
      eq(courseCategories.name, edit.name),
      edit.subjectId,
      TAXONOMY_MESSAGES.subjectNameTaken,
    );
    if (edit.subjectId === undefined) {
      await refuseTaken(
        tx,
        courseCategories,
        courseCategories.id,
        eq(courseCategories.code, edit.code),
        undefined,
        TAXONOMY_MESSAGES.codeTaken,
      );
      const [created] = await tx
        .insert(courseCategories)
        .values({ ...values, code: edit.code, sort: await nextSubjectSort(tx) })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'subject.add',
        entity: 'subject',
        entityId: created!.id,
        after: subjectAuditView(created!),
      });
      return taxonomyForStaff(tx);
    }
    if (edit.version === undefined) throw new ApiError(TAXONOMY_MESSAGES.versionRequired);
    const before = atVersion(
      (await tx.select().from(courseCategories).where(eq(courseCategories.id, edit.subjectId)).for('update'))[0],
      edit.version,
      subjectMessages,
    );
    if (before.code !== edit.code) throw new ApiError(TAXONOMY_MESSAGES.codeFixed);
    const [after] = await tx
      .update(courseCategories)
      .set({ ...values, version: before.version + 1 })
      .where(eq(courseCategories.id, edit.subjectId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'subject.edit',
      entity: 'subject',
      entityId: edit.subjectId,
      before: subjectAuditView(before),
      after: subjectAuditView(after!),
    });
    return taxonomyForStaff(tx);
  });
}

export async function reorderSubjects(db: Db, subjectIds: readonly number[], staffId: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: courseCategories.id, sort: courseCategories.sort })
      .from(courseCategories)
      .orderBy(asc(courseCategories.sort), asc(courseCategories.id))
      .for('update');
    const before = await placeInOrder(rows, subjectIds, TAXONOMY_MESSAGES.subjectOrderStale, (id, sort) =>
      tx.update(courseCategories).set({ sort }).where(eq(courseCategories.id, id)),
    );
    await recordAudit(tx, {
      staffId,
      action: 'subject.reorder',
      entity: 'subject',
      entityId: 'order',
      before: { order: before },
      after: { order: [...subjectIds] },
    });
    return taxonomyForStaff(tx);
  });
}

/** Deletes a subject nothing uses; one still used is refused with what uses it. */
export async function deleteSubject(db: Db, subjectId: number, version: number, staffId: number) {
  return db.transaction(async (tx) => {
    const subject = atVersion(
      (await tx.select().from(courseCategories).where(eq(courseCategories.id, subjectId)).for('update'))[0],
      version,
      subjectMessages,
    );
    const [courseCount, tutorCount, questionCount, paperCount] = await Promise.all([
      tx.$count(courses, eq(courses.categoryId, subjectId)),
      tx.$count(tutors, eq(tutors.categoryId, subjectId)),
      tx.$count(exercises, eq(exercises.categoryId, subjectId)),
      tx.$count(testPapers, eq(testPapers.categoryId, subjectId)),
    ]);
    const uses = { courseCount, tutorCount, questionCount, paperCount };
    if (Object.values(uses).some((used) => used > 0)) throw new ApiError(subjectInUse(subject.name, uses));
    await tx.delete(courseCategories).where(eq(courseCategories.id, subjectId));
    await recordAudit(tx, {
      staffId,
      action: 'subject.delete',
      entity: 'subject',
      entityId: subjectId,
      before: subjectAuditView(subject),
    });
    return taxonomyForStaff(tx);
  });
}

/**
 * Renames a grade (its level stays). The tutors, praise and family profiles that show the grade's name beside
 * its id show the new one.
 */
export async function renameGrade(db: Db, edit: { gradeId: number; version: number; name: string }, staffId: number) {
  return db.transaction(async (tx) => {
    const before = atVersion((await tx.select().from(grades).where(eq(grades.id, edit.gradeId)).for('update'))[0], edit.version, {
      notFound: TAXONOMY_MESSAGES.gradeNotFound,
      stale: TAXONOMY_MESSAGES.gradeStale,
    });
    await refuseTaken(tx, grades, grades.id, eq(grades.name, edit.name), edit.gradeId, TAXONOMY_MESSAGES.gradeNameTaken);
    await tx
      .update(grades)
      .set({ name: edit.name, version: before.version + 1 })
      .where(eq(grades.id, edit.gradeId));
    await Promise.all([
      tx.update(tutors).set({ gradeName: edit.name }).where(eq(tutors.gradeId, edit.gradeId)),
      tx.update(studentPraise).set({ gradeName: edit.name }).where(eq(studentPraise.gradeId, edit.gradeId)),
      tx.update(users).set({ gradeName: edit.name }).where(eq(users.gradeId, edit.gradeId)),
    ]);
    await recordAudit(tx, {
      staffId,
      action: 'grade.rename',
      entity: 'grade',
      entityId: edit.gradeId,
      before: { name: before.name, level: before.level },
      after: { name: edit.name, level: before.level },
    });
    return taxonomyForStaff(tx);
  });
}

export async function renameGradeGroup(db: Db, edit: { groupId: number; version: number; name: string }, staffId: number) {
  return db.transaction(async (tx) => {
    const before = atVersion(
      (await tx.select().from(gradeGroups).where(eq(gradeGroups.id, edit.groupId)).for('update'))[0],
      edit.version,
      { notFound: TAXONOMY_MESSAGES.groupNotFound, stale: TAXONOMY_MESSAGES.groupStale },
    );
    await refuseTaken(
      tx,
      gradeGroups,
      gradeGroups.id,
      eq(gradeGroups.name, edit.name),
      edit.groupId,
      TAXONOMY_MESSAGES.groupNameTaken,
    );
    await tx
      .update(gradeGroups)
      .set({ name: edit.name, version: before.version + 1 })
      .where(eq(gradeGroups.id, edit.groupId));
    await recordAudit(tx, {
      staffId,
      action: 'gradeGroup.rename',
      entity: 'gradeGroup',
      entityId: edit.groupId,
      before: { name: before.name },
      after: { name: edit.name },
    });
    return taxonomyForStaff(tx);
  });
}

/**
 * Puts the grades of one stage group in a new order, naming every grade of the group once. The group keeps
 * its places in the whole order, so the groups never interleave.
 */
export async function reorderGrades(db: Db, groupId: number, gradeIds: readonly number[], staffId: number) {
  return db.transaction(async (tx) => {
    const [group] = await tx.select({ id: gradeGroups.id }).from(gradeGroups).where(eq(gradeGroups.id, groupId));
    if (!group) throw new ApiError(TAXONOMY_MESSAGES.groupNotFound);
    const rows = await tx
      .select({ id: grades.id, sort: grades.sort })
      .from(grades)
      .where(eq(grades.groupId, groupId))
      .orderBy(asc(grades.sort), asc(grades.level))
      .for('update');
    const before = await placeInOrder(rows, gradeIds, TAXONOMY_MESSAGES.gradeOrderStale, (id, sort) =>
      tx.update(grades).set({ sort }).where(eq(grades.id, id)),
    );
    await recordAudit(tx, {
      staffId,
      action: 'gradeGroup.reorder',
      entity: 'gradeGroup',
      entityId: groupId,
      before: { order: before },
      after: { order: [...gradeIds] },
    });
    return taxonomyForStaff(tx);
  });
}
