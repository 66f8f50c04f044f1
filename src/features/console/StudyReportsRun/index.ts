export { StudyReportsRun } from './StudyReportsRun';
export type { StudyReportsRunProps, StudyReportsRunResult } from './StudyReportsRun';
