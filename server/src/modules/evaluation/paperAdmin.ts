/**
 * Test papers as the operations console assembles them from the question bank: by hand or by rules, with
 * their opening times and the words of their printed report. Every write checks the version the editor
 * opened and lands with its audit entry in one transaction. A paper's questions change only while it is a
 * draft: once families can sit it, reports are scored against exactly those questions.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PaperState } from '../../../../contract/vocabulary/testPapers';
import { PAPER_LIMITS } from '../../../../contract/vocabulary/testPapers';
import type { Db, DbExecutor } from '../../platform/db/client';
import {
  courseCategories,
  evaluationReports,
  evaluationSittings,
  exercises,
  grades,
  testPaperExercises,
  testPapers,
  type TestPaper,
} from '../../platform/db/schema';
import { newRecordCode } from '../../platform/db/ids';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, likePattern, offsetOf } from '../../platform/text/format';
import { atVersion, recordAudit } from '../console';

export const PAPER_ADMIN_MESSAGES = {
  notFound: '试卷不存在',
  stale: '这份试卷已被他人修改，请刷新后再改',
  versionRequired: '保存已有试卷须带上打开时的版本号 version',
  noCategory: '学科不存在',
  noGrade: '年级不存在',
  notDraft: '只有草稿试卷可以改题目；已发布的试卷请先退回草稿（尚无人作答时）',
  unknownQuestion: '题目不存在',
  repeated: '同一道题不能在试卷中出现两次',
  tooMany: `一份试卷至多 ${PAPER_LIMITS.questions} 道题`,
  noQuestions: '试卷还没有题目，不能发布',
  sat: '已有学生作答这份试卷，不能退回草稿',
  sameState: '试卷已是这个状态',
} as const;

const DIFFICULTY_NAMES = { 1: '容易', 2: '中等', 3: '较难' } as const;

const questionCount = sql<number>`(select cast(count(*) as int) from ${testPaperExercises} where ${testPaperExercises.testPaperId} = ${testPapers.id})`;
const submittedCount = sql<number>`(select cast(count(*) as int) from ${evaluationReports} where ${evaluationReports.testPaperId} = ${testPapers.id})`;

const rowFields = {
  id: testPapers.id,
  code: testPapers.code,
  title: testPapers.title,
  categoryId: testPapers.categoryId,
  categoryName: sql<string>`coalesce(${courseCategories.name}, '')`,
  gradeId: testPapers.gradeId,
  gradeName: grades.name,
  state: testPapers.state,
  opensAt: testPapers.opensAt,
  closesAt: testPapers.closesAt,
  durationMin: testPapers.durationMin,
  totalScore: testPapers.totalScore,
  questionCount,
  submittedCount,
  version: testPapers.version,
  updatedAt: testPapers.updatedAt,
};

type RowOf = { opensAt: Date | null; closesAt: Date | null; updatedAt: Date; questionCount: number; submittedCount: number };
const rowOut = <Row extends RowOf>(row: Row) => ({
  ...row,
  opensAt: row.opensAt ? iso(row.opensAt) : null,
  closesAt: row.closesAt ? iso(row.closesAt) : null,
  updatedAt: iso(row.updatedAt),
  questionCount: Number(row.questionCount),
  submittedCount: Number(row.submittedCount),
});

export interface StaffPaperFilter {
  q: string;
  categoryId?: number | undefined;
  gradeId?: number | undefined;
  state?: PaperState | undefined;
  page: number;
  size: number;
}

/** The papers, newest first, found by title or code. */
export async function listPapersForStaff(db: Db, filter: StaffPaperFilter) {
  const pattern = likePattern(filter.q);
  const where = and(
    filter.q ? or(ilike(testPapers.title, pattern), ilike(testPapers.code, pattern)) : undefined,
    filter.categoryId ? eq(testPapers.categoryId, filter.categoryId) : undefined,
    filter.gradeId ? eq(testPapers.gradeId, filter.gradeId) : undefined,
    filter.state ? eq(testPapers.state, filter.state) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(rowFields)
      .from(testPapers)
      .leftJoin(courseCategories, eq(courseCategories.id, testPapers.categoryId))
      .leftJoin(grades, eq(grades.id, testPapers.gradeId))
      .where(where)
      .orderBy(desc(testPapers.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    db.$count(testPapers, where),
  ]);
  return { list: rows.map(rowOut), total, page: filter.page, size: filter.size };
}

/** Whether any family has started the paper (a sitting, handed in or not). */
async function hasSittings(db: DbExecutor, paperId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: evaluationSittings.id })
    .from(evaluationSittings)
    .where(eq(evaluationSittings.testPaperId, paperId))
    .limit(1);
  return Boolean(row);
}

