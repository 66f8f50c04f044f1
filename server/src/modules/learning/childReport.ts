import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { parentBindings, studyReports, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { learningHome } from './learning';

export const CHILD_REPORT_NOT_FOUND = '没有这份学习报告，或它不属于你绑定的孩子';

const parent = alias(users, 'parent');
const student = alias(users, 'student');

/**
 * A weekly report as a bound parent reads it (the parent's account has the phone the student bound): the same
 * figures and charts as the student's page, and the child's other reports to move between, but not the
 * lessons watched lately, which open the student's own course pages.
 */
export async function childReport(db: Db, parentUserId: number, reportId: number) {
  const [found] = await db
    .select({ studentUserId: studyReports.userId, name: student.name })
    .from(studyReports)
    .innerJoin(student, eq(student.id, studyReports.userId))
    .innerJoin(parentBindings, eq(parentBindings.studentUserId, studyReports.userId))
    .innerJoin(parent, and(eq(parent.id, parentUserId), eq(parent.phone, parentBindings.parentPhone)))
    .where(eq(studyReports.id, reportId))
    .limit(1);
  if (!found || found.studentUserId === parentUserId) throw new ApiError(CHILD_REPORT_NOT_FOUND);
  const home = await learningHome(db, found.studentUserId, reportId);
  return { ...home, recentLearning: [], student: { name: found.name } };
}
