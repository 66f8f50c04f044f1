import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/client';
import { evaluationReports, evaluationUsers, users } from '../../../platform/db/schema';
import type { EvaluationResult } from './reportText';
import type { Week } from './week';

/**
 * The papers the student sat in the evaluation area during the week. That area has accounts of its own; the one
 * with the student's phone is the student's (as the console's family page reads it).
 */
export function evaluationResultsOf(db: DbExecutor, userId: number, week: Week): Promise<EvaluationResult[]> {
  return db
    .select({ title: evaluationReports.title, score: evaluationReports.score, totalScore: evaluationReports.totalScore })
    .from(evaluationReports)
    .innerJoin(evaluationUsers, eq(evaluationUsers.id, evaluationReports.evaluationUserId))
    .innerJoin(users, eq(users.phone, evaluationUsers.phone))
    .where(and(eq(users.id, userId), gte(evaluationReports.createdAt, week.from), lt(evaluationReports.createdAt, week.to)))
    .orderBy(asc(evaluationReports.createdAt), asc(evaluationReports.id));
}
