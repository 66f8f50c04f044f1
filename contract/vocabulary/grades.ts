/**
 * The two grade flags of a user (SPEC §3–4), by the numbers they travel as in `userInfo`: whether the grade
 * must still be chosen, and whether the upgrade notice of a new school year is waiting.
 */

/** isSetClass: 1 = the grade must still be chosen, 2 = chosen. */
export const GRADE_SET = { pending: 1, done: 2 } as const;

/** isClassUpgrade: 1 = the upgrade notice is waiting, 2 = acknowledged. */
export const GRADE_UPGRADE_NOTICE = { pending: 1, acknowledged: 2 } as const;