async function paperQuestions(db: DbExecutor, paperId: number) {
  return db
    .select({
      id: exercises.id,
      code: exercises.code,
      kind: exercises.kind,
      question: exercises.question,
      knowledgePoint: exercises.knowledgePoint,
      difficulty: exercises.difficulty,
    })
    .from(testPaperExercises)
    .innerJoin(exercises, eq(exercises.id, testPaperExercises.exerciseId))
    .where(eq(testPaperExercises.testPaperId, paperId))
    .orderBy(asc(testPaperExercises.sort), asc(testPaperExercises.id));
}

async function paperForm(db: DbExecutor, paperId: number) {
  const [row] = await db
    .select({
      ...rowFields,
      description: testPapers.description,
      reportIntro: testPapers.reportIntro,
      reportFooter: testPapers.reportFooter,
      reportAnswers: testPapers.reportAnswers,
    })
    .from(testPapers)
    .leftJoin(courseCategories, eq(courseCategories.id, testPapers.categoryId))
    .leftJoin(grades, eq(grades.id, testPapers.gradeId))
    .where(eq(testPapers.id, paperId));
  if (!row) throw new ApiError(PAPER_ADMIN_MESSAGES.notFound);
  const [questions, sat] = await Promise.all([paperQuestions(db, paperId), hasSittings(db, paperId)]);
  return { ...rowOut(row), questions, sat };
}

export function paperForStaff(db: Db, paperId: number) {
  return paperForm(db, paperId);
}

/** What the audit log keeps of a paper: the fields the console edits, long texts by their length only. */
function paperAuditView(paper: TestPaper) {
  return {
    title: paper.title,
    categoryId: paper.categoryId,
    gradeId: paper.gradeId,
    durationMin: paper.durationMin,
    totalScore: paper.totalScore,
    state: paper.state,
    opensAt: paper.opensAt ? iso(paper.opensAt) : null,
    closesAt: paper.closesAt ? iso(paper.closesAt) : null,
    descriptionLength: paper.description.length,
    reportIntroLength: paper.reportIntro.length,
    reportFooter: paper.reportFooter,
    reportAnswers: paper.reportAnswers,
  };
}

export interface PaperEdit {
  paperId?: number | undefined;
  version?: number | undefined;
  title: string;
  categoryId: number;
  gradeId?: number | undefined;
  durationMin: number;
  totalScore: number;
  description: string;
  opensAt: string;
  closesAt: string;
  reportIntro: string;
  reportFooter: string;
  reportAnswers: boolean;
}

async function lockedPaper(tx: DbExecutor, paperId: number, version: number): Promise<TestPaper> {
  const [row] = await tx.select().from(testPapers).where(eq(testPapers.id, paperId)).for('update');
  return atVersion(row, version, PAPER_ADMIN_MESSAGES);
}

