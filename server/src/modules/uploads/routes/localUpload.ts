import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { sniffUploadType, UPLOAD_FILE_EXTENSIONS, type UploadFileType } from '../../../providers/storage/uploadTypes';
import {
  LOCAL_FILES_PREFIX,
  LOCAL_UPLOAD_PATH,
  type LocalStorage,
  PRIVATE_FILES_PREFIX,
  PUBLIC_KEY,
} from '../../../providers/storage/local';
import { readCredential } from '../../../platform/plugins/auth';
import { ApiError } from '../../../platform/plugins/apiError';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const UPLOAD_TOKEN_USED = '上传凭证已使用，请重新获取';
export const PRIVATE_FILE_NOT_FOUND = '文件不存在或无权查看';

const TYPE_OF_EXTENSION = new Map(
  Object.entries(UPLOAD_FILE_EXTENSIONS).map(([type, extension]) => [extension, type as UploadFileType]),
);

function staffTokenMatches(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * May this request read a private file of `owner`? Staff (PRIVATE_FILES_TOKEN) read every one; a signed-in
 * user reads their own, by the Authorization header or, for an <img> or a link, the session cookie.
 */
async function mayRead(app: FastifyInstance, request: FastifyRequest, owner: string): Promise<boolean> {
  if (staffTokenMatches(request, app.deps.config.privateFilesToken)) return true;
  const credential = readCredential(request, app.deps.config.client.tokenName);
  if (credential.kind !== 'bearer') return false;
  const session = await app.deps.sessions.check(credential.token);
  return session.valid && `u${session.user.id}` === owner;
}

/**
 * Local stand-in for Qiniu's upload API: multipart form with `token` and `file`, answering `{ key, hash }`
 * like Qiniu does, so the browser code is the same for both. Public files are served back under LOCAL_FILES_PREFIX,
 * private ones under PRIVATE_FILES_PREFIX to their owner and staff only.
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
      const now = app.deps.now();
      const policy = typeof token === 'string' ? storage.verifyToken(token, now) : undefined;
      if (!policy || typeof token !== 'string') throw new ApiError('上传凭证无效或已过期，请重新获取', 0, 401);
      // One file per token: the shared store remembers a spent token until its deadline has passed anyway.
      const spentFor = Math.max(1, policy.deadline - Math.floor(now.getTime() / 1000));
      const uses = await app.deps.store.incr(`upload-token-used:${createHash('sha256').update(token).digest('hex')}`, spentFor);
      if (uses > 1) throw new ApiError(UPLOAD_TOKEN_USED, 0, 401);
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
      const saved = await storage.save(bytes, type, now, policy);
      const prefix = policy.scope === 'local' ? LOCAL_FILES_PREFIX : PRIVATE_FILES_PREFIX;
      return reply.send({ ...saved, url: `${app.deps.config.webBaseUrl}${prefix}${saved.key}` });
    });
  });

  // A stranger is told the same as for a file that does not exist, so addresses cannot be probed.
  app.get(`${PRIVATE_FILES_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = await storage.readPrivate(key);
    if (!file || !(await mayRead(app, request, file.owner))) throw new ApiError(PRIVATE_FILE_NOT_FOUND, 0, 404);
    return reply
      .type(TYPE_OF_EXTENSION.get(file.extension) ?? 'application/octet-stream')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.bytes);
  });

  await app.register(async (scope) => {
    // Only a public key's address: private files lie under the same directory (private/…). The raw address
    // is checked, before any decoding or dot segments could make another one of it.
    scope.addHook('onRequest', async (request) => {
      const key = request.url.slice(LOCAL_FILES_PREFIX.length).split('?')[0] ?? '';
      if (!PUBLIC_KEY.test(key)) throw new ApiError(PRIVATE_FILE_NOT_FOUND, 0, 404);
    });
    await scope.register(fastifyStatic, {
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
  });
}
