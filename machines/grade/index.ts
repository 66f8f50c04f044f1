export { gradeFlowMachine, gradeFlowStateIds, type GradeFlowMachine, type GradeFlowStateId } from './gradeFlowMachine';
export * from './rules';
export * from './types';