/** A new paper (a draft) or an edit of one's details, schedule and report words. */
export async function savePaper(db: Db, edit: PaperEdit, staffId: number) {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: courseCategories.id })
      .from(courseCategories)
      .where(eq(courseCategories.id, edit.categoryId));
    if (!category) throw new ApiError(PAPER_ADMIN_MESSAGES.noCategory);
    if (edit.gradeId !== undefined) {
      const [grade] = await tx.select({ id: grades.id }).from(grades).where(eq(grades.id, edit.gradeId));
      if (!grade) throw new ApiError(PAPER_ADMIN_MESSAGES.noGrade);
    }
    const values = {
      title: edit.title,
      categoryId: edit.categoryId,
      gradeId: edit.gradeId ?? null,
      durationMin: edit.durationMin,
      totalScore: edit.totalScore,
      description: edit.description,
      opensAt: edit.opensAt ? new Date(edit.opensAt) : null,
      closesAt: edit.closesAt ? new Date(edit.closesAt) : null,
      reportIntro: edit.reportIntro,
      reportFooter: edit.reportFooter,
      reportAnswers: edit.reportAnswers,
    };
    if (edit.paperId === undefined) {
      const [created] = await tx
        .insert(testPapers)
        .values({ ...values, state: 'draft', code: newRecordCode('tp') })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'paper.add',
        entity: 'paper',
        entityId: created!.id,
        after: paperAuditView(created!),
      });
      return paperForm(tx, created!.id);
    }
    if (edit.version === undefined) throw new ApiError(PAPER_ADMIN_MESSAGES.versionRequired);
    const before = await lockedPaper(tx, edit.paperId, edit.version);
    // A paper families have sat keeps its subject: its questions, and the reports scored on them, are of it.
    if (before.categoryId !== values.categoryId && (await hasSittings(tx, before.id))) {
      throw new ApiError(PAPER_ADMIN_MESSAGES.sat);
    }
    const [after] = await tx
      .update(testPapers)
      .set({ ...values, version: before.version + 1 })
      .where(eq(testPapers.id, before.id))
      .returning();
    await recordAudit(tx, {
      staffId,
      action: 'paper.edit',
      entity: 'paper',
      entityId: before.id,
      before: paperAuditView(before),
      after: paperAuditView(after!),
    });
    return paperForm(tx, before.id);
  });
}

/** Replaces a draft's questions with these, in this order, after checking every one. */
async function writeQuestions(tx: DbExecutor, paper: TestPaper, exerciseIds: readonly number[], staffId: number, how: string) {
  if (paper.state !== 'draft') throw new ApiError(PAPER_ADMIN_MESSAGES.notDraft);
  if (new Set(exerciseIds).size !== exerciseIds.length) throw new ApiError(PAPER_ADMIN_MESSAGES.repeated);
  if (exerciseIds.length > PAPER_LIMITS.questions) throw new ApiError(PAPER_ADMIN_MESSAGES.tooMany);
  // A paper may mix subjects (a science paper of physics, biology and geography): any question of the bank goes.
  const found = exerciseIds.length
    ? await tx
        .select({ id: exercises.id })
        .from(exercises)
        .where(inArray(exercises.id, [...exerciseIds]))
    : [];
  if (found.length !== exerciseIds.length) throw new ApiError(PAPER_ADMIN_MESSAGES.unknownQuestion);
  const before = await tx
    .select({ id: testPaperExercises.exerciseId })
    .from(testPaperExercises)
    .where(eq(testPaperExercises.testPaperId, paper.id))
    .orderBy(asc(testPaperExercises.sort), asc(testPaperExercises.id));
  await tx.delete(testPaperExercises).where(eq(testPaperExercises.testPaperId, paper.id));
  if (exerciseIds.length) {
    await tx
      .insert(testPaperExercises)
      .values(exerciseIds.map((exerciseId, sort) => ({ testPaperId: paper.id, exerciseId, sort })));
  }
  await tx
    .update(testPapers)
    .set({ version: paper.version + 1 })
    .where(eq(testPapers.id, paper.id));
  await recordAudit(tx, {
    staffId,
    action: 'paper.questions',
    entity: 'paper',
    entityId: paper.id,
    before: { exerciseIds: before.map((row) => row.id) },
    after: { exerciseIds, how },
  });
  return paperForm(tx, paper.id);
}

