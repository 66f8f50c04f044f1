/** When a free-trial course is offered: its course published and paid, its window open (or unset). */
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { TrialHiddenReason, TrialState } from '../../../../contract/api/schemas/admin/campaignTrials';
import { courses, freeTrialCourses } from '../../platform/db/schema';

/** SQL for "this trial course is on the family page at `now`" (with `courses` joined). */
export function trialOfferedAt(now: Date): SQL {
  return and(
    eq(courses.isPublished, true),
    // A course sold at no charge needs no trial: only paid courses are offered.
    eq(courses.isFree, false),
    or(isNull(freeTrialCourses.startsAt), lte(freeTrialCourses.startsAt, now)),
    or(isNull(freeTrialCourses.endsAt), gt(freeTrialCourses.endsAt, now)),
  )!;
}

export function trialHiddenReason(course: { isPublished: boolean; isFree: boolean }): TrialHiddenReason | null {
  if (!course.isPublished) return 'unpublished';
  if (course.isFree) return 'free';
  return null;
}

export function trialStateAt(
  trial: { startsAt: Date | null; endsAt: Date | null },
  course: { isPublished: boolean; isFree: boolean },
  now: Date,
): TrialState {
  if (trialHiddenReason(course)) return 'hidden';
  if (trial.startsAt && trial.startsAt > now) return 'scheduled';
  if (trial.endsAt && trial.endsAt <= now) return 'ended';
  return 'showing';
}
