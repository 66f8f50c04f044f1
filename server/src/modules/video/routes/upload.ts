import type { IncomingMessage } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { Server as TusServer } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VIDEO_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_PATH } from '../../../../../contract/api/schemas/admin/videos';
import { API_STATUS } from '../../../../../contract/api/schemas/status';
import { NO_PERMISSION, roleCan } from '../../../../../contract/vocabulary/staff';
import { readCredential } from '../../../platform/plugins/auth';
import { ApiError } from '../../../platform/plugins/apiError';
import { acceptUpload, lessonForUpload, mediaFolders } from '../pipeline';
import { transcodeFor } from '../transcodeFor';
import { uploadStore } from '../unfinishedUploads';

export const UPLOAD_MESSAGES = {
  lessonId: 'lessonId：应为课时编号',
  filename: 'filename：应为视频的文件名（1 到 200 个字符）',
  notSignedIn: '请先登录控制台',
} as const;

/** The answer of a refused tus request: the console's envelope, so the uploader shows the message. */
function refusal(statusCode: number, message: string, status: number = API_STATUS.error) {
  return { status_code: statusCode, body: JSON.stringify({ status, message, appData: null }) };
}

/** Upload metadata as tus-js-client sends it, checked field by field. */
function uploadFields(metadata: Record<string, string | null> | undefined) {
  const lessonId = metadata?.lessonId ?? '';
  if (!/^[1-9]\d{0,9}$/.test(lessonId)) throw refusal(400, UPLOAD_MESSAGES.lessonId);
  const fileName = (metadata?.filename ?? '').trim();
  if (fileName.length === 0 || fileName.length > 200 || fileName.includes('\u0000')) throw refusal(400, UPLOAD_MESSAGES.filename);
  return { lessonId: Number(lessonId), fileName };
}

/** A lesson that cannot take the upload: the answer names the field. */
function lessonRefusal(error: unknown): never {
  throw error instanceof ApiError ? refusal(400, `lessonId：${error.message}`) : error;
}

type NodeBacked = { runtime?: { node?: { req?: IncomingMessage } } };

/**
 * The console's resumable video upload (tus, under VIDEO_UPLOAD_PATH). Fastify checks the staff session and
 * courses.write, then hands the raw request to the tus server, which writes the bytes under the media folder.
 * A finished upload becomes its lesson's video and starts the transcode.
 */
export async function registerVideoUpload(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { uploads } = mediaFolders(deps.config.video.mediaDir);
  await mkdir(uploads, { recursive: true });
  // Who sent each request, for the audit entry of the finished upload (the tus hooks see only the request).
  const staffOf = new WeakMap<IncomingMessage, number>();
  const staffIdOf = (req: unknown) => {
    const raw = (req as NodeBacked).runtime?.node?.req;
    return raw ? staffOf.get(raw) : undefined;
  };

  const tus = new TusServer({
    path: VIDEO_UPLOAD_PATH,
    datastore: uploadStore(deps.config.video.mediaDir),
    maxSize: VIDEO_UPLOAD_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: true,
    async onUploadCreate(_req, upload) {
      const fields = uploadFields(upload.metadata);
      await lessonForUpload(deps.db, fields.lessonId).catch(lessonRefusal);
      return {};
    },
    async onUploadFinish(req, upload) {
      const fields = uploadFields(upload.metadata);
      const staffId = staffIdOf(req);
      if (staffId === undefined) throw refusal(401, UPLOAD_MESSAGES.notSignedIn, API_STATUS.notLoggedIn);
      // The lesson may have been deleted while its video was on the way.
      await acceptUpload(deps.db, { ...fields, sourceFile: upload.id }, staffId).catch(lessonRefusal);
      void transcodeFor(deps).catch((error: unknown) => app.log.error({ err: error }, '视频转码失败'));
      return {};
    },
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const credential = readCredential(request);
    const session = credential.kind === 'bearer' ? await deps.staffSessions.check(credential.token) : null;
    if (!session?.valid) {
      const { body } = refusal(401, UPLOAD_MESSAGES.notSignedIn, API_STATUS.notLoggedIn);
      return reply.code(401).type('application/json; charset=utf-8').send(body);
    }
    if (!roleCan(session.staff.role, 'courses.write')) {
      return reply.code(403).type('application/json; charset=utf-8').send(refusal(403, NO_PERMISSION).body);
    }
    staffOf.set(request.raw, session.staff.id);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  }

  await app.register(async (scope) => {
    // The tus server reads the bytes itself: Fastify must leave the body stream alone.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    for (const url of [VIDEO_UPLOAD_PATH, `${VIDEO_UPLOAD_PATH}/:uploadId`]) {
      scope.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url, schema: { hide: true }, handler: handle });
    }
  });
}
