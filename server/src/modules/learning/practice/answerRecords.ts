import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/client';
import { exerciseRecords, type SheetAnswer } from '../../../platform/db/schema';
import { recordMastery } from './mastery';
import { type PracticeQuestion, recordedAnswer } from './marking';
import { bookWrongAnswer } from './wrongBookEntries';

/** Where an answer was given: a lesson's practice (of a course) or a redo from the wrong-answer book. */
export type AnswerPlace = { source: 'lesson'; classId: number; courseId: number } | { source: 'wrongBook' };

export interface MarkedAnswer {
  userId: number;
  question: PracticeQuestion;
  /** Shape-checked. */
  answer: SheetAnswer;
  isCorrect: boolean;
  spentSec: number;
  place: AnswerPlace;
  at: Date;
}

/** Answers to this question in this place so far: those in this lesson, or every redo from the book. */
function earlierAnswers(answer: MarkedAnswer) {
  return and(
    eq(exerciseRecords.userId, answer.userId),
    eq(exerciseRecords.exerciseId, answer.question.id),
    eq(exerciseRecords.source, answer.place.source),
    answer.place.source === 'lesson' ? eq(exerciseRecords.classId, answer.place.classId) : undefined,
  );
}

/**
 * Keeps one marked answer, inside the caller's transaction: its record with its attempt number, the wrong-answer
 * book when it was wrong, and the mastery of its knowledge point. Returns the attempt number (1 for the first).
 */
export async function keepAnswer(db: DbExecutor, answer: MarkedAnswer): Promise<number> {
  const lesson = answer.place.source === 'lesson' ? answer.place : null;
  const [record] = await db
    .insert(exerciseRecords)
    .values({
      userId: answer.userId,
      exerciseId: answer.question.id,
      courseId: lesson?.courseId ?? null,
      classId: lesson?.classId ?? null,
      source: answer.place.source,
      ...recordedAnswer(answer.answer),
      isCorrect: answer.isCorrect,
      // Counted in the insert itself, from the rows already there.
      attempt: sql`(select cast(count(*) as int) + 1 from ${exerciseRecords} where ${earlierAnswers(answer)})`,
      spentSec: answer.spentSec,
      answeredAt: answer.at,
    })
    .returning({ attempt: exerciseRecords.attempt });
  if (!answer.isCorrect) {
    await bookWrongAnswer(db, {
      userId: answer.userId,
      exerciseId: answer.question.id,
      classId: lesson?.classId ?? null,
      answer: answer.answer,
      at: answer.at,
    });
  }
  await recordMastery(db, answer.userId, answer.question, answer.isCorrect, answer.at);
  return record?.attempt ?? 1;
}
