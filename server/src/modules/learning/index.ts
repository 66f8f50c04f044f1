/**
 * Learning: my courses, lesson progress, practice, study reports and plans, collections, signed video.
 * What other modules use of it; its routes are registered from ./routes.
 */
export { LESSON_FINISHED_PERCENT, lessonForViewer, type VideoSigning, videoAddress } from './lessonProgress';
export { addDays, chinaDay, mondayOf } from './studyDetails';
export { recordMastery } from './practice/mastery';
export { bookWrongAnswer } from './practice/wrongBookEntries';
export {
  buildNextWeekPlan,
  buildWeeklyReport,
  type BuiltReport,
  notifyWeeklyReport,
  runWeeklyReports,
  runWeeklyReportsFor,
  type StudyNotifier,
  studyPlanTitle,
  studyReportTitle,
} from './weeklyReports';
