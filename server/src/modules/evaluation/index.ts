/**
 * The evaluation area (/api/e/v1): its accounts and sessions, papers, sittings, reports and orders.
 * What other modules use of it; its routes are registered from ./routes.
 */
export { registerEvaluationSmsPurposes as evaluationSmsPurposes } from './account';
export { createEvaluationSessions } from './sessions';
