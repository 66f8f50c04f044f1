import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../platform/db/client';
import { exerciseRecords, learningRecords, studyReports } from '../../../platform/db/schema';
import { addDays } from '../studyDetails';
import { buildNextWeekPlan } from './buildPlan';
import { type BuiltReport, buildWeeklyReport } from './buildReport';
import { weeklyReportNoticeTitle } from './titles';
import { type ReportWeek, reportWeekAt, type Week } from './week';

/**
 * Sends a study message to a student and the bound parents with accounts; answers how many messages were written.
 * The content module's notifyStudyProgress: handed in, because content already reaches into learning.
 */
export type StudyNotifier = (
  db: DbExecutor,
  studentUserId: number,
  message: {
    title: string;
    content: string;
    studentLink?: { objectType: 'studyReport'; objectId: number };
    parentLink?: { objectType: 'childReport'; objectId: number };
  },
) => Promise<number>;

export interface WeekRun {
  weekStart: string;
  reportsBuilt: number;
  notificationsSent: number;
}

/**
 * The users with a lesson studied or a question answered in the week. With `dueOnly`, only those whose report is
 * not finished yet: missing, not sent, or built before the week was over (an operator's run of the week so far).
 */
async function studentsToReport(db: Db, week: Week, dueOnly: boolean): Promise<number[]> {
  const from = week.from.toISOString();
  const to = week.to.toISOString();
  const finished = sql`exists (
    select 1 from ${studyReports} r
    where r.user_id = a.user_id and r.period_start = ${week.periodStart}
      and r.notified_at is not null and r.updated_at >= ${to})`;
  const result = await db.execute<{ user_id: number }>(sql`
    select a.user_id from (
      select ${learningRecords.userId} as user_id from ${learningRecords}
        where ${learningRecords.lastStudiedAt} >= ${from} and ${learningRecords.lastStudiedAt} < ${to}
      union
      select ${exerciseRecords.userId} from ${exerciseRecords}
        where ${exerciseRecords.answeredAt} >= ${from} and ${exerciseRecords.answeredAt} < ${to}
    ) a
    ${dueOnly ? sql`where not ${finished}` : sql``}
    order by a.user_id`);
  return result.rows.map((row) => Number(row.user_id));
}

/** The report of a week and the plan of the week after it, together or not at all. */
function buildWeek(db: Db, userId: number, week: Week, now: Date): Promise<BuiltReport> {
  return db.transaction(async (tx) => {
    const report = await buildWeeklyReport(tx, userId, week.periodStart, now);
    await buildNextWeekPlan(tx, userId, report, addDays(week.periodStart, 7));
    return report;
  });
}

/**
 * Tells the student and the bound parents that a report is ready, once: the report is marked in the transaction that
 * writes the messages, and a report already marked (by an earlier run, or another instance now) sends nothing.
 * Answers how many messages were written.
 */
export function notifyWeeklyReport(db: DbExecutor, reportId: number, notify: StudyNotifier, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .update(studyReports)
      // Sending is not building: updated_at keeps saying when the report was built (see studentsToReport).
      .set({ notifiedAt: now, updatedAt: sql`${studyReports.updatedAt}` })
      .where(and(eq(studyReports.id, reportId), isNull(studyReports.notifiedAt)))
      .returning({ userId: studyReports.userId, periodStart: studyReports.periodStart, summary: studyReports.summary });
    if (!report) return 0;
    return notify(tx, report.userId, {
      title: weeklyReportNoticeTitle(report.periodStart),
      content: report.summary,
      studentLink: { objectType: 'studyReport', objectId: reportId },
      parentLink: { objectType: 'childReport', objectId: reportId },
    });
  });
}

/**
 * Builds and sends the reports of one week. A student whose report fails is left for the next run (the others go
 * on); the run then fails as a whole, so the job's log shows it.
 */
async function reportWeek(db: Db, week: Week, now: Date, notify: StudyNotifier, dueOnly: boolean): Promise<WeekRun> {
  const run: WeekRun = { weekStart: week.periodStart, reportsBuilt: 0, notificationsSent: 0 };
  const failures: unknown[] = [];
  for (const userId of await studentsToReport(db, week, dueOnly)) {
    try {
      const report = await buildWeek(db, userId, week, now);
      run.reportsBuilt += 1;
      run.notificationsSent += await notifyWeeklyReport(db, report.id, notify, now);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new Error(`${failures.length} 位学员的学习周报生成失败`, { cause: failures[0] });
  return run;
}

/**
 * The weekly job: the reports of the last full week before `now` (China time), with the plans of the week after and
 * their notifications. Only what is due is built, so an hourly run costs one query once the week is done, and a
 * second run sends nothing twice. Answers the number of reports built.
 */
export async function runWeeklyReports(db: Db, now: Date, notify: StudyNotifier): Promise<number> {
  return (await reportWeek(db, reportWeekAt(now, 'last'), now, notify, true)).reportsBuilt;
}

/**
 * An operator's run: every report of the last week, or of the current week so far, built again from the records
 * (same rows), and sent where not sent yet. A current week's report sent now is not sent again when the week ends;
 * the job then rebuilds it with the whole week.
 */
export function runWeeklyReportsFor(db: Db, now: Date, week: ReportWeek, notify: StudyNotifier): Promise<WeekRun> {
  return reportWeek(db, reportWeekAt(now, week), now, notify, false);
}
