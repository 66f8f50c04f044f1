import type { FastifyInstance } from 'fastify';
import { qiniuRoutes } from './routes/qiniu';
import { registerLocalUpload } from './routes/localUpload';

/** Uploads: upload tickets, and the server's own store of files. */
export const uploadsRoutes = { qiniu: qiniuRoutes };

/** Always: private files (resumes, screenshots) stay on the server's own store even when pictures go to Qiniu. */
export async function registerUploadsRoutes(app: FastifyInstance): Promise<void> {
  const { providers, config } = app.deps;
  await registerLocalUpload(app, providers.files, config.uploadLimitBytes);
}
