import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, posix } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { videos } from '../../../platform/db/schema';
import { readCookie } from '../../../platform/plugins/auth';
import { keyFileOf, MASTER_PLAYLIST, mediaFolders } from '../../video';
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

/** The files of an HLS video an address may name below it: the key, or a rendition's playlist or segment. */
const HLS_PART = /^(?:key|master\.m3u8|[A-Za-z0-9_-]{1,32}\/[A-Za-z0-9_-]{1,64}\.(?:m3u8|ts))$/;

/**
 * A playlist as the player receives it: every address in it (renditions, segments, the key) made absolute
 * under this video's address and carrying the same signed query, so each file is checked like the first.
 * Addresses that would leave the video's folder are dropped.
 */
export function rewritePlaylist(playlist: string, options: { videoId: number; dir: string; query: string }): string {
  const signed = (uri: string) => {
    const resolved = posix.normalize(posix.join(options.dir, uri));
    if (resolved.startsWith('..') || resolved.startsWith('/')) return null;
    return `${VIDEO_STREAM_PREFIX}${options.videoId}/${resolved}?${options.query}`;
  };
  return playlist
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#')) return trimmed.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${signed(uri) ?? ''}"`);
      return signed(trimmed) ?? '';
    })
    .join('\n');
}

/**
 * The video a request may fetch: the address must be signed for this video, unexpired, and the browser's
 * session must belong to the user it was signed for, so a copied address is useless to another account or
 * after it expires. Null means refuse.
 */
async function grantedVideo(app: FastifyInstance, request: FastifyRequest) {
  const { deps } = app;
  const { videoId } = request.params as { videoId: string };
  const query = request.query as Record<string, string | undefined>;
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  const checked = checkVideoGrant(deps.config.video.signingSecret, { videoId, u: query.u, e: query.e, s: query.s }, nowSeconds);
  if (!checked.ok) return null;

  const token = readCookie(request, deps.config.client.tokenName);
  if (!token) return null;
  const session = await deps.sessions.check(token);
  if (!session.valid || session.user.id !== checked.grant.userId) return null;

  const [video] = await deps.db
    .select({ id: videos.id, url: videos.url, kind: videos.kind, status: videos.status })
    .from(videos)
    .where(eq(videos.id, checked.grant.videoId))
    .limit(1);
  // Only a bare file or folder name is ever looked up, so no address can reach outside the media folder.
  if (!video || video.status !== 'ready' || !video.url || basename(video.url) !== video.url) return null;
  const signedQuery = new URLSearchParams({ u: query.u!, e: query.e!, s: query.s! }).toString();
  return { ...video, signedQuery };
}

const privateHeaders = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');

const notFound = (reply: FastifyReply) => reply.code(404).header('content-length', 0).send();

/** One file of a ready HLS video: a playlist (rewritten), a segment, or the key. */
async function sendHlsPart(
  app: FastifyInstance,
  reply: FastifyReply,
  video: { id: number; url: string; signedQuery: string },
  part: string,
) {
  const { mediaDir } = app.deps.config.video;
  if (part === 'key') {
    const key = await readFile(keyFileOf(mediaDir, video.url)).catch(() => null);
    if (!key) return notFound(reply);
    return privateHeaders(reply).header('content-type', 'application/octet-stream').send(key);
  }
  const file = join(mediaFolders(mediaDir).hls, video.url, part);
  if (part.endsWith('.m3u8')) {
    const playlist = await readFile(file, 'utf8').catch(() => null);
    if (playlist === null) return notFound(reply);
    const rewritten = rewritePlaylist(playlist, { videoId: video.id, dir: posix.dirname(part), query: video.signedQuery });
    return privateHeaders(reply).header('content-type', 'application/vnd.apple.mpegurl').send(rewritten);
  }
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return notFound(reply);
  return privateHeaders(reply)
    .header('content-type', 'video/mp2t')
    .header('content-length', info.size)
    .send(createReadStream(file));
}

/**
 * GET /api/v1/media/video/<videoId>?u=&e=&s= plays a lesson video: an MP4 file streamed with range requests,
 * or an HLS video's master playlist, whose renditions, segments and key are fetched under the same address
 * (/api/v1/media/video/<videoId>/<part>?u=&e=&s=) with the same checks.
 */
export function registerVideoStream(app: FastifyInstance): void {
  const { deps } = app;
  app.get(`${VIDEO_STREAM_PREFIX}:videoId`, { schema: { hide: true } }, async (request, reply) => {
    const video = await grantedVideo(app, request);
    if (!video) return refuse(reply);
    if (video.kind === 'hls') return sendHlsPart(app, reply, video, MASTER_PLAYLIST);

    const file = join(deps.config.video.mediaDir, 'video', video.url);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound(reply);

    privateHeaders(reply).header('accept-ranges', 'bytes').header('content-type', 'video/mp4');
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

  app.get(`${VIDEO_STREAM_PREFIX}:videoId/*`, { schema: { hide: true } }, async (request, reply) => {
    const part = (request.params as { '*': string })['*'];
    const video = await grantedVideo(app, request);
    if (!video || video.kind !== 'hls' || !HLS_PART.test(part)) return refuse(reply);
    return sendHlsPart(app, reply, video, part);
  });
}
