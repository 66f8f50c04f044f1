import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { basicData, grades, users } from '../../platform/db/schema';
import { GRADE_UPGRADE_NOTICE } from '../../../../contract/vocabulary/grades';

export const PROMOTION_YEAR_KEY = 'gradePromotionSchoolYear';
const TOP_LEVEL = 12;
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** The school year starts on 1 September, Beijing time: 2026-09-01 begins school year 2026. */
export function schoolYearOf(at: Date): { year: number; startsAt: Date } {
  const local = new Date(at.getTime() + BEIJING_OFFSET_MS);
  const year = local.getUTCMonth() >= 8 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  return { year, startsAt: new Date(Date.UTC(year, 8, 1) - BEIJING_OFFSET_MS) };
}

export interface PromotionResult {
  schoolYear: number;
  /** False when this school year's promotion already ran. */
  ran: boolean;
  promoted: number;
  graduated: number;
}

/**
 * Moves every student up one grade once per school year and raises the upgrade notice. 高三 students stay
 * and are marked graduated. Students who chose their grade after 1 September already chose this year's
 * grade and are left alone. Claiming the year and promoting happen in one transaction, so concurrent
 * schedulers on several instances promote once.
 */
export async function promoteGrades(db: Db, clock: () => Date): Promise<PromotionResult> {
  const { year, startsAt } = schoolYearOf(clock());
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(basicData)
      .values({ key: PROMOTION_YEAR_KEY, value: year })
      .onConflictDoUpdate({
        target: basicData.key,
        set: { value: year },
        setWhere: sql`(${basicData.value} #>> '{}')::int < ${year}`,
      })
      .returning({ id: basicData.id });
    if (claimed.length === 0) return { schoolYear: year, ran: false, promoted: 0, graduated: 0 };

    const setBefore = sql`(${users.gradeSetAt} is null or ${users.gradeSetAt} < ${startsAt.toISOString()}::timestamptz)`;
    const promoted = await tx.execute<{ id: number }>(sql`
      update ${users} set
        grade_id = next_grade.id,
        grade_name = next_grade.name,
        grade_set_at = ${clock().toISOString()}::timestamptz,
        is_class_upgrade = ${GRADE_UPGRADE_NOTICE.pending},
        updated_at = now()
      from ${grades} as current_grade, ${grades} as next_grade
      where ${users.gradeId} = current_grade.id
        and next_grade.level = current_grade.level + 1
        and ${users.graduated} = false
        and ${setBefore}
      returning ${users.id}`);
    const graduated = await tx.execute<{ id: number }>(sql`
      update ${users} set graduated = true, updated_at = now()
      from ${grades} as current_grade
      where ${users.gradeId} = current_grade.id
        and current_grade.level = ${TOP_LEVEL}
        and ${users.graduated} = false
        and ${setBefore}
      returning ${users.id}`);
    return { schoolYear: year, ran: true, promoted: promoted.rows.length, graduated: graduated.rows.length };
  });
}
