import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { mkdir } from 'node:fs/promises';
import { sniffUploadType } from '../providers/storage/uploadTypes';
import { LOCAL_FILES_PREFIX, LOCAL_UPLOAD_PATH, type LocalStorage } from '../providers/storage/local';
import { ApiError } from '../services/apiError';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Local stand-in for Qiniu's upload API: multipart form with `token` and `file`, answering `{ key, hash }`
 * like Qiniu does, so the browser code is the same for both. Files are served back under LOCAL_FILES_PREFIX.
 */
export async function registerLocalUpload(app: FastifyInstance, storage: LocalStorage, limitBytes: number): Promise<void> {
  await mkdir(storage.directory, { recursive: true });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: limitBytes + MULTIPART_OVERHEAD_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(LOCAL_UPLOAD_PATH, { schema: { hide: true } }, async (request, reply) => {
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(request.body as Buffer), {
          headers: { 'content-type': request.headers['content-type'] ?? '' },
        }).formData();
      } catch {
        throw new ApiError('上传数据格式不正确，请以 multipart/form-data 提交 token 和 file', 0, 400);
      }
      const token = form.get('token');
      const policy = typeof token === 'string' ? storage.verifyToken(token, app.deps.now()) : undefined;
      if (!policy) throw new ApiError('上传凭证无效或已过期，请重新获取', 0, 401);
      const file = form.get('file');
      if (!file || typeof file === 'string') throw new ApiError('缺少上传文件 file', 0, 400);
      if (file.size > limitBytes) throw new ApiError(`文件过大，不能超过 ${Math.round(limitBytes / 1024 / 1024)} MB`, 0, 413);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The file's own bytes decide its type, never its name or declared type; the token says which types it admits.
      const type = await sniffUploadType(bytes);
      const admitted = (policy.mimeLimit ?? '').split(';');
      if (!type || !admitted.includes(type)) {
        throw new ApiError(
          admitted.some((mime) => mime.startsWith('application/'))
            ? '只能上传 PDF、Word 文档或 PNG、JPEG、GIF、WEBP 图片'
            : '只能上传 PNG、JPEG、GIF 或 WEBP 图片',
          0,
          415,
        );
      }
      const saved = await storage.save(bytes, type, app.deps.now());
      return reply.send({ ...saved, url: `${app.deps.config.webBaseUrl}${LOCAL_FILES_PREFIX}${saved.key}` });
    });
  });

  await app.register(fastifyStatic, {
    root: storage.directory,
    prefix: LOCAL_FILES_PREFIX,
    decorateReply: false,
    index: false,
    // Keys are content hashes, so a file at an address never changes.
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
