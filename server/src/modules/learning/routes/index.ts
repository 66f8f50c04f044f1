import type { FastifyInstance } from 'fastify';
import { adminStudyReportRoutes } from './admin';
import { collectionRoutes } from './collection';
import { learningRoutes as userLearningRoutes } from './learning';
import { learningRoutes as learningManagementRoutes } from './learningManagement';
import { practiceRoutes } from './practice';
import { registerVideoStream } from './videoStream';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const learningRoutes = {
  // Practice and the wrong-answer book are web calls too (/api/web/v1/…), served beside the study reports.
  learningManagement: [...learningManagementRoutes, ...practiceRoutes],
  collection: collectionRoutes,
  learning: userLearningRoutes,
  admin: adminStudyReportRoutes,
};

/** The signed video stream. */
export function registerLearningRoutes(app: FastifyInstance): void {
  registerVideoStream(app);
}
