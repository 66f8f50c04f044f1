import type { FastifyInstance } from 'fastify';
import { adminVideoRoutes } from './admin';
import { registerVideoUpload } from './upload';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const videoRoutes = { admin: adminVideoRoutes };

/** The resumable upload (tus) of the console. */
export async function registerVideoRoutes(app: FastifyInstance): Promise<void> {
  await registerVideoUpload(app);
}
