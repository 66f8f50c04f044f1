import type { FastifyInstance } from 'fastify';
import { qiniuRoutes } from './qiniu';
import { registerLocalUpload } from './localUpload';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const uploadsRoutes = { qiniu: qiniuRoutes };

/** Always: private files (resumes, screenshots) stay on the server's own store even when pictures go to Qiniu. */
export async function registerUploadsRoutes(app: FastifyInstance): Promise<void> {
  const { providers, config } = app.deps;
  await registerLocalUpload(app, providers.files, config.uploadLimitBytes);
}
