/**
 * Tutors as the operations console edits them: every tutor whether families see it or not, saved with a
 * version check and an audit entry in the same transaction.
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TutorGender, TutorVisibility } from '../../../../contract/vocabulary/tutorVisibility';
import type { Db, DbExecutor } from '../../platform/db/client';
import { courseCategories, grades, tutors } from '../../platform/db/schema';
import { newRecordCode } from '../../platform/db/ids';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, likePattern, offsetOf } from '../../platform/text/format';
import { atVersion, recordAudit } from '../console';

export const TUTOR_ADMIN_MESSAGES = {
  notFound: '学霸导师不存在',
  stale: '这位学霸导师已被他人修改，请刷新后再改',
  versionRequired: '保存已有学霸导师须带上打开时的版本号 version',
  noCategory: '学科不存在',
  noGrade: '年级不存在',
} as const;

type TutorRecord = typeof tutors.$inferSelect;

const rowFields = {
  id: tutors.id,
  code: tutors.code,
  name: tutors.name,
  gender: tutors.gender,
  photoUrl: tutors.photoUrl,
  school: tutors.school,
  major: tutors.major,
  gradeId: tutors.gradeId,
  gradeName: tutors.gradeName,
  categoryId: tutors.categoryId,
  categoryName: courseCategories.name,
  visibility: tutors.visibility,
  sort: tutors.sort,
  version: tutors.version,
  updatedAt: tutors.updatedAt,
};

export interface StaffTutorFilter {
  q: string;
  categoryId?: number | undefined;
  gradeId?: number | undefined;
  visibility?: TutorVisibility | undefined;
  page: number;
  size: number;
}

/** Every tutor in the site's order (hidden ones too), found by name, school or code. */
export async function listTutorsForStaff(db: Db, filter: StaffTutorFilter) {
  const pattern = likePattern(filter.q);
  const where = and(
    filter.q ? or(ilike(tutors.name, pattern), ilike(tutors.school, pattern), ilike(tutors.code, pattern)) : undefined,
    filter.categoryId ? eq(tutors.categoryId, filter.categoryId) : undefined,
    filter.gradeId ? eq(tutors.gradeId, filter.gradeId) : undefined,
    filter.visibility ? eq(tutors.visibility, filter.visibility) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(rowFields)
      .from(tutors)
      .leftJoin(courseCategories, eq(courseCategories.id, tutors.categoryId))
      .where(where)
      .orderBy(asc(tutors.sort), asc(tutors.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db.$count(tutors, where),
  ]);
  return {
    list: rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) })),
    total,
    page: filter.page,
    size: filter.size,
  };
}

async function tutorForm(db: DbExecutor, tutor: TutorRecord) {
  const [category] =
    tutor.categoryId === null
      ? []
      : await db.select({ name: courseCategories.name }).from(courseCategories).where(eq(courseCategories.id, tutor.categoryId));
  return {
    id: tutor.id,
    code: tutor.code,
    name: tutor.name,
    gender: tutor.gender,
    photoUrl: tutor.photoUrl,
    school: tutor.school,
    major: tutor.major,
    gradeId: tutor.gradeId,
    gradeName: tutor.gradeName,
    categoryId: tutor.categoryId,
    categoryName: category?.name ?? null,
    visibility: tutor.visibility,
    sort: tutor.sort,
    version: tutor.version,
    updatedAt: iso(tutor.updatedAt),
    achievements: [...tutor.achievements],
    intro: tutor.intro,
  };
}

/** What the audit log keeps of a tutor: the fields the console edits, the introduction by its length only. */
function tutorAuditView(tutor: TutorRecord) {
  return {
    name: tutor.name,
    gender: tutor.gender,
    photoUrl: tutor.photoUrl,
    school: tutor.school,
    major: tutor.major,
    categoryId: tutor.categoryId,
    gradeId: tutor.gradeId,
    achievements: [...tutor.achievements],
    introLength: tutor.intro.length,
    sort: tutor.sort,
    visibility: tutor.visibility,
  };
}