/** A draft's questions chosen by hand, in order. */
export async function setPaperQuestions(
  db: Db,
  input: { paperId: number; version: number; exerciseIds: readonly number[] },
  staffId: number,
) {
  return db.transaction(async (tx) => {
    const paper = await lockedPaper(tx, input.paperId, input.version);
    return writeQuestions(tx, paper, input.exerciseIds, staffId, 'hand');
  });
}

export interface AssemblyRules {
  paperId: number;
  version: number;
  easy: number;
  medium: number;
  hard: number;
  knowledgePoints: string;
}

/** The knowledge points an editor typed, split on commas and 、, each once. */
export function knowledgePointsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、;；]/)
        .map((point) => point.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * A draft's questions drawn from the bank by rules: so many of each difficulty, of the paper's subject, of its
 * grade (or of no grade), of the named knowledge points if any. Each difficulty is drawn at random; the paper
 * lists them easy to hard. A bank too small for a difficulty is refused naming what it holds.
 */
export async function assemblePaper(db: Db, rules: AssemblyRules, staffId: number) {
  return db.transaction(async (tx) => {
    const paper = await lockedPaper(tx, rules.paperId, rules.version);
    if (paper.state !== 'draft') throw new ApiError(PAPER_ADMIN_MESSAGES.notDraft);
    const points = knowledgePointsOf(rules.knowledgePoints);
    const drawn: number[] = [];
    for (const [difficulty, wanted] of [
      [1, rules.easy],
      [2, rules.medium],
      [3, rules.hard],
    ] as const) {
      if (wanted === 0) continue;
      const matching = and(
        eq(exercises.categoryId, paper.categoryId),
        eq(exercises.difficulty, difficulty),
        paper.gradeId === null ? undefined : or(eq(exercises.gradeId, paper.gradeId), isNull(exercises.gradeId)),
        points.length ? inArray(exercises.knowledgePoint, points) : undefined,
      );
      const rows = await tx
        .select({ id: exercises.id })
        .from(exercises)
        .where(matching)
        .orderBy(sql`random()`)
        .limit(wanted);
      if (rows.length < wanted) {
        throw new ApiError(
          `题库中符合条件的${DIFFICULTY_NAMES[difficulty]}题只有 ${rows.length} 道，少于要求的 ${wanted} 道；请减少题数或放宽知识点`,
        );
      }
      drawn.push(...rows.map((row) => row.id));
    }
    return writeQuestions(tx, paper, drawn, staffId, `rules: ${rules.easy}/${rules.medium}/${rules.hard} ${points.join('、')}`);
  });
}

/** Publishes, withdraws (archives) or takes a paper back to draft. */
export async function setPaperState(db: Db, input: { paperId: number; version: number; state: PaperState }, staffId: number) {
  return db.transaction(async (tx) => {
    const paper = await lockedPaper(tx, input.paperId, input.version);
    if (paper.state === input.state) throw new ApiError(PAPER_ADMIN_MESSAGES.sameState);
    if (input.state === 'published') {
      const [count] = await tx
        .select({ n: sql<number>`cast(count(*) as int)` })
        .from(testPaperExercises)
        .where(eq(testPaperExercises.testPaperId, paper.id));
      if (!count || Number(count.n) === 0) throw new ApiError(PAPER_ADMIN_MESSAGES.noQuestions);
    }
    if (input.state === 'draft' && (await hasSittings(tx, paper.id))) throw new ApiError(PAPER_ADMIN_MESSAGES.sat);
    await tx
      .update(testPapers)
      .set({ state: input.state, version: paper.version + 1 })
      .where(eq(testPapers.id, paper.id));
    await recordAudit(tx, {
      staffId,
      action: `paper.${input.state === 'published' ? 'publish' : input.state === 'archived' ? 'archive' : 'draft'}`,
      entity: 'paper',
      entityId: paper.id,
      before: { state: paper.state },
      after: { state: input.state },
    });
    return paperForm(tx, paper.id);
  });
}
