export { GradeSelect, gradeSelectStatuses } from './GradeSelect';
export type { GradeOption, GradeOptionGroup, GradeSelectProps, GradeSelectStatus } from './GradeSelect';
