/**
 * The question bank as the operations console edits it, and the exercises each lesson gives. A question is
 * saved with a version check and an audit entry in the same transaction; once students have answered it, its
 * kind and right answers stay as they were graded.
 */
import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { QuestionKind } from '../../../../contract/api/schemas/evaluation/fields';
import type { Db, DbExecutor } from '../../platform/db/client';
import {
  chapterClasses,
  classExercises,
  courseCategories,
  evaluationAnswers,
  evaluationSittings,
  exerciseRecords,
  exercises,
  grades,
  OPTION_KEYS,
  testPaperExercises,
  type Exercise,
  type OptionKey,
} from '../../platform/db/schema';
import { newRecordCode } from '../../platform/db/ids';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, likePattern, offsetOf } from '../../platform/text/format';
import { recordAudit } from '../console';

export const EXERCISE_ADMIN_MESSAGES = {
  notFound: '题目不存在',
  stale: '这道题已被他人修改，请刷新后再改',
  versionRequired: '保存已有题目须带上打开时的版本号 version',
  noCategory: '学科不存在',
  noGrade: '年级不存在',
  answered: '已有学生作答过这道题，不能再改题型或正确答案（会改变已有的评分）；可以修改题干、选项文字、解析等文字',
  lessonNotFound: '课时不存在',
  alreadyInLesson: '这道题已在本课时的练习中',
  notInLesson: '这道题不在本课时的练习中',
  order: '练习顺序应恰好列出本课时的全部练习题',
} as const;

/** Students have answered the question: in practice, in a submitted test, or in a test still being sat. */
const answeredSql = (exerciseId: SQL | number) =>
  sql`(exists (select 1 from ${exerciseRecords} where ${exerciseRecords.exerciseId} = ${exerciseId})
    or exists (select 1 from ${evaluationAnswers} where ${evaluationAnswers.exerciseId} = ${exerciseId})
    or exists (select 1 from ${evaluationSittings} where ${evaluationSittings.answers} ? cast(${exerciseId} as text)))`;

const rowFields = {
  id: exercises.id,
  code: exercises.code,
  kind: exercises.kind,
  question: exercises.question,
  knowledgePoint: exercises.knowledgePoint,
  difficulty: exercises.difficulty,
  categoryId: exercises.categoryId,
  categoryName: sql<string>`coalesce(${courseCategories.name}, '')`,
  gradeId: exercises.gradeId,
  gradeName: grades.name,
  lessonCount: sql<number>`(select cast(count(*) as int) from ${classExercises} where ${classExercises.exerciseId} = ${exercises.id})`,
  answered: sql<boolean>`${answeredSql(sql`${exercises.id}`)}`,
  version: exercises.version,
  updatedAt: exercises.updatedAt,
};

type RowOf = { updatedAt: Date; lessonCount: number; answered: boolean };
const rowOut = <Row extends RowOf>(row: Row) => ({
  ...row,
  lessonCount: Number(row.lessonCount),
  answered: Boolean(row.answered),
  updatedAt: iso(row.updatedAt),
});

export interface StaffExerciseFilter {
  q: string;
  categoryId?: number | undefined;
  gradeId?: number | undefined;
  kind?: QuestionKind | undefined;
  difficulty?: number | undefined;
  excludeLessonId?: number | undefined;
  excludePaperId?: number | undefined;
  page: number;
  size: number;
}

