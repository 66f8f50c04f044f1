import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import {
  classExercises,
  courseCategories,
  courses,
  exerciseRecords,
  exercises,
  type SheetAnswer,
} from '../../../platform/db/schema';
import { ApiError } from '../../../platform/plugins/apiError';
import type { AppDeps } from '../../../platform/plugins/deps';
import { familyQuestion } from '../../questions';
import { openableLesson } from '../lessonProgress';
import { keepAnswer } from './answerRecords';
import { answerOfRecord, markingOf, practiceAnswer, practiceQuestionColumns } from './marking';
import { PRACTICE_MESSAGES } from './messages';
import type { Marking } from '../../../../../contract/api/schemas/web/practice';

/** The lesson's questions in their order. */
function lessonQuestions(db: Db, classId: number) {
  return db
    .select(practiceQuestionColumns)
    .from(classExercises)
    .innerJoin(exercises, eq(exercises.id, classExercises.exerciseId))
    .where(eq(classExercises.classId, classId))
    .orderBy(asc(classExercises.sort), asc(classExercises.id));
}

async function courseAndSubject(db: Db, courseId: number) {
  const [row] = await db
    .select({ courseTitle: courses.title, subjectName: courseCategories.name })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .where(eq(courses.id, courseId));
  return row ?? { courseTitle: '', subjectName: '' };
}

/** This user's answers in this lesson's practice, latest first. */
function lessonAnswers(db: Db, userId: number, classId: number) {
  return db
    .select({ exerciseId: exerciseRecords.exerciseId, chosen: exerciseRecords.chosen, response: exerciseRecords.response })
    .from(exerciseRecords)
    .where(and(eq(exerciseRecords.userId, userId), eq(exerciseRecords.classId, classId), eq(exerciseRecords.source, 'lesson')))
    .orderBy(desc(exerciseRecords.answeredAt), desc(exerciseRecords.id));
}

/**
 * A lesson's practice as the student opens it: the questions without their answers and, for each one already
 * answered here, how the latest answer was marked (marked again, so a corrected question shows its right answer).
 */
export async function lessonPractice(deps: Pick<AppDeps, 'db'>, userId: number, classId: number) {
  const lesson = await openableLesson(deps.db, userId, classId);
  const [questions, course, answers] = await Promise.all([
    lessonQuestions(deps.db, classId),
    courseAndSubject(deps.db, lesson.courseId),
    lessonAnswers(deps.db, userId, classId),
  ]);
  const latest = new Map<number, { answer: SheetAnswer; attempts: number }>();
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const record of answers) {
    const question = byId.get(record.exerciseId);
    if (!question) continue;
    const seen = latest.get(record.exerciseId);
    if (seen) seen.attempts += 1;
    else latest.set(record.exerciseId, { answer: answerOfRecord(question, record), attempts: 1 });
  }
  const markings: Record<string, Marking> = {};
  for (const question of questions) {
    const answered = latest.get(question.id);
    if (answered) markings[String(question.id)] = { ...markingOf(question, answered.answer), attempts: answered.attempts };
  }
  return {
    lesson: { classId: lesson.classId, title: lesson.title, courseId: lesson.courseId, ...course },
    questions: questions.map(familyQuestion),
    markings,
  };
}

/**
 * Marks one answer of a lesson's practice and keeps it (record, wrong-answer book, mastery) in one transaction.
 * Only a question of this lesson, in the shape its kind takes, is accepted.
 */
export async function answerLessonExercise(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  input: { classId: number; exerciseId: number; answer: SheetAnswer; spentSec: number },
): Promise<Marking> {
  const lesson = await openableLesson(deps.db, userId, input.classId);
  const questions = await lessonQuestions(deps.db, input.classId);
  const index = questions.findIndex((question) => question.id === input.exerciseId);
  const question = questions[index];
  if (!question) throw new ApiError(PRACTICE_MESSAGES.notInLesson);
  const answer = practiceAnswer(question, index + 1, input.answer);
  const marked = markingOf(question, answer);
  const attempts = await deps.db.transaction((tx) =>
    keepAnswer(tx, {
      userId,
      question,
      answer,
      isCorrect: marked.isCorrect,
      spentSec: input.spentSec,
      place: { source: 'lesson', classId: lesson.classId, courseId: lesson.courseId },
      at: deps.now(),
    }),
  );
  return { ...marked, attempts };
}
