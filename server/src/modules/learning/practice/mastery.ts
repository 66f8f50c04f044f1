import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/client';
import { knowledgeMastery } from '../../../platform/db/schema';

/**
 * Mastery of a knowledge point is an exponentially weighted share of right answers: it starts at MASTERY_START
 * (nothing known yet, as likely mastered as not) and each answer moves it MASTERY_WEIGHT of the way towards 1 when
 * right and towards 0 when wrong. Recent answers count most, so a point practised back to health recovers within a
 * few answers, and the score never leaves 0..1. The share answered right stays beside it (answered, correct).
 */
export const MASTERY_START = 0.5;
export const MASTERY_WEIGHT = 0.3;

/** The score after one more answer. */
export function nextMastery(score: number, isCorrect: boolean): number {
  const target = isCorrect ? 1 : 0;
  return Math.min(1, Math.max(0, score + MASTERY_WEIGHT * (target - score)));
}

/**
 * Counts one answer towards the mastery of the question's knowledge point in its subject. One statement: the
 * score moves in SQL from the stored one, so two answers at once both count. A question without a knowledge
 * point counts towards none.
 */
export async function recordMastery(
  db: DbExecutor,
  userId: number,
  question: { categoryId: number; knowledgePoint: string },
  isCorrect: boolean,
  at: Date,
): Promise<void> {
  if (question.knowledgePoint.trim() === '') return;
  const target = isCorrect ? 1 : 0;
  await db
    .insert(knowledgeMastery)
    .values({
      userId,
      categoryId: question.categoryId,
      knowledgePoint: question.knowledgePoint,
      score: nextMastery(MASTERY_START, isCorrect),
      answered: 1,
      correct: target,
      lastAnsweredAt: at,
    })
    .onConflictDoUpdate({
      target: [knowledgeMastery.userId, knowledgeMastery.categoryId, knowledgeMastery.knowledgePoint],
      set: {
        // The same arithmetic as nextMastery, on the stored score.
        score: sql`least(1, greatest(0, ${knowledgeMastery.score} + ${MASTERY_WEIGHT}::float8 * (${target}::float8 - ${knowledgeMastery.score})))`,
        answered: sql`${knowledgeMastery.answered} + 1`,
        correct: sql`${knowledgeMastery.correct} + ${target}::int`,
        lastAnsweredAt: at,
        updatedAt: at,
      },
    });
}
