import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { courseCategories, tutors } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { coursesForTutor } from './courses';
import { offsetOf } from '../../platform/text/format';

const cardFields = {
  id: tutors.id,
  code: tutors.code,
  name: tutors.name,
  gender: tutors.gender,
  photoUrl: tutors.photoUrl,
  school: tutors.school,
  major: tutors.major,
  gradeName: tutors.gradeName,
  gradeId: tutors.gradeId,
  categoryId: tutors.categoryId,
  categoryName: courseCategories.name,
  achievements: tutors.achievements,
};

/** The tutors families see: a hidden tutor is on no family page. */
export const tutorIsShown = () => eq(tutors.visibility, 'visible');

function selectTutors(db: Db, fields: typeof cardFields & { intro?: typeof tutors.intro } = cardFields) {
  return db.select(fields).from(tutors).leftJoin(courseCategories, eq(courseCategories.id, tutors.categoryId));
}

export async function listTutors(
  db: Db,
  filter: { categoryId?: number | undefined; gradeId?: number | undefined; page: number; size: number },
) {
  const where: SQL | undefined = and(
    tutorIsShown(),
    filter.categoryId === undefined ? undefined : eq(tutors.categoryId, filter.categoryId),
    filter.gradeId === undefined ? undefined : eq(tutors.gradeId, filter.gradeId),
  );
  const [rows, total] = await Promise.all([
    selectTutors(db)
      .where(where)
      .orderBy(asc(tutors.sort), asc(tutors.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db.$count(tutors, where),
  ]);
  return {
    list: rows.map((row) => ({ ...row, achievements: [...row.achievements] })),
    total,
    page: filter.page,
    size: filter.size,
  };
}

/** How many courses a tutor's profile lists. */
const TUTOR_COURSE_COUNT = 4;

export async function tutorDetail(db: Db, id: number) {
  const [row] = await db
    .select({ ...cardFields, intro: tutors.intro })
    .from(tutors)
    .leftJoin(courseCategories, eq(courseCategories.id, tutors.categoryId))
    .where(and(eq(tutors.id, id), tutorIsShown()))
    .limit(1);
  if (!row) throw new ApiError('学霸信息不存在');
  const courses = row.categoryId === null ? [] : await coursesForTutor(db, row.categoryId, row.gradeId, TUTOR_COURSE_COUNT);
  return { ...row, achievements: [...row.achievements], courses };
}
