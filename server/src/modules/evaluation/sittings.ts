import { and, asc, desc, eq, gt, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import {
  courseCategories,
  type EvaluationSitting,
  evaluationAnswers,
  evaluationReports,
  evaluationSittings,
  evaluationUsers,
  exercises,
  recommendedExercises,
  type SheetAnswer,
  testPaperExercises,
  testPapers,
} from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';
import { checkSheet, familyQuestion, gradeAnswer, questionColumns } from '../questions';
import type { EvaluationAuthUser } from './sessions';

export const SITTING_MESSAGES = {
  paperMissing: '试卷不存在',
  sittingMissing: '作答记录不存在',
  notInPaper: '答题卡包含不属于本卷的题目',
  submitted: '本次作答已交卷',
  notOpen: '这份试卷还没有开放，请在开放时间后再来',
  closed: '这份试卷已经截止，不能再开始作答',
} as const;

/** A paper families may start now: published, opened, not yet closed. */
export function paperOpenAt(now: Date) {
  return and(
    eq(testPapers.state, 'published'),
    or(isNull(testPapers.opensAt), lte(testPapers.opensAt, now)),
    or(isNull(testPapers.closesAt), gt(testPapers.closesAt, now)),
  );
}

/** Why a paper cannot be started now, or null when it can. */
function refusalToStart(paper: { state: string; opensAt: Date | null; closesAt: Date | null }, now: Date): string | null {
  if (paper.state === 'draft') return SITTING_MESSAGES.paperMissing;
  if (paper.state === 'archived') return SITTING_MESSAGES.closed;
  if (paper.opensAt && paper.opensAt > now) return SITTING_MESSAGES.notOpen;
  if (paper.closesAt && paper.closesAt <= now) return SITTING_MESSAGES.closed;
  return null;
}

/** Answers saved after the deadline still count for this long, for the request that was already on its way. */
const GRACE_MS = 30_000;
/** How many practice exercises a report recommends. */
const RECOMMENDATIONS = 6;

type Sheet = Record<string, SheetAnswer>;

async function paperSummaries(
  deps: Pick<AppDeps, 'db'>,
  user: EvaluationAuthUser,
  filter: { paperIds?: number[]; openAt?: Date },
) {
  const papers = await deps.db
    .select({
      id: testPapers.id,
      title: testPapers.title,
      subject: courseCategories.name,
      description: testPapers.description,
      durationMin: testPapers.durationMin,
      totalScore: testPapers.totalScore,
      gradeId: testPapers.gradeId,
      state: testPapers.state,
      opensAt: testPapers.opensAt,
      closesAt: testPapers.closesAt,
    })
    .from(testPapers)
    .innerJoin(courseCategories, eq(courseCategories.id, testPapers.categoryId))
    .where(
      and(
        filter.paperIds ? inArray(testPapers.id, filter.paperIds) : undefined,
        filter.openAt ? paperOpenAt(filter.openAt) : undefined,
      ),
    )
    .orderBy(asc(testPapers.id));
  if (papers.length === 0) return [];
  const ids = papers.map((p) => p.id);
  const links = await deps.db
    .select({ paperId: testPaperExercises.testPaperId })
    .from(testPaperExercises)
    .where(inArray(testPaperExercises.testPaperId, ids));
  const reports = await deps.db
    .select({ id: evaluationReports.id, paperId: evaluationReports.testPaperId })
    .from(evaluationReports)
    .where(and(eq(evaluationReports.evaluationUserId, user.id), inArray(evaluationReports.testPaperId, ids)))
    .orderBy(desc(evaluationReports.createdAt), desc(evaluationReports.id));
  return papers.map(({ gradeId, state, opensAt, closesAt, ...paper }) => ({
    ...paper,
    gradeId,
    schedule: { state, opensAt, closesAt },
    questionCount: links.filter((link) => link.paperId === paper.id).length,
    lastReportId: reports.find((report) => report.paperId === paper.id)?.id ?? null,
  }));
}

/** Papers of the account's grade first; with no grade yet, every paper. */
export async function listPapers(deps: Pick<AppDeps, 'db' | 'now'>, user: EvaluationAuthUser) {
  const [account] = await deps.db
    .select({ gradeId: evaluationUsers.gradeId })
    .from(evaluationUsers)
    .where(eq(evaluationUsers.id, user.id));
  const all = await paperSummaries(deps, user, { openAt: deps.now() });
  const mine = all.filter((paper) => account?.gradeId != null && paper.gradeId === account.gradeId);
  return (mine.length > 0 ? mine : all).map(({ gradeId: _grade, schedule: _schedule, ...paper }) => paper);
}

async function paperQuestions(deps: Pick<AppDeps, 'db'>, paperId: number) {
  return deps.db
    .select(questionColumns)
    .from(testPaperExercises)
    .innerJoin(exercises, eq(exercises.id, testPaperExercises.exerciseId))
    .where(eq(testPaperExercises.testPaperId, paperId))
    .orderBy(asc(testPaperExercises.sort), asc(testPaperExercises.id));
}

async function ownSitting(deps: Pick<AppDeps, 'db'>, user: EvaluationAuthUser, sittingId: number): Promise<EvaluationSitting> {
  const [row] = await deps.db
    .select()
    .from(evaluationSittings)
    .where(and(eq(evaluationSittings.id, sittingId), eq(evaluationSittings.evaluationUserId, user.id)))
    .limit(1);
  // Another account's sitting answers exactly like a missing one.
  if (!row) throw new ApiError(SITTING_MESSAGES.sittingMissing);
  return row;
}

/** Opens a sitting, or resumes the open one of the same paper with its saved answers. */
export async function startSitting(deps: Pick<AppDeps, 'db' | 'now'>, user: EvaluationAuthUser, paperId: number) {
  const [paper] = await paperSummaries(deps, user, { paperIds: [paperId] });
  if (!paper || paper.schedule.state === 'draft') throw new ApiError(SITTING_MESSAGES.paperMissing);
  const now = deps.now();
  const [open] = await deps.db
    .select()
    .from(evaluationSittings)
    .where(
      and(
        eq(evaluationSittings.evaluationUserId, user.id),
        eq(evaluationSittings.testPaperId, paperId),
        isNull(evaluationSittings.submittedAt),
      ),
    )
    .orderBy(desc(evaluationSittings.id))
    .limit(1);
  let sitting = open && open.deadlineAt.getTime() + GRACE_MS > now.getTime() ? open : undefined;
  if (!sitting) {
    const refusal = refusalToStart(paper.schedule, now);
    if (refusal) throw new ApiError(refusal);
    [sitting] = await deps.db
      .insert(evaluationSittings)
      .values({
        evaluationUserId: user.id,
        testPaperId: paperId,
        deadlineAt: new Date(now.getTime() + paper.durationMin * 60_000),
      })
      .returning();
    if (!sitting) throw new ApiError(SITTING_MESSAGES.sittingMissing);
  }
  const questions = await paperQuestions(deps, paperId);
  const { gradeId: _grade, schedule: _schedule, ...summary } = paper;
  return {
    sittingId: sitting.id,
    paper: summary,
    questions: questions.map(familyQuestion),
    answers: sitting.answers,
    deadlineAt: sitting.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
  };
}

export async function saveAnswers(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: EvaluationAuthUser,
  input: { sittingId: number; answers: Sheet },
) {
  const sitting = await ownSitting(deps, user, input.sittingId);
  if (sitting.submittedAt) throw new ApiError(SITTING_MESSAGES.submitted);
  const questions = await paperQuestions(deps, sitting.testPaperId);
  const answers = checkSheet(input.answers, questions, SITTING_MESSAGES.notInPaper);
  // After the deadline the sheet is frozen; the submit scores what was saved in time.
  if (deps.now().getTime() > sitting.deadlineAt.getTime() + GRACE_MS) return { saved: Object.keys(sitting.answers).length };
  await deps.db.update(evaluationSittings).set({ answers }).where(eq(evaluationSittings.id, sitting.id));
  return { saved: Object.keys(answers).length };
}

export function masteryOf(stat: { total: number; correct: number }): number {
  return stat.total === 0 ? 0 : Math.round((stat.correct / stat.total) * 100);
}

/**
 * Scores the sheet saved on the server (the last answers sent with the submit count if still in time)
 * and writes the report, answers and recommendations in one transaction. The sitting row is claimed with
 * a conditional update first, so two submits racing each other produce one report.
 */
export async function submitSitting(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: EvaluationAuthUser,
  input: { sittingId: number; answers: Sheet },
) {
  const sitting = await ownSitting(deps, user, input.sittingId);
  if (sitting.reportId) return { reportId: sitting.reportId, timedOut: false };
  const questions = await paperQuestions(deps, sitting.testPaperId);
  const answers = checkSheet(input.answers, questions, SITTING_MESSAGES.notInPaper);
  const now = deps.now();
  const timedOut = now.getTime() > sitting.deadlineAt.getTime() + GRACE_MS;
  const sheet: Sheet = timedOut ? sitting.answers : { ...sitting.answers, ...answers };

  const [paper] = await deps.db.select().from(testPapers).where(eq(testPapers.id, sitting.testPaperId));
  if (!paper) throw new ApiError(SITTING_MESSAGES.paperMissing);

  // The server scores from the saved sheet and the answers it keeps; a client's score is never read.
  const graded = questions.map((q) => {
    const { chosen, response, isCorrect } = gradeAnswer(q, sheet[String(q.id)]);
    return { exerciseId: q.id, knowledgePoint: q.knowledgePoint, kind: q.kind, chosen, response, isCorrect };
  });
  const correct = graded.filter((g) => g.isCorrect).length;
  const total = graded.length;
  const stats = new Map<string, { knowledgePoint: string; total: number; correct: number }>();
  for (const g of graded) {
    const stat = stats.get(g.knowledgePoint) ?? { knowledgePoint: g.knowledgePoint, total: 0, correct: 0 };
    stat.total += 1;
    if (g.isCorrect) stat.correct += 1;
    stats.set(g.knowledgePoint, stat);
  }
  const weakPoints = [...stats.values()].filter((s) => s.correct < s.total).map((s) => s.knowledgePoint);
  const accuracy = total === 0 ? 0 : Math.round((correct / total) * 100);
  const score = total === 0 ? 0 : Math.round((paper.totalScore * correct) / total);
  const summary =
    weakPoints.length === 0
      ? `共${total}题，全部答对，继续保持。`
      : `共${total}题，答对${correct}题，正确率${accuracy}%。需要巩固：${weakPoints.join('、')}。`;

  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(evaluationSittings)
      .set({ submittedAt: now, answers: sheet })
      .where(and(eq(evaluationSittings.id, sitting.id), isNull(evaluationSittings.submittedAt)))
      .returning({ id: evaluationSittings.id });
    if (claimed.length === 0) {
      const [done] = await tx.select().from(evaluationSittings).where(eq(evaluationSittings.id, sitting.id));
      if (done?.reportId) return { reportId: done.reportId, timedOut: false };
      throw new ApiError(SITTING_MESSAGES.submitted);
    }
    const [report] = await tx
      .insert(evaluationReports)
      .values({
        evaluationUserId: user.id,
        testPaperId: paper.id,
        title: paper.title,
        score,
        totalScore: paper.totalScore,
        accuracy,
        summary,
        knowledgeStats: [...stats.values()],
      })
      .returning({ id: evaluationReports.id });
    if (!report) throw new ApiError(SITTING_MESSAGES.sittingMissing);
    if (graded.length > 0) {
      await tx.insert(evaluationAnswers).values(
        graded.map((g) => ({
          reportId: report.id,
          exerciseId: g.exerciseId,
          chosen: g.chosen,
          response: g.response,
          isCorrect: g.isCorrect,
        })),
      );
    }
    await tx.update(evaluationSittings).set({ reportId: report.id }).where(eq(evaluationSittings.id, sitting.id));

    if (weakPoints.length > 0) {
      const practice = await tx
        .select({ id: exercises.id, knowledgePoint: exercises.knowledgePoint })
        .from(exercises)
        .where(
          and(
            eq(exercises.categoryId, paper.categoryId),
            // Practice (/e/recommend-exercises) answers single-choice questions only.
            eq(exercises.kind, 'single'),
            inArray(exercises.knowledgePoint, weakPoints),
            notInArray(
              exercises.id,
              graded.map((g) => g.exerciseId),
            ),
          ),
        )
        .orderBy(asc(exercises.difficulty), asc(exercises.id))
        .limit(RECOMMENDATIONS);
      // Practising the questions just missed is better than nothing when the bank has no others.
      const chosen =
        practice.length > 0
          ? practice
          : graded
              .filter((g) => !g.isCorrect && g.kind === 'single')
              .map((g) => ({ id: g.exerciseId, knowledgePoint: g.knowledgePoint }));
      await tx.delete(recommendedExercises).where(eq(recommendedExercises.evaluationUserId, user.id));
      if (chosen.length > 0)
        await tx.insert(recommendedExercises).values(
          chosen.slice(0, RECOMMENDATIONS).map((exercise, index) => ({
            evaluationUserId: user.id,
            reportId: report.id,
            exerciseId: exercise.id,
            weakPoint: exercise.knowledgePoint,
            reason: `《${paper.title}》中「${exercise.knowledgePoint}」有错题`,
            sort: index + 1,
          })),
        );
    }
    return { reportId: report.id, timedOut };
  });
}
