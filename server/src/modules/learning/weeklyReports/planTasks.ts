import type { ReportMastery } from '../../../platform/db/schema';
import { WEAK_MASTERY } from './reportText';

/** Tasks spread over Monday..Friday: the weekend is left to catch up. */
export const PLAN_DAYS = 5;
export const PLAN_LESSONS_LIMIT = 5;
export const PLAN_POINTS_LIMIT = 3;
/** Planned time for practising one knowledge point, and for redoing one question of the book. */
export const POINT_PRACTICE_MINUTES = 15;
export const WRONG_REDO_MINUTES = 2;

/** A lesson of one of the student's courses, with its place in the course's outline (1 for the first). */
export interface OutlineLesson {
  courseId: number;
  courseTitle: string;
  categoryId: number;
  classId: number;
  title: string;
  position: number;
  durationSec: number;
}

export interface PlannedTask {
  categoryId: number | null;
  courseId: number | null;
  task: string;
  durationMin: number;
}

export const lessonTask = (lesson: Pick<OutlineLesson, 'courseTitle' | 'position' | 'title'>) =>
  `学习《${lesson.courseTitle}》第${lesson.position}讲 ${lesson.title}`;
export const pointTask = (knowledgePoint: string) => `练习「${knowledgePoint}」`;
export const wrongBookTask = (count: number) => `重做错题本中的 ${count} 道错题`;

/**
 * The week's tasks in the order they are handed out: the next lessons (as nextLessons chose them), the weakest
 * knowledge points below WEAK_MASTERY to practise, and the wrong-answer book when it holds questions.
 */
export function planTasks(
  lessons: readonly OutlineLesson[],
  mastery: readonly ReportMastery[],
  openWrongAnswers: number,
  categoryIdOf: (subject: string) => number | null,
): { tasks: PlannedTask[]; weakPoints: number } {
  const weak = mastery
    .filter((point) => point.score < WEAK_MASTERY)
    .sort((a, b) => a.score - b.score)
    .slice(0, PLAN_POINTS_LIMIT);
  const tasks: PlannedTask[] = [
    ...lessons.map((lesson) => ({
      categoryId: lesson.categoryId,
      courseId: lesson.courseId,
      task: lessonTask(lesson),
      durationMin: Math.ceil(lesson.durationSec / 60),
    })),
    ...weak.map((point) => ({
      categoryId: categoryIdOf(point.subject),
      courseId: null,
      task: pointTask(point.knowledgePoint),
      durationMin: POINT_PRACTICE_MINUTES,
    })),
  ];
  if (openWrongAnswers > 0) {
    tasks.push({
      categoryId: null,
      courseId: null,
      task: wrongBookTask(openWrongAnswers),
      durationMin: openWrongAnswers * WRONG_REDO_MINUTES,
    });
  }
  return { tasks, weakPoints: weak.length };
}

/** The day of a task: one after the other from Monday to Friday, then round again. */
export function taskDay(index: number): number {
  return index % PLAN_DAYS;
}
