import type { GradeUser } from './types';

/** SPEC §3: flag value asking for an action (grade to set, upgrade notice to show), and the value once done. */
export const FLAG_PENDING = 1;
export const FLAG_DONE = 2;

export type GradeStep = 'choosingGrade' | 'upgradeNotice' | 'done';

/** SPEC §4: an unset grade comes first; the upgrade notice shows only when the grade is already set. */
export function firstGradeStep(user: GradeUser): GradeStep {
  if (user.isSetClass === FLAG_PENDING) return 'choosingGrade';
  if (user.isClassUpgrade === FLAG_PENDING) return 'upgradeNotice';
  return 'done';
}

/** Whether the grade flow has something to show this user: a grade to set or an upgrade to acknowledge. */
export function needsGradeCheck(user: GradeUser | null | undefined): user is GradeUser {
  return user != null && firstGradeStep(user) !== 'done';
}
