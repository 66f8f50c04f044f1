import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/client';
import { type SheetAnswer, wrongAnswers } from '../../../platform/db/schema';
import { WRONG_BOOK_CLEAR_STREAK } from '../../../../../contract/api/schemas/web/practice';

/**
 * A wrong answer, from a lesson or a redo, puts the question in the student's book or counts again there: the streak
 * starts over and a question that had left the book comes back. The lesson it was first met in is kept (a redo has
 * none to give). One upsert, so two wrong answers at once make one row that counts both.
 */
export async function bookWrongAnswer(
  db: DbExecutor,
  entry: { userId: number; exerciseId: number; classId: number | null; answer: SheetAnswer; at: Date },
): Promise<void> {
  await db
    .insert(wrongAnswers)
    .values({
      userId: entry.userId,
      exerciseId: entry.exerciseId,
      classId: entry.classId,
      wrongCount: 1,
      rightStreak: 0,
      lastWrongAnswer: entry.answer,
      lastWrongAt: entry.at,
    })
    .onConflictDoUpdate({
      target: [wrongAnswers.userId, wrongAnswers.exerciseId],
      set: {
        wrongCount: sql`${wrongAnswers.wrongCount} + 1`,
        rightStreak: 0,
        lastWrongAnswer: sql`excluded.last_wrong_answer`,
        lastWrongAt: entry.at,
        clearedAt: null,
        classId: sql`coalesce(${wrongAnswers.classId}, excluded.class_id)`,
        updatedAt: entry.at,
      },
    });
}

/**
 * A right redo from the book adds one to the streak; the WRONG_BOOK_CLEAR_STREAK-th in a row takes the question
 * out of the book. Only an open entry counts: the caller holds its row locked.
 */
export async function bookRightRedo(
  db: DbExecutor,
  entry: { userId: number; exerciseId: number; at: Date },
): Promise<{ rightStreak: number; cleared: boolean }> {
  const [updated] = await db
    .update(wrongAnswers)
    .set({
      rightStreak: sql`${wrongAnswers.rightStreak} + 1`,
      clearedAt: sql`case when ${wrongAnswers.rightStreak} + 1 >= ${WRONG_BOOK_CLEAR_STREAK}::int then ${entry.at.toISOString()}::timestamptz end`,
      updatedAt: entry.at,
    })
    .where(
      and(eq(wrongAnswers.userId, entry.userId), eq(wrongAnswers.exerciseId, entry.exerciseId), isNull(wrongAnswers.clearedAt)),
    )
    .returning({ rightStreak: wrongAnswers.rightStreak, clearedAt: wrongAnswers.clearedAt });
  return { rightStreak: updated?.rightStreak ?? 0, cleared: updated?.clearedAt != null };
}
