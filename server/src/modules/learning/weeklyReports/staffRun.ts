import type { Db } from '../../../platform/db/client';
import { recordAudit } from '../../console';
import { runWeeklyReportsFor, type StudyNotifier, type WeekRun } from './runWeekly';
import type { ReportWeek } from './week';

/**
 * A run of the weekly reports asked for in the console (an operator after a failed run, or to show a week so far):
 * the same run as the job's, for every student of the week, with an audit entry of what it did.
 */
export async function runStudyReportsByStaff(
  deps: { db: Db; now: () => Date },
  week: ReportWeek,
  staffId: number,
  notify: StudyNotifier,
): Promise<WeekRun> {
  const run = await runWeeklyReportsFor(deps.db, deps.now(), week, notify);
  await recordAudit(deps.db, {
    staffId,
    action: 'studyReports.run',
    entity: 'studyReports',
    entityId: run.weekStart,
    after: { week, reportsBuilt: run.reportsBuilt, notificationsSent: run.notificationsSent },
  });
  return run;
}
