/** The weekly study report and the next week's plan, built from a student's lessons and answers. */
export { buildNextWeekPlan } from './buildPlan';
export { type BuiltReport, buildWeeklyReport } from './buildReport';
export { notifyWeeklyReport, runWeeklyReports, runWeeklyReportsFor, type StudyNotifier, type WeekRun } from './runWeekly';
export { isoWeek, studyPlanTitle, studyReportTitle, weeklyReportNoticeTitle } from './titles';
export { type ReportWeek, reportWeekAt, weekOf } from './week';
