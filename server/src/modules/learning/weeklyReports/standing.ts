import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/client';
import {
  courseCategories,
  type ExerciseSource,
  exerciseRecords,
  exercises,
  type ReportMastery,
  wrongAnswerRestores,
} from '../../../platform/db/schema';
import { MASTERY_START, nextMastery } from '../practice/mastery';
import { WRONG_BOOK_CLEAR_STREAK } from '../../../../../contract/api/schemas/web/practice';
import type { Week } from './week';

/** One answer as the replay needs it: when, right or not, where, and the question's subject and knowledge point. */
export interface ReplayedAnswer {
  at: Date;
  isCorrect: boolean;
  source: ExerciseSource;
  exerciseId: number;
  knowledgePoint: string;
  subject: string;
  subjectName: string;
  subjectSort: number;
}

/** The user's answers before the week's end, oldest first. */
export function answersUntil(db: DbExecutor, userId: number, week: Week): Promise<ReplayedAnswer[]> {
  return db
    .select({
      at: exerciseRecords.answeredAt,
      isCorrect: exerciseRecords.isCorrect,
      source: exerciseRecords.source,
      exerciseId: exerciseRecords.exerciseId,
      knowledgePoint: exercises.knowledgePoint,
      subject: courseCategories.code,
      subjectName: courseCategories.name,
      subjectSort: courseCategories.sort,
    })
    .from(exerciseRecords)
    .innerJoin(exercises, eq(exercises.id, exerciseRecords.exerciseId))
    .innerJoin(courseCategories, eq(courseCategories.id, exercises.categoryId))
    .where(and(eq(exerciseRecords.userId, userId), lt(exerciseRecords.answeredAt, week.to)))
    .orderBy(asc(exerciseRecords.answeredAt), asc(exerciseRecords.id));
}

/** A cleared question the student put back in the wrong-answer book. */
export interface ReplayedRestore {
  at: Date;
  exerciseId: number;
}

/** The user's restores before the week's end, oldest first. */
export function restoresUntil(db: DbExecutor, userId: number, week: Week): Promise<ReplayedRestore[]> {
  return db
    .select({ at: wrongAnswerRestores.restoredAt, exerciseId: wrongAnswerRestores.exerciseId })
    .from(wrongAnswerRestores)
    .where(and(eq(wrongAnswerRestores.userId, userId), lt(wrongAnswerRestores.restoredAt, week.to)))
    .orderBy(asc(wrongAnswerRestores.restoredAt), asc(wrongAnswerRestores.id));
}

interface PointStanding {
  subject: string;
  subjectName: string;
  subjectSort: number;
  knowledgePoint: string;
  /** 0..1 */
  score: number;
}

/** Where a student stood at the end of a week. */
export interface Standing {
  points: PointStanding[];
  /** Keys (pointKey) of the points answered in the week itself. */
  answeredInWeek: Set<string>;
  /** Questions in the wrong-answer book at the week's end. */
  openWrongAnswers: number;
}

export const pointKey = (point: { subject: string; knowledgePoint: string }) => `${point.subject}\u0000${point.knowledgePoint}`;

/**
 * Mastery and the wrong-answer book as they stood at the week's end, replayed from the answers with the rules the
 * practice applies as each answer comes in (nextMastery; a wrong answer books the question, WRONG_BOOK_CLEAR_STREAK
 * right redos from the book clear it, and the student's restore puts a cleared one back). The stored tables hold only
 * the present, which moves on after the week: a report rebuilt later must say what was true then.
 */
export function standingAt(answers: readonly ReplayedAnswer[], week: Week, restores: readonly ReplayedRestore[] = []): Standing {
  const points = new Map<string, PointStanding>();
  const answeredInWeek = new Set<string>();
  const book = new Map<number, { open: boolean; streak: number }>();
  let nextRestore = 0;
  /** Applies the restores made up to `until`: each reopens a cleared question with a fresh streak. */
  const restoreUntil = (until: Date | null) => {
    for (; nextRestore < restores.length && (until === null || restores[nextRestore]!.at <= until); nextRestore += 1) {
      const { exerciseId } = restores[nextRestore]!;
      if (book.get(exerciseId)?.open === false) book.set(exerciseId, { open: true, streak: 0 });
    }
  };
  for (const answer of answers) {
    restoreUntil(answer.at);
    if (answer.knowledgePoint.trim() !== '') {
      const key = pointKey(answer);
      const point = points.get(key) ?? {
        subject: answer.subject,
        subjectName: answer.subjectName,
        subjectSort: answer.subjectSort,
        knowledgePoint: answer.knowledgePoint,
        score: MASTERY_START,
      };
      point.score = nextMastery(point.score, answer.isCorrect);
      points.set(key, point);
      if (answer.at >= week.from) answeredInWeek.add(key);
    }
    const entry = book.get(answer.exerciseId);
    if (!answer.isCorrect) book.set(answer.exerciseId, { open: true, streak: 0 });
    else if (answer.source === 'wrongBook' && entry?.open) {
      entry.streak += 1;
      if (entry.streak >= WRONG_BOOK_CLEAR_STREAK) entry.open = false;
    }
  }
  restoreUntil(null);
  return {
    points: [...points.values()],
    answeredInWeek,
    openWrongAnswers: [...book.values()].filter((entry) => entry.open).length,
  };
}

/**
 * The report's list of knowledge points: score 0..100 and the move since the previous report (null for a point that
 * report did not have). By subject in the catalogue's order, the weakest point of each first.
 */
export function masteryList(standing: Standing, previous: readonly ReportMastery[] | null): ReportMastery[] {
  const before = new Map((previous ?? []).map((point) => [pointKey(point), point.score]));
  return [...standing.points]
    .sort(
      (a, b) =>
        a.subjectSort - b.subjectSort ||
        a.subject.localeCompare(b.subject) ||
        a.score - b.score ||
        a.knowledgePoint.localeCompare(b.knowledgePoint),
    )
    .map((point) => {
      const score = Math.round(point.score * 100);
      const earlier = before.get(pointKey(point));
      return {
        subject: point.subject,
        subjectName: point.subjectName,
        knowledgePoint: point.knowledgePoint,
        score,
        change: earlier === undefined ? null : score - earlier,
      };
    });
}
