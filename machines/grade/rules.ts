import { GRADE_SET, GRADE_UPGRADE_NOTICE } from '@contract/vocabulary/grades';
import type { GradeUser } from './types';

export type GradeStep = 'choosingGrade' | 'upgradeNotice' | 'done';

/** SPEC §4: an unset grade comes first; the upgrade notice shows only when the grade is already set. */
export function firstGradeStep(user: GradeUser): GradeStep {
  if (user.isSetClass === GRADE_SET.pending) return 'choosingGrade';
  if (user.isClassUpgrade === GRADE_UPGRADE_NOTICE.pending) return 'upgradeNotice';
  return 'done';
}

/** Whether the grade flow has something to show this user: a grade to set or an upgrade to acknowledge. */
export function needsGradeCheck(user: GradeUser | null | undefined): user is GradeUser {
  return user != null && firstGradeStep(user) !== 'done';
}
