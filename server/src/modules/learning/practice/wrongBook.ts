import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import {
  chapterClasses,
  chapters,
  courseCategories,
  courses,
  exercises,
  type SheetAnswer,
  wrongAnswerRestores,
  wrongAnswers,
} from '../../../platform/db/schema';
import { ApiError } from '../../../platform/plugins/apiError';
import type { AppDeps } from '../../../platform/plugins/deps';
import { iso } from '../../../platform/text/format';
import { familyQuestion, questionColumns } from '../../questions';
import { keepAnswer } from './answerRecords';
import { markingOf, practiceAnswer, practiceQuestionColumns } from './marking';
import { PRACTICE_MESSAGES } from './messages';
import { bookRightRedo } from './wrongBookEntries';
import type { WrongBookState } from '../../../../../contract/api/schemas/web/practice';

/** Most questions one list shows. */
export const WRONG_BOOK_LIST_LIMIT = 200;

const isOpen = isNull(wrongAnswers.clearedAt);

/** Every subject with questions in the user's book, with how many are open and how many cleared. */
function subjectCounts(db: Db, userId: number) {
  return db
    .select({
      subject: courseCategories.code,
      subjectName: courseCategories.name,
      open: sql<number>`cast(count(*) filter (where ${wrongAnswers.clearedAt} is null) as int)`,
      cleared: sql<number>`cast(count(*) filter (where ${wrongAnswers.clearedAt} is not null) as int)`,
    })
    .from(wrongAnswers)
    .innerJoin(exercises, eq(exercises.id, wrongAnswers.exerciseId))
    .innerJoin(courseCategories, eq(courseCategories.id, exercises.categoryId))
    .where(eq(wrongAnswers.userId, userId))
    .groupBy(courseCategories.id, courseCategories.code, courseCategories.name, courseCategories.sort)
    .orderBy(asc(courseCategories.sort), asc(courseCategories.id));
}

function bookEntries(db: Db, userId: number, filter: { subject?: string | undefined; state: WrongBookState }) {
  return (
    db
      .select({
        ...questionColumns,
        subject: courseCategories.code,
        subjectName: courseCategories.name,
        wrongCount: wrongAnswers.wrongCount,
        rightStreak: wrongAnswers.rightStreak,
        lastWrongAnswer: wrongAnswers.lastWrongAnswer,
        lastWrongAt: wrongAnswers.lastWrongAt,
        clearedAt: wrongAnswers.clearedAt,
        classId: chapterClasses.id,
        lessonTitle: chapterClasses.title,
        courseTitle: courses.title,
      })
      .from(wrongAnswers)
      .innerJoin(exercises, eq(exercises.id, wrongAnswers.exerciseId))
      .innerJoin(courseCategories, eq(courseCategories.id, exercises.categoryId))
      // The lesson to watch again, when it is still there.
      .leftJoin(chapterClasses, eq(chapterClasses.id, wrongAnswers.classId))
      .leftJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
      .leftJoin(courses, eq(courses.id, chapters.courseId))
      .where(
        and(
          eq(wrongAnswers.userId, userId),
          filter.state === 'open' ? isOpen : isNotNull(wrongAnswers.clearedAt),
          filter.subject === undefined ? undefined : eq(courseCategories.code, filter.subject),
        ),
      )
      .orderBy(desc(wrongAnswers.lastWrongAt), desc(wrongAnswers.id))
      .limit(WRONG_BOOK_LIST_LIMIT)
  );
}

/** The wrong-answer book: the subjects with their counts, and the questions of one state (and subject), latest first. */
export async function wrongBook(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  filter: { subject?: string | undefined; state: WrongBookState },
) {
  const [subjects, entries] = await Promise.all([subjectCounts(deps.db, userId), bookEntries(deps.db, userId, filter)]);
  return {
    subjects,
    items: entries.map((entry) => ({
      exerciseId: entry.id,
      subject: entry.subject,
      subjectName: entry.subjectName,
      question: familyQuestion(entry),
      wrongCount: entry.wrongCount,
      rightStreak: entry.rightStreak,
      lastWrongAnswer: entry.lastWrongAnswer,
      lastWrongAt: iso(entry.lastWrongAt),
      clearedAt: entry.clearedAt ? iso(entry.clearedAt) : null,
      lesson:
        entry.classId !== null && entry.lessonTitle !== null && entry.courseTitle !== null
          ? { classId: entry.classId, title: entry.lessonTitle, courseTitle: entry.courseTitle }
          : null,
    })),
  };
}

/**
 * Redoes a question of the book: marked like a lesson's answer and kept the same way, then a right answer counts
 * towards leaving the book. The entry's row is locked for the transaction, so two redos at once count one after
 * the other.
 */
export async function redoWrongAnswer(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  input: { exerciseId: number; answer: SheetAnswer; spentSec: number },
) {
  return deps.db.transaction(async (tx) => {
    const [question] = await tx
      .select(practiceQuestionColumns)
      .from(wrongAnswers)
      .innerJoin(exercises, eq(exercises.id, wrongAnswers.exerciseId))
      .where(and(eq(wrongAnswers.userId, userId), eq(wrongAnswers.exerciseId, input.exerciseId), isOpen))
      .for('update', { of: wrongAnswers });
    if (!question) throw new ApiError(PRACTICE_MESSAGES.notInBook);
    // A redo is one question on its own: it is question 1.
    const answer = practiceAnswer(question, 1, input.answer);
    const marked = markingOf(question, answer);
    const at = deps.now();
    const attempts = await keepAnswer(tx, {
      userId,
      question,
      answer,
      isCorrect: marked.isCorrect,
      spentSec: input.spentSec,
      place: { source: 'wrongBook' },
      at,
    });
    const streak = marked.isCorrect
      ? await bookRightRedo(tx, { userId, exerciseId: question.id, at })
      : { rightStreak: 0, cleared: false };
    return { ...marked, attempts, ...streak };
  });
}

/** Puts a cleared question back in the book, to be redone from a fresh streak. */
export async function restoreWrongAnswer(deps: Pick<AppDeps, 'db' | 'now'>, userId: number, exerciseId: number) {
  const now = deps.now();
  const restored = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(wrongAnswers)
      .set({ clearedAt: null, rightStreak: 0, updatedAt: now })
      .where(and(eq(wrongAnswers.userId, userId), eq(wrongAnswers.exerciseId, exerciseId), isNotNull(wrongAnswers.clearedAt)))
      .returning({ exerciseId: wrongAnswers.exerciseId });
    // Kept for the weekly report's replay of the book (see weeklyReports/standing).
    if (row) await tx.insert(wrongAnswerRestores).values({ userId, exerciseId, restoredAt: now });
    return row;
  });
  if (!restored) throw new ApiError(PRACTICE_MESSAGES.notCleared);
  return { exerciseId: restored.exerciseId, restored: true };
}
