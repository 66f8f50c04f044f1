import { stableInt } from './hash';
import type { Course, Exercise } from './types';

/** Exercises this far from the lesson's grade still fit it (a review of the year before, say). */
const MAX_GRADE_DISTANCE = 2;

/**
 * The practice exercises after a lesson (随堂练习): two to four of the bank's exercises of the course's
 * subject at or near its grade, varied from lesson to lesson. Subjects the bank does not cover get none.
 */
export function lessonExerciseCodes(
  bank: readonly Exercise[],
  course: Course,
  chapterIndex: number,
  classIndex: number,
): string[] {
  const pool = bank
    // Every kind the practice marks: single and multiple choice, fill-in.
    .filter((e) => e.subject === course.subject && Math.abs(e.gradeLevel - course.gradeLevel) <= MAX_GRADE_DISTANCE)
    .sort(
      (a, b) =>
        Math.abs(a.gradeLevel - course.gradeLevel) - Math.abs(b.gradeLevel - course.gradeLevel) || a.code.localeCompare(b.code),
    );
  if (pool.length === 0) return [];
  const wanted = Math.min(pool.length, stableInt(`${course.code}:${chapterIndex}:${classIndex}:exercises`, 2, 4));
  const start = (chapterIndex * 3 + classIndex) % pool.length;
  return Array.from({ length: wanted }, (_, i) => pool[(start + i) % pool.length]!.code);
}
