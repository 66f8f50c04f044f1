import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { videos } from '../../../platform/db/schema';
import { readCookie } from '../../../platform/plugins/auth';
import { checkVideoGrant, VIDEO_STREAM_PREFIX } from '../videoSigning';

/** A refusal carries no bytes of the video and nothing a caller could learn from. */
function refuse(reply: FastifyReply) {
  return reply.code(403).header('cache-control', 'no-store').header('content-length', 0).send();
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range (what browsers send for media); several ranges are answered with the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * GET /api/v1/media/video/<videoId>?u=&e=&s= streams a lesson video with range requests. The address must
 * be signed for this video, unexpired, and the browser's session must belong to the user it was signed
 * for, so a copied address is useless to another account or after it expires.
 */
export function registerVideoStream(app: FastifyInstance): void {
  const { deps } = app;
  app.get(`${VIDEO_STREAM_PREFIX}:videoId`, { schema: { hide: true } }, async (request, reply) => {
    const { videoId } = request.params as { videoId: string };
    const query = request.query as Record<string, string | undefined>;
    const nowSeconds = Math.floor(deps.now().getTime() / 1000);
    const checked = checkVideoGrant(deps.config.video.signingSecret, { videoId, u: query.u, e: query.e, s: query.s }, nowSeconds);
    if (!checked.ok) return refuse(reply);

    const token = readCookie(request, deps.config.client.tokenName);
    if (!token) return refuse(reply);
    const session = await deps.sessions.check(token);
    if (!session.valid || session.user.id !== checked.grant.userId) return refuse(reply);

    const [video] = await deps.db.select({ url: videos.url }).from(videos).where(eq(videos.id, checked.grant.videoId)).limit(1);
    // Only a bare file name is ever looked up, so no address can reach outside the media folder.
    if (!video || basename(video.url) !== video.url) return refuse(reply);
    const file = join(deps.config.video.mediaDir, 'video', video.url);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return reply.code(404).header('content-length', 0).send();

    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-store')
      .header('content-type', 'video/mp4')
      .header('x-content-type-options', 'nosniff');
    const range = parseRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${info.size}`).header('content-length', 0).send();
    }
    if (!range) return reply.header('content-length', info.size).send(createReadStream(file));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file, { start: range.start, end: range.end }));
  });
}
