/**
 * How a test paper went: how many started and handed it in, the scores, and per question its difficulty as
 * sat (the share answered right) and its discrimination (whether the stronger sitters got it right more
 * often than the weaker ones: the classical upper-lower index over the top and bottom 27 %).
 */
import { asc, count, desc, eq } from 'drizzle-orm';
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
      .orderBy(desc(evaluationReports.score), asc(evaluationReports.id)),
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
  const ranked = reports.map((report) => report.id);
  // The answers of the paper's reports through a join, not a list of report ids: a paper sat by tens of
  // thousands would pass the database's limit of bound parameters.
  const answers = reports.length
    ? await db
        .select({
          reportId: evaluationAnswers.reportId,
          exerciseId: evaluationAnswers.exerciseId,
          isCorrect: evaluationAnswers.isCorrect,
        })
        .from(evaluationAnswers)
        .innerJoin(evaluationReports, eq(evaluationReports.id, evaluationAnswers.reportId))
        .where(eq(evaluationReports.testPaperId, paperId))
    : [];
  // One pass over the answers, grouped by question: how many answered, and which reports answered right.
  const byQuestion = new Map<number, { answered: number; right: Set<number> }>();
  for (const answer of answers) {
    let tally = byQuestion.get(answer.exerciseId);
    if (!tally) byQuestion.set(answer.exerciseId, (tally = { answered: 0, right: new Set() }));
    tally.answered += 1;
    if (answer.isCorrect) tally.right.add(answer.reportId);
  }
  const bands = BANDS.map(([label]) => ({ label, count: 0 }));
  let total = 0;
  for (const report of reports) {
    bands[bandOf(report.accuracy)]!.count += 1;
    total += report.score;
  }
  return {
    paperId: paper.id,
    title: paper.title,
    totalScore: paper.totalScore,
    started: Number(started[0]?.n ?? 0),
    submitted: reports.length,
    averageScore: reports.length ? round(total / reports.length, 1) : null,
    // Ranked best first, so the ends of the list are the highest and lowest scores.
    highestScore: reports[0]?.score ?? null,
    lowestScore: reports.at(-1)?.score ?? null,
    bands,
    questions: questions.map((question, index) => {
      const tally = byQuestion.get(question.id);
      return {
        ...question,
        number: index + 1,
        answered: tally?.answered ?? 0,
        correctRate: tally ? round((tally.right.size / tally.answered) * 100, 1) : null,
        discrimination: tally ? discriminationOf(ranked, tally.right) : null,
      };
    }),
  };
}