/** The bank, newest first, found by question text, code or knowledge point. */
export async function listExercisesForStaff(db: Db, filter: StaffExerciseFilter) {
  const pattern = likePattern(filter.q);
  const where = and(
    filter.q
      ? or(ilike(exercises.question, pattern), ilike(exercises.code, pattern), ilike(exercises.knowledgePoint, pattern))
      : undefined,
    filter.categoryId ? eq(exercises.categoryId, filter.categoryId) : undefined,
    filter.gradeId ? eq(exercises.gradeId, filter.gradeId) : undefined,
    filter.kind ? eq(exercises.kind, filter.kind) : undefined,
    filter.difficulty ? eq(exercises.difficulty, filter.difficulty) : undefined,
    filter.excludeLessonId
      ? sql`not exists (select 1 from ${classExercises} where ${classExercises.exerciseId} = ${exercises.id} and ${classExercises.classId} = ${filter.excludeLessonId})`
      : undefined,
    filter.excludePaperId
      ? sql`not exists (select 1 from ${testPaperExercises} where ${testPaperExercises.exerciseId} = ${exercises.id} and ${testPaperExercises.testPaperId} = ${filter.excludePaperId})`
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(rowFields)
      .from(exercises)
      .leftJoin(courseCategories, eq(courseCategories.id, exercises.categoryId))
      .leftJoin(grades, eq(grades.id, exercises.gradeId))
      .where(where)
      .orderBy(desc(exercises.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db.$count(exercises, where),
  ]);
  return { list: rows.map(rowOut), total, page: filter.page, size: filter.size };
}

async function exerciseForm(db: DbExecutor, exerciseId: number) {
  const [row] = await db
    .select({
      ...rowFields,
      options: exercises.options,
      answer: exercises.answer,
      answerKeys: exercises.answerKeys,
      blanks: exercises.blanks,
      analysis: exercises.analysis,
    })
    .from(exercises)
    .leftJoin(courseCategories, eq(courseCategories.id, exercises.categoryId))
    .leftJoin(grades, eq(grades.id, exercises.gradeId))
    .where(eq(exercises.id, exerciseId));
  if (!row) throw new ApiError(EXERCISE_ADMIN_MESSAGES.notFound);
  return rowOut(row);
}

export function exerciseForStaff(db: Db, exerciseId: number) {
  return exerciseForm(db, exerciseId);
}

export interface ExerciseEdit {
  exerciseId?: number | undefined;
  version?: number | undefined;
  kind: QuestionKind;
  question: string;
  options: string[];
  answer: OptionKey[];
  blanks: string[][];
  analysis: string;
  knowledgePoint: string;
  difficulty: number;
  categoryId: number;
  gradeId?: number | undefined;
}

/** What grading reads of a question: its kind and right answers. */
function gradedBy(exercise: Pick<Exercise, 'kind' | 'answer' | 'answerKeys' | 'blanks'>) {
  return JSON.stringify([
    exercise.kind,
    exercise.answer,
    [...exercise.answerKeys].sort(),
    exercise.blanks.map((blank) => blank.accepted),
  ]);
}

/** What the audit log keeps of a question: the fields the console edits, long texts by their length only. */
function exerciseAuditView(exercise: Exercise) {
  return {
    kind: exercise.kind,
    question: exercise.question.slice(0, 80),
    options: exercise.options.map((option) => option.text),
    answer: exercise.answer,
    answerKeys: exercise.answerKeys,
    blanks: exercise.blanks.map((blank) => blank.accepted),
    analysisLength: exercise.analysis.length,
    knowledgePoint: exercise.knowledgePoint,
    difficulty: exercise.difficulty,
    categoryId: exercise.categoryId,
    gradeId: exercise.gradeId,
  };
}

/**
 * A new question or an edit of one, from the version the editor opened. The stored shape follows the kind, as
 * grading reads it: a single choice's one key in `answer`, a multiple choice's keys in `answerKeys`, a fill-in's
 * accepted answers per blank in `blanks`.
 */
export async function saveExercise(db: Db, edit: ExerciseEdit, staffId: number) {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: courseCategories.id })
      .from(courseCategories)
      .where(eq(courseCategories.id, edit.categoryId));
    if (!category) throw new ApiError(EXERCISE_ADMIN_MESSAGES.noCategory);
    if (edit.gradeId !== undefined) {
      const [grade] = await tx.select({ id: grades.id }).from(grades).where(eq(grades.id, edit.gradeId));
      if (!grade) throw new ApiError(EXERCISE_ADMIN_MESSAGES.noGrade);
    }
    const choiceKind = edit.kind !== 'fill';
    const values = {
      kind: edit.kind,
      question: edit.question,
      options: choiceKind ? OPTION_KEYS.map((key, index) => ({ key, text: edit.options[index] ?? '' })) : [],
      answer: edit.kind === 'single' ? (edit.answer[0] ?? null) : null,
      answerKeys: edit.kind === 'multiple' ? edit.answer : [],
      blanks: choiceKind ? [] : edit.blanks.map((accepted) => ({ accepted })),
      analysis: edit.analysis,
      knowledgePoint: edit.knowledgePoint,
      difficulty: edit.difficulty,
      categoryId: edit.categoryId,
      gradeId: edit.gradeId ?? null,
    };
    if (edit.exerciseId === undefined) {
      const [created] = await tx
        .insert(exercises)
        .values({ ...values, code: newRecordCode('ex') })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'exercise.add',
        entity: 'exercise',
        entityId: created!.id,
        after: exerciseAuditView(created!),
      });
      return exerciseForm(tx, created!.id);
    }
    if (edit.version === undefined) throw new ApiError(EXERCISE_ADMIN_MESSAGES.versionRequired);
    const [before] = await tx.select().from(exercises).where(eq(exercises.id, edit.exerciseId)).for('update');
    if (!before) throw new ApiError(EXERCISE_ADMIN_MESSAGES.notFound);
    if (before.version !== edit.version) throw new ApiError(EXERCISE_ADMIN_MESSAGES.stale);
    if (gradedBy(before) !== gradedBy(values)) {
      const [answered] = await tx
        .select({ yes: sql<boolean>`${answeredSql(before.id)}` })
        .from(exercises)
        .where(eq(exercises.id, before.id));
      if (answered?.yes) throw new ApiError(EXERCISE_ADMIN_MESSAGES.answered);
    }
    const [after] = await tx
      .update(exercises)
      .set({ ...values, version: before.version + 1 })
      .where(eq(exercises.id, before.id))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'exercise.edit',
      entity: 'exercise',
      entityId: before.id,
      before: exerciseAuditView(before),
      after: exerciseAuditView(after!),
    });
    return exerciseForm(tx, before.id);
  });
}

