import { and, asc, desc, eq, lt, or } from 'drizzle-orm';
import {
  chapters,
  courseCategories,
  courses,
  type EvaluationReport,
  evaluationAnswers,
  evaluationReports,
  evaluationUsers,
  exercises,
  grades,
  type OptionKey,
  recommendedExercises,
  testPapers,
} from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';
import { gradeAnswer, SCORING_RULES } from '../questions';
import type { EvaluationAuthUser } from './sessions';
import { masteryOf } from './sittings';
import { coursesOnSale } from '../catalog';

export const REPORT_MESSAGES = {
  missing: '报告不存在',
  notRecommended: '这道题不在你的推荐练习中',
} as const;

/** How many earlier reports the history shows. */
const HISTORY = 10;

function summaryOf(report: EvaluationReport) {
  return {
    id: report.id,
    title: report.title,
    score: report.score,
    totalScore: report.totalScore,
    accuracy: report.accuracy,
    createdAt: report.createdAt.toISOString(),
  };
}

/** Another account's report id answers exactly like one that does not exist. */
async function ownReport(deps: Pick<AppDeps, 'db'>, user: EvaluationAuthUser, reportId: number | undefined) {
  const [report] = await deps.db
    .select()
    .from(evaluationReports)
    .where(
      reportId === undefined
        ? eq(evaluationReports.evaluationUserId, user.id)
        : and(eq(evaluationReports.id, reportId), eq(evaluationReports.evaluationUserId, user.id)),
    )
    .orderBy(desc(evaluationReports.createdAt), desc(evaluationReports.id))
    .limit(1);
  return report;
}

export async function reportDetail(deps: Pick<AppDeps, 'db'>, user: EvaluationAuthUser, reportId: number | undefined) {
  const report = await ownReport(deps, user, reportId);
  if (!report) {
    if (reportId !== undefined) throw new ApiError(REPORT_MESSAGES.missing);
    return null;
  }
  const [previous] = report.testPaperId
    ? await deps.db
        .select()
        .from(evaluationReports)
        .where(
          and(
            eq(evaluationReports.evaluationUserId, user.id),
            eq(evaluationReports.testPaperId, report.testPaperId),
            or(
              lt(evaluationReports.createdAt, report.createdAt),
              and(eq(evaluationReports.createdAt, report.createdAt), lt(evaluationReports.id, report.id)),
            ),
          ),
        )
        .orderBy(desc(evaluationReports.createdAt), desc(evaluationReports.id))
        .limit(1)
    : [];
  const history = await deps.db
    .select()
    .from(evaluationReports)
    .where(eq(evaluationReports.evaluationUserId, user.id))
    .orderBy(desc(evaluationReports.createdAt), desc(evaluationReports.id))
    .limit(HISTORY);
  const knowledgeStats = report.knowledgeStats.map((stat) => ({ ...stat, mastery: masteryOf(stat) }));
  return {
    ...summaryOf(report),
    summary: report.summary,
    knowledgeStats,
    weakPoints: knowledgeStats.filter((stat) => stat.correct < stat.total).map((stat) => stat.knowledgePoint),
    previous: previous ? summaryOf(previous) : null,
    history: history.map(summaryOf),
  };
}

export async function reportAnswers(deps: Pick<AppDeps, 'db'>, user: EvaluationAuthUser, reportId: number) {
  const report = await ownReport(deps, user, reportId);
  if (!report) throw new ApiError(REPORT_MESSAGES.missing);
  const rows = await deps.db
    .select({
      exerciseId: exercises.id,
      question: exercises.question,
      knowledgePoint: exercises.knowledgePoint,
      kind: exercises.kind,
      options: exercises.options,
      answer: exercises.answer,
      answerKeys: exercises.answerKeys,
      blanks: exercises.blanks,
      analysis: exercises.analysis,
      chosen: evaluationAnswers.chosen,
      response: evaluationAnswers.response,
      isCorrect: evaluationAnswers.isCorrect,
    })
    .from(evaluationAnswers)
    .innerJoin(exercises, eq(exercises.id, evaluationAnswers.exerciseId))
    .where(eq(evaluationAnswers.reportId, report.id))
    .orderBy(asc(evaluationAnswers.id));
  return {
    reportId: report.id,
    title: report.title,
    answers: rows.map(
      ({
        exerciseId,
        question,
        knowledgePoint,
        kind,
        options,
        answer,
        answerKeys,
        blanks,
        analysis,
        chosen,
        response,
        isCorrect,
      }) => {
        const given = kind === 'fill' ? (response ?? []) : [];
        // Per-blank marks are recomputed from the saved text with the same rule that scored it.
        const blankResults =
          kind === 'fill' ? gradeAnswer({ id: exerciseId, kind, options, answer, answerKeys, blanks }, given).blankResults : [];
        return {
          exerciseId,
          question,
          knowledgePoint,
          kind,
          options,
          chosen,
          answer,
          chosenKeys: kind === 'single' ? (chosen ? [chosen] : []) : kind === 'multiple' ? ((response ?? []) as OptionKey[]) : [],
          answerKeys: kind === 'single' ? (answer ? [answer] : []) : answerKeys,
          blanks: blanks.map((blank, i) => ({
            given: given[i] ?? '',
            accepted: blank.accepted,
            isCorrect: blankResults[i] ?? false,
          })),
          isCorrect,
          rule: SCORING_RULES[kind],
          analysis,
        };
      },
    ),
  };
}

