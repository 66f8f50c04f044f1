import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/client';
import { type ReportMastery, studyReports } from '../../../platform/db/schema';
import { reportActivity } from '../studyDetails';
import { evaluationResultsOf } from './evaluationResults';
import { strengthsOf, summaryOf, weaknessesOf, type WeekFigures } from './reportText';
import { answersUntil, masteryList, pointKey, restoresUntil, standingAt } from './standing';
import { studyReportTitle } from './titles';
import { weekOf } from './week';

/** A report as built, with what the plan of the next week is made from. */
export interface BuiltReport {
  id: number;
  userId: number;
  periodStart: string;
  periodEnd: string;
  summary: string;
  figures: WeekFigures;
  mastery: ReportMastery[];
  openWrongAnswers: number;
}

/** The mastery list of the user's report before this week's, if any. */
async function previousMastery(db: DbExecutor, userId: number, periodStart: string): Promise<ReportMastery[] | null> {
  const [previous] = await db
    .select({ mastery: studyReports.mastery })
    .from(studyReports)
    .where(and(eq(studyReports.userId, userId), lt(studyReports.periodStart, periodStart)))
    .orderBy(desc(studyReports.periodStart))
    .limit(1);
  return previous?.mastery ?? null;
}

/**
 * Builds the weekly report of the week weekStart is in (Monday..Sunday, China time) from the student's records: the
 * figures of reportActivity for the same period, the knowledge points as they stood at the week's end with their
 * move since the previous report, the strengths and weaknesses among the points answered that week, and the
 * summary line. One row per user and week: building a week again rewrites it in place (same id); a teacher's
 * comment and the notification mark stay.
 */
export async function buildWeeklyReport(db: DbExecutor, userId: number, weekStart: string, now: Date): Promise<BuiltReport> {
  const week = weekOf(weekStart);
  // One after the other: the caller's transaction holds one connection.
  const activity = await reportActivity(db, userId, week);
  const answers = await answersUntil(db, userId, week);
  const restores = await restoresUntil(db, userId, week);
  const previous = await previousMastery(db, userId, week.periodStart);
  const evaluations = await evaluationResultsOf(db, userId, week);
  const standing = standingAt(answers, week, restores);
  const mastery = masteryList(standing, previous);
  const weekPoints = mastery.filter((point) => standing.answeredInWeek.has(pointKey(point)));
  const content = {
    title: studyReportTitle(week.periodStart, week.periodEnd),
    periodEnd: week.periodEnd,
    strengths: strengthsOf(weekPoints, activity.subjectStats, activity.studiedSubjects),
    weaknesses: weaknessesOf(weekPoints, activity.subjectStats, activity.studiedSubjects),
    mastery,
    summary: summaryOf(activity.figures, standing.openWrongAnswers, evaluations),
    updatedAt: now,
  };
  const [row] = await db
    .insert(studyReports)
    .values({ userId, periodStart: week.periodStart, ...content, createdAt: now })
    .onConflictDoUpdate({ target: [studyReports.userId, studyReports.periodStart], set: content })
    .returning({ id: studyReports.id });
  if (!row) throw new Error('学习报告写入失败');
  return {
    id: row.id,
    userId,
    periodStart: week.periodStart,
    periodEnd: week.periodEnd,
    summary: content.summary,
    figures: activity.figures,
    mastery,
    openWrongAnswers: standing.openWrongAnswers,
  };
}
