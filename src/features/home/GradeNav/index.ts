export { GradeNav, gradeNavStages } from './GradeNav';
export type { GradeNavStage } from './GradeNav';