export async function listRecommended(deps: Pick<AppDeps, 'db'>, user: EvaluationAuthUser) {
  return deps.db
    .select({
      id: exercises.id,
      weakPoint: recommendedExercises.weakPoint,
      reason: recommendedExercises.reason,
      question: exercises.question,
      options: exercises.options,
    })
    .from(recommendedExercises)
    .innerJoin(exercises, eq(exercises.id, recommendedExercises.exerciseId))
    .where(eq(recommendedExercises.evaluationUserId, user.id))
    .orderBy(asc(recommendedExercises.sort), asc(recommendedExercises.id));
}

export async function checkRecommended(
  deps: Pick<AppDeps, 'db'>,
  user: EvaluationAuthUser,
  input: { exerciseId: number; chosen: OptionKey },
) {
  const [row] = await deps.db
    .select({ answer: exercises.answer, analysis: exercises.analysis })
    .from(recommendedExercises)
    .innerJoin(exercises, eq(exercises.id, recommendedExercises.exerciseId))
    .where(and(eq(recommendedExercises.evaluationUserId, user.id), eq(recommendedExercises.exerciseId, input.exerciseId)))
    .limit(1);
  // Only single-choice questions are recommended for practice (see submitSitting).
  if (!row?.answer) throw new ApiError(REPORT_MESSAGES.notRecommended);
  return { isCorrect: row.answer === input.chosen, answer: row.answer, analysis: row.analysis };
}

/** A paid course of the latest report's subject, of the account's grade when there is one. */
export async function recommendedCourse(deps: Pick<AppDeps, 'db'>, user: EvaluationAuthUser) {
  const report = await ownReport(deps, user, undefined);
  const [account] = await deps.db
    .select({ gradeId: evaluationUsers.gradeId })
    .from(evaluationUsers)
    .where(eq(evaluationUsers.id, user.id));
  const [paper] = report?.testPaperId
    ? await deps.db.select({ categoryId: testPapers.categoryId }).from(testPapers).where(eq(testPapers.id, report.testPaperId))
    : [];
  if (!paper) return null;
  const candidates = await deps.db
    .select({ course: courses, subject: courseCategories.name, grade: grades.name })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .leftJoin(grades, eq(grades.id, courses.gradeId))
    .where(and(eq(courses.categoryId, paper.categoryId), coursesOnSale, eq(courses.isFree, false)))
    .orderBy(asc(courses.sort), asc(courses.id));
  const best = candidates.find((c) => c.course.gradeId === account?.gradeId) ?? candidates[0];
  if (!best) return null;
  const chapterRows = await deps.db
    .select({ title: chapters.title })
    .from(chapters)
    .where(eq(chapters.courseId, best.course.id))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  const detail = report ? await reportDetail(deps, user, report.id) : null;
  return {
    courseId: best.course.id,
    name: best.course.title,
    subject: best.subject,
    grade: best.grade ?? '',
    cover: best.course.coverUrl,
    intro: best.course.subtitle,
    price: best.course.priceCents / 100,
    hasMaterials: best.course.hasMaterials,
    chapterCount: chapterRows.length,
    chapters: chapterRows.map((c) => c.title),
    weakPoints: detail?.weakPoints ?? [],
  };
}
