/**
 * How a test paper went: how many started and handed it in, the scores, and per question its difficulty as
 * sat (the share answered right) and its discrimination (whether the stronger sitters got it right more
 * often than the weaker ones: the classical upper-lower index over the top and bottom 27 %).
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import { DISCRIMINATION_GROUP_SHARE } from '../../../../contract/vocabulary/testPapers';
import type { Db } from '../../platform/db/client';
import {
  evaluationAnswers,
  evaluationReports,
  evaluationSittings,
  exercises,
  testPaperExercises,
  testPapers,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { PAPER_ADMIN_MESSAGES } from './paperAdmin';

/** Accuracy bands of the score distribution, lowest first: [label, lowest accuracy it holds]. */
const BANDS: readonly (readonly [string, number])[] = [
  ['0–59%', 0],
  ['60–69%', 60],
  ['70–79%', 70],
  ['80–89%', 80],
  ['90–100%', 90],
];

function bandOf(accuracy: number): number {
  let band = 0;
  BANDS.forEach(([, from], index) => {
    if (accuracy >= from) band = index;
  });
  return band;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The upper-lower discrimination index of one question: right-answer rate among the best `n` reports minus
 * that among the weakest `n`, n being 27 % of the reports (at least one). Null with fewer than two reports,
 * where the two groups would be the same sitter.
 */
export function discriminationOf(ranked: readonly number[], rightIn: ReadonlySet<number>): number | null {
  if (ranked.length < 2) return null;
  const n = Math.max(1, Math.min(Math.floor(ranked.length / 2), Math.round(ranked.length * DISCRIMINATION_GROUP_SHARE)));
  const rate = (group: readonly number[]) => group.filter((reportId) => rightIn.has(reportId)).length / group.length;
  return round(rate(ranked.slice(0, n)) - rate(ranked.slice(-n)), 2);
}

export async function paperResults(db: Db, paperId: number) {
  const [paper] = await db
    .select({ id: testPapers.id, title: testPapers.title, totalScore: testPapers.totalScore })
    .from(testPapers)
    .where(eq(testPapers.id, paperId));
  if (!paper) throw new ApiError(PAPER_ADMIN_MESSAGES.notFound);
  const [started, reports, questions] = await Promise.all([
    db.select({ n: count() }).from(evaluationSittings).where(eq(evaluationSittings.testPaperId, paperId)),
    // Best first; between equal scores the earlier report ranks higher, so the order never depends on chance.
    db
      .select({ id: evaluationReports.id, score: evaluationReports.score, accuracy: evaluationReports.accuracy })
      .from(evaluationReports)
      .where(eq(evaluationReports.testPaperId, paperId))
      .orderBy(asc(evaluationReports.score), asc(evaluationReports.id)),
    db
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
      .orderBy(asc(testPaperExercises.sort), asc(testPaperExercises.id)),
  ]);
  const ranked = [...reports].reverse().map((report) => report.id);
  const answers = reports.length
    ? await db
        .select({
          reportId: evaluationAnswers.reportId,
          exerciseId: evaluationAnswers.exerciseId,
          isCorrect: evaluationAnswers.isCorrect,
        })
        .from(evaluationAnswers)
        .where(
          inArray(
            evaluationAnswers.reportId,
            reports.map((report) => report.id),
          ),
        )
    : [];
  const bands = BANDS.map(([label]) => ({ label, count: 0 }));
  for (const report of reports) bands[bandOf(report.accuracy)]!.count += 1;
  const scores = reports.map((report) => report.score);
  return {
    paperId: paper.id,
    title: paper.title,
    totalScore: paper.totalScore,
    started: Number(started[0]?.n ?? 0),
    submitted: reports.length,
    averageScore: scores.length ? round(scores.reduce((sum, score) => sum + score, 0) / scores.length, 1) : null,
    highestScore: scores.length ? Math.max(...scores) : null,
    lowestScore: scores.length ? Math.min(...scores) : null,
    bands,
    questions: questions.map((question, index) => {
      const mine = answers.filter((answer) => answer.exerciseId === question.id);
      const right = new Set(mine.filter((answer) => answer.isCorrect).map((answer) => answer.reportId));
      return {
        ...question,
        number: index + 1,
        answered: mine.length,
        correctRate: mine.length ? round((right.size / mine.length) * 100, 1) : null,
        discrimination: mine.length ? discriminationOf(ranked, right) : null,
      };
    }),
  };
}