export async function tutorForStaff(db: Db, tutorId: number) {
  const [tutor] = await db.select().from(tutors).where(eq(tutors.id, tutorId)).limit(1);
  if (!tutor) throw new ApiError(TUTOR_ADMIN_MESSAGES.notFound);
  return tutorForm(db, tutor);
}

export interface TutorEdit {
  tutorId?: number | undefined;
  version?: number | undefined;
  name: string;
  gender: TutorGender;
  photoUrl: string;
  school: string;
  major: string;
  categoryId: number;
  gradeId: number;
  achievements: string[];
  intro: string;
  sort?: number | undefined;
}

/** The row of a tutor locked for a write made from `version`, or the reason it cannot be written. */
async function lockedAt(tx: DbExecutor, tutorId: number, version: number): Promise<TutorRecord> {
  const [tutor] = await tx.select().from(tutors).where(eq(tutors.id, tutorId)).for('update');
  return atVersion(tutor, version, TUTOR_ADMIN_MESSAGES);
}

/**
 * A new tutor (hidden until shown, at the end of the site's order unless placed) or an edit of one, from the
 * version the editor opened. The grade's name is stored beside its id, as the site's cards show it.
 */
export async function saveTutor(db: Db, edit: TutorEdit, staffId: number) {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: courseCategories.id })
      .from(courseCategories)
      .where(eq(courseCategories.id, edit.categoryId));
    if (!category) throw new ApiError(TUTOR_ADMIN_MESSAGES.noCategory);
    const [grade] = await tx.select({ name: grades.name }).from(grades).where(eq(grades.id, edit.gradeId));
    if (!grade) throw new ApiError(TUTOR_ADMIN_MESSAGES.noGrade);
    const values = {
      name: edit.name,
      gender: edit.gender,
      photoUrl: edit.photoUrl,
      school: edit.school,
      major: edit.major,
      categoryId: edit.categoryId,
      gradeId: edit.gradeId,
      gradeName: grade.name,
      achievements: edit.achievements,
      intro: edit.intro,
    };
    if (edit.tutorId === undefined) {
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${tutors.sort}), 0)` }).from(tutors);
      const [created] = await tx
        .insert(tutors)
        .values({
          ...values,
          code: newRecordCode('t'),
          visibility: 'hidden',
          sort: edit.sort ?? Number(last?.sort ?? 0) + 1,
        })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'tutor.add',
        entity: 'tutor',
        entityId: created!.id,
        after: tutorAuditView(created!),
      });
      return tutorForm(tx, created!);
    }
    if (edit.version === undefined) throw new ApiError(TUTOR_ADMIN_MESSAGES.versionRequired);
    const before = await lockedAt(tx, edit.tutorId, edit.version);
    const [after] = await tx
      .update(tutors)
      .set({ ...values, sort: edit.sort ?? before.sort, version: before.version + 1 })
      .where(eq(tutors.id, edit.tutorId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'tutor.edit',
      entity: 'tutor',
      entityId: edit.tutorId,
      before: tutorAuditView(before),
      after: tutorAuditView(after!),
    });
    return tutorForm(tx, after!);
  });
}

/** Shows a tutor on the family pages, or hides it from all of them. */
export async function setTutorVisibility(db: Db, tutorId: number, visibility: TutorVisibility, version: number, staffId: number) {
  return db.transaction(async (tx) => {
    const before = await lockedAt(tx, tutorId, version);
    const [after] = await tx
      .update(tutors)
      .set({ visibility, version: before.version + 1 })
      .where(eq(tutors.id, tutorId))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: visibility === 'visible' ? 'tutor.show' : 'tutor.hide',
      entity: 'tutor',
      entityId: tutorId,
      before: { visibility: before.visibility },
      after: { visibility: after!.visibility },
    });
    return tutorForm(tx, after!);
  });
}