/** A lesson's exercises in their order, as the console lists them. */
async function lessonList(db: DbExecutor, lessonId: number) {
  const rows = await db
    .select(rowFields)
    .from(classExercises)
    .innerJoin(exercises, eq(exercises.id, classExercises.exerciseId))
    .leftJoin(courseCategories, eq(courseCategories.id, exercises.categoryId))
    .leftJoin(grades, eq(grades.id, exercises.gradeId))
    .where(eq(classExercises.classId, lessonId))
    .orderBy(asc(classExercises.sort), asc(classExercises.id));
  return { lessonId, list: rows.map(rowOut) };
}

export async function lessonExercisesForStaff(db: Db, lessonId: number) {
  const [lesson] = await db.select({ id: chapterClasses.id }).from(chapterClasses).where(eq(chapterClasses.id, lessonId));
  if (!lesson) throw new ApiError(EXERCISE_ADMIN_MESSAGES.lessonNotFound);
  return lessonList(db, lessonId);
}

/** The lesson's row locked, so edits of one lesson's exercises are saved one after another. */
async function lockLesson(tx: DbExecutor, lessonId: number) {
  const [lesson] = await tx
    .select({ id: chapterClasses.id })
    .from(chapterClasses)
    .where(eq(chapterClasses.id, lessonId))
    .for('update');
  if (!lesson) throw new ApiError(EXERCISE_ADMIN_MESSAGES.lessonNotFound);
}

async function exerciseIdsOf(tx: DbExecutor, lessonId: number): Promise<number[]> {
  const rows = await tx
    .select({ exerciseId: classExercises.exerciseId })
    .from(classExercises)
    .where(eq(classExercises.classId, lessonId))
    .orderBy(asc(classExercises.sort), asc(classExercises.id));
  return rows.map((row) => row.exerciseId);
}

/** One change to a lesson's exercises, its audit entry with the order before and after, and the new list. */
async function changeLessonExercises(
  db: Db,
  lessonId: number,
  staffId: number,
  action: 'exerciseAdd' | 'exerciseRemove' | 'exerciseOrder',
  change: (tx: DbExecutor, ids: number[]) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    await lockLesson(tx, lessonId);
    const before = await exerciseIdsOf(tx, lessonId);
    await change(tx, before);
    await recordAudit(tx, {
      staffId,
      action: `lesson.${action}`,
      entity: 'lesson',
      entityId: lessonId,
      before: { exerciseIds: before },
      after: { exerciseIds: await exerciseIdsOf(tx, lessonId) },
    });
    return lessonList(tx, lessonId);
  });
}

export function addLessonExercise(db: Db, lessonId: number, exerciseId: number, staffId: number) {
  return changeLessonExercises(db, lessonId, staffId, 'exerciseAdd', async (tx, ids) => {
    if (ids.includes(exerciseId)) throw new ApiError(EXERCISE_ADMIN_MESSAGES.alreadyInLesson);
    const [exercise] = await tx.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, exerciseId));
    if (!exercise) throw new ApiError(EXERCISE_ADMIN_MESSAGES.notFound);
    const [last] = await tx
      .select({ sort: max(classExercises.sort) })
      .from(classExercises)
      .where(eq(classExercises.classId, lessonId));
    await tx.insert(classExercises).values({ classId: lessonId, exerciseId, sort: Number(last?.sort ?? 0) + 1 });
  });
}

export function removeLessonExercise(db: Db, lessonId: number, exerciseId: number, staffId: number) {
  return changeLessonExercises(db, lessonId, staffId, 'exerciseRemove', async (tx, ids) => {
    if (!ids.includes(exerciseId)) throw new ApiError(EXERCISE_ADMIN_MESSAGES.notInLesson);
    await tx.delete(classExercises).where(and(eq(classExercises.classId, lessonId), eq(classExercises.exerciseId, exerciseId)));
  });
}

export function orderLessonExercises(db: Db, lessonId: number, exerciseIds: number[], staffId: number) {
  return changeLessonExercises(db, lessonId, staffId, 'exerciseOrder', async (tx, ids) => {
    const same =
      exerciseIds.length === ids.length &&
      new Set(exerciseIds).size === ids.length &&
      ids.every((id) => exerciseIds.includes(id));
    if (!same) throw new ApiError(EXERCISE_ADMIN_MESSAGES.order);
    for (const [index, id] of exerciseIds.entries()) {
      await tx
        .update(classExercises)
        .set({ sort: index + 1 })
        .where(and(eq(classExercises.classId, lessonId), eq(classExercises.exerciseId, id)));
    }
  });
}

/** How many exercises each lesson gives, for the console's outline. */
export async function exerciseCounts(db: DbExecutor, lessonIds: readonly number[]): Promise<Map<number, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: classExercises.classId, total: count() })
    .from(classExercises)
    .where(inArray(classExercises.classId, [...lessonIds]))
    .groupBy(classExercises.classId);
  return new Map(rows.map((row) => [row.lessonId, Number(row.total)]));
}
