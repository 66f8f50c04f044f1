/**
 * The evaluation area (/api/e/v1): its accounts and sessions, papers, sittings, reports and orders.
 * What other modules use of it; its routes are registered from ./routes.
 */
export { registerEvaluationSmsPurposes as evaluationSmsPurposes } from './account';
export { createEvaluationSessions } from './sessions';
// Lesson practice marks its answers and shows its questions exactly as a sitting does.
export { checkAnswer, gradeAnswer, type GradedAnswer, type ScoredQuestion } from './scoring';
export { familyQuestion, questionColumns } from './sittings';
