import type { FastifyInstance } from 'fastify';
import { adminPaperRoutes } from './admin';
import { registerDevWechatFollow } from './devWechatFollow';
import { evaluationRoutes as evaluation } from './evaluation';
import { registerOfficialAccount } from './officialAccount';
import { registerEvaluationPdf } from './reportPdf';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const evaluationRoutes = { evaluation, admin: adminPaperRoutes };

/** The official account's messages, its development stand-in, and the report as PDF. */
export function registerEvaluationRoutes(app: FastifyInstance): void {
  registerDevWechatFollow(app);
  registerOfficialAccount(app);
  registerEvaluationPdf(app);
}
