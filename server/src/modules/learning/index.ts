import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from './routes/collection';
import { learningRoutes as userLearningRoutes } from './routes/learning';
import { learningRoutes as learningManagementRoutes } from './routes/learningManagement';
import { registerVideoStream } from './routes/videoStream';

/** Learning: my courses, lesson progress, study plans and details, collections, signed video. */
export const learningRoutes = {
  learningManagement: learningManagementRoutes,
  collection: collectionRoutes,
  learning: userLearningRoutes,
};

/** The signed video stream. */
export function registerLearningRoutes(app: FastifyInstance): void {
  registerVideoStream(app);
}
