import type { FastifyInstance } from 'fastify';
import { registerEvaluationSmsPurposes } from './account';
import { registerDevWechatFollow } from './routes/devWechatFollow';
import { evaluationRoutes as evaluation } from './routes/evaluation';
import { registerOfficialAccount } from './routes/officialAccount';
import { registerEvaluationPdf } from './routes/reportPdf';

/** The evaluation area (/api/e/v1): its accounts and sessions, papers, sittings, reports and orders. */
export const evaluationRoutes = { evaluation };

export const evaluationSmsPurposes = registerEvaluationSmsPurposes;

/** The official account's messages, its development stand-in, and the report as PDF. */
export function registerEvaluationRoutes(app: FastifyInstance): void {
  registerDevWechatFollow(app);
  registerOfficialAccount(app);
  registerEvaluationPdf(app);
}
