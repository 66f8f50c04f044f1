import { execFileSync } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as videoCalls from '../../../../contract/api/schemas/admin/videos';
import * as course from '../../../../contract/api/schemas/web/course';
import * as learning from '../../../../contract/api/schemas/user/learning';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { rewritePlaylist } from '../../../../server/src/modules/learning/routes/videoStream';
import { JOB_NAMES, scheduleJobs } from '../../../../server/src/modules/jobs';
import { createInProcessScheduler } from '../../../../server/src/platform/jobs';
import { deleteAbandonedUploads, mediaFolders, transcodeFor, transcodeWaiting } from '../../../../server/src/modules/video';
import { UPLOAD_RESUMABLE_MS } from '../../../../server/src/modules/video/unfinishedUploads';
import { VIDEO_MESSAGES } from '../../../../server/src/modules/video/pipeline';
import { UPLOAD_MESSAGES } from '../../../../server/src/modules/video/routes/upload';
import { progressOf, renditionsFor } from '../../../../server/src/modules/video/transcode';
import { chapterClasses, chapters, courseEnrollments, staffAuditLog, videos } from '../../../../server/src/platform/db/schema';
import { type Buyer, type CommerceApp, createCommerceApp } from '../commerce/harness';
import { staffSignIns } from '../console/staffHelpers';

const mediaDir = mkdtempSync(join(tmpdir(), 'video-pipeline-'));
const UPLOAD = videoCalls.VIDEO_UPLOAD_PATH;
let t: CommerceApp;
let clip: Buffer;
let editorToken: string;
const staff = staffSignIns(() => t);

beforeAll(async () => {
  // Two seconds of 720p picture and sound: big enough for both renditions.
  const file = join(mediaDir, 'clip.mp4');
  execFileSync('/usr/bin/ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=1280x720:rate=15',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  clip = readFileSync(file);
  t = await createCommerceApp({ env: { MEDIA_DIR: mediaDir } });
  editorToken = await staff.signIn('courseEditor');
}, 240_000);
afterAll(async () => {
  await t?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const b64 = (value: string) => Buffer.from(value).toString('base64');
const tusHeaders = (token: string | undefined) => ({
  'tus-resumable': '1.0.0',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

function createUpload(metadata: Record<string, string>, length: number, token: string | null = editorToken) {
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: {
      ...tusHeaders(token ?? undefined),
      'upload-length': String(length),
      'upload-metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${b64(value)}`)
        .join(','),
    },
  });
}

function sendBytes(location: string, offset: number, bytes: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...tusHeaders(editorToken), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
}

/** A tus upload sent in two halves, asking the server where it stopped in between as a reloaded page would. */
async function upload(lessonId: number, bytes: Buffer, filename = 'lesson.mp4') {
  const created = await createUpload({ lessonId: String(lessonId), filename }, bytes.length);
  expect(created.statusCode).toBe(201);
  const location = created.headers.location as string;
  const half = Math.floor(bytes.length / 2);
  expect((await sendBytes(location, 0, bytes.subarray(0, half))).statusCode).toBe(204);
  const resumed = await t.app.inject({ method: 'HEAD', url: location, headers: tusHeaders(editorToken) });
  expect(resumed.headers['upload-offset']).toBe(String(half));
  const last = await sendBytes(location, half, bytes.subarray(half));
  expect(last.statusCode).toBe(204);
  expect(last.headers['upload-offset']).toBe(String(bytes.length));
}

async function paidLesson() {
  const paid = await t.course();
  const [lesson] = await t.db
    .select({ id: chapterClasses.id })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .where(and(eq(chapters.courseId, paid.id), eq(chapterClasses.isTrial, false)))
    .orderBy(asc(chapterClasses.id))
    .limit(1);
  return { courseId: paid.id, lessonId: lesson!.id };
}

async function videoOf(courseId: number, lessonId: number) {
  const { list } = await t.ok(videoCalls.lessonVideos, { courseId }, { token: editorToken });
  return list.find((row) => row.lessonId === lessonId)!;
}

/** Runs the transcode job to the end, noting every status the video passed through. */
async function transcodeWatching(videoId: number) {
  const seen = new Set<string>();
  const watch = setInterval(() => {
    void t.db
      .select({ status: videos.status, progress: videos.progress })
      .from(videos)
      .where(eq(videos.id, videoId))
      .then(([row]) => row && seen.add(`${row.status}`));
  }, 20);
  await transcodeWaiting(t.db, mediaDir);
  clearInterval(watch);
  return seen;
}

function fetchAs(token: string | undefined, url: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { cookie: `${t.config.client.tokenName}=${token}` } : {} });
}

const uris = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));

describe('lesson videos uploaded in the console', () => {
  let owner: Buyer;
  let playing: { courseId: number; lessonId: number; videoId: number; master: string };

  beforeAll(async () => {
    const { courseId, lessonId } = await paidLesson();
    await upload(lessonId, clip, '第一课.mp4');
    const waiting = await videoOf(courseId, lessonId);
    expect(['uploaded', 'transcoding']).toContain(waiting.status);
    expect(waiting).toMatchObject({ kind: 'hls', originalName: '第一课.mp4' });
    const seen = await transcodeWatching(waiting.videoId);
    expect(seen.has('transcoding')).toBe(true);
    owner = await t.buyer();
    await t.db.insert(courseEnrollments).values({ userId: owner.id, courseId, source: 'gift' });
    const { videoUrl } = await t.ok(course.studyCourseVideo, { classId: lessonId }, { token: owner.token });
    playing = { courseId, lessonId, videoId: waiting.videoId, master: videoUrl };
  }, 120_000);

  it('resumes an upload where it stopped, then transcodes it to a ready HLS video with its real length', async () => {
    const video = await videoOf(playing.courseId, playing.lessonId);
    expect(video).toMatchObject({ status: 'ready', progress: 100, kind: 'hls', failureReason: '', durationSec: 2 });
    const [audit] = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'lesson.video'))
      .orderBy(desc(staffAuditLog.id));
    expect(audit).toMatchObject({ entity: 'course', entityId: String(playing.courseId) });
    expect(audit!.after).toMatchObject({ videoId: playing.videoId, file: '第一课.mp4' });
  });

  it("gives the lesson the video's length on the family's outline, through the cached course pages", async () => {
    const [lesson] = await t.db
      .select({ chapterId: chapterClasses.chapterId })
      .from(chapterClasses)
      .where(eq(chapterClasses.id, playing.lessonId));
    const outline = await t.ok(course.findChapterVideos, { chapterId: lesson!.chapterId });
    expect(outline.list.find((row) => row.id === playing.lessonId)).toMatchObject({ durationSec: 2, videoId: playing.videoId });
  });

  it('drops the cached course pages when a transcode ends, so a new length shows at once', async () => {
    const [lesson] = await t.db
      .select({ chapterId: chapterClasses.chapterId })
      .from(chapterClasses)
      .where(eq(chapterClasses.id, playing.lessonId));
    // Read once so the answer is cached, then let a transcode end with the app's own run.
    await t.ok(course.findChapterVideos, { chapterId: lesson!.chapterId });
    await t.db.update(chapterClasses).set({ durationSec: 0 }).where(eq(chapterClasses.id, playing.lessonId));
    const { id: waitingId } = (
      await t.db.insert(videos).values({ url: '', status: 'uploaded', kind: 'hls', sourceFile: 'missing.mp4' }).returning()
    )[0]!;
    await transcodeFor(t.app.deps);
    const [failed] = await t.db.select({ status: videos.status }).from(videos).where(eq(videos.id, waitingId));
    expect(failed!.status).toBe('failed');
    const outline = await t.ok(course.findChapterVideos, { chapterId: lesson!.chapterId });
    expect(outline.list.find((row) => row.id === playing.lessonId)!.durationSec).toBe(0);
    await t.db.update(chapterClasses).set({ durationSec: 2 }).where(eq(chapterClasses.id, playing.lessonId));
  });

  it('gives the owner a signed master playlist whose two renditions carry the same signature', async () => {
    expect(playing.master).toMatch(new RegExp(`^/api/v1/media/video/${playing.videoId}/master\\.m3u8\\?u=\\d+&e=\\d+&s=`));
    const answer = await fetchAs(owner.token, playing.master);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('mpegurl');
    expect(answer.body).toContain('RESOLUTION=640x360');
    expect(answer.body).toContain('RESOLUTION=1280x720');
    const query = playing.master.split('?')[1]!;
    const variants = uris(answer.body);
    expect(variants).toHaveLength(2);
    for (const uri of variants)
      expect(uri).toMatch(new RegExp(`^/api/v1/media/video/${playing.videoId}/\\d+p/index\\.m3u8\\?${query}$`));
  });

  it('serves segments encrypted with AES-128 and the key only to the grant the address was signed for', async () => {
    const master = await fetchAs(owner.token, playing.master);
    const variant = await fetchAs(owner.token, uris(master.body)[0]!);
    expect(variant.statusCode).toBe(200);
    const key = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/i.exec(variant.body);
    expect(key).not.toBeNull();
    const [, keyUrl = '', iv = ''] = key!;
    expect(keyUrl).toMatch(new RegExp(`^/api/v1/media/video/${playing.videoId}/key\\?u=`));

    const granted = await fetchAs(owner.token, keyUrl);
    expect(granted.statusCode).toBe(200);
    expect(granted.rawPayload).toHaveLength(16);
    expect((await fetchAs(owner.token, keyUrl.split('?')[0]!)).statusCode).toBe(403);
    expect((await fetchAs(owner.token, keyUrl.replace(/s=[^&]+/, 's=forged'))).statusCode).toBe(403);
    expect(
      (
        await fetchAs(
          owner.token,
          keyUrl.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 60}`),
        )
      ).statusCode,
    ).toBe(403);
    expect((await fetchAs(undefined, keyUrl)).statusCode).toBe(403);
    const stranger = await t.buyer();
    expect((await fetchAs(stranger.token, keyUrl)).statusCode).toBe(403);
    expect(
      (await t.fails(course.studyCourseVideo, { classId: playing.lessonId }, { token: stranger.token })).length,
    ).toBeGreaterThan(0);

    const segment = await fetchAs(owner.token, uris(variant.body)[0]!);
    expect(segment.statusCode).toBe(200);
    const decipher = createDecipheriv('aes-128-cbc', granted.rawPayload, Buffer.from(iv, 'hex'));
    const plain = Buffer.concat([decipher.update(segment.rawPayload), decipher.final()]);
    // An MPEG-TS packet starts with the sync byte 0x47 every 188 bytes: only the decrypted bytes show it.
    expect(plain[0]).toBe(0x47);
    expect(plain[188]).toBe(0x47);
    expect(segment.rawPayload[0] === 0x47 && segment.rawPayload[188] === 0x47).toBe(false);
  });

  it('refuses files outside the video and playlists of other videos under this signature', async () => {
    const base = playing.master.replace('master.m3u8', '');
    const [path, query] = base.split('?');
    for (const part of [
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '360p%2F..%2F..%2Fkey',
      '.keyinfo',
      '360p/seg000.mp4',
      'video-keys/x.key',
    ]) {
      expect((await fetchAs(owner.token, `${path}${part}?${query}`)).statusCode).toBe(403);
    }
    // Unencoded, the address is resolved before routing and lands outside the video's addresses altogether.
    expect((await fetchAs(owner.token, `${path}../../../../etc/passwd?${query}`)).statusCode).toBe(404);
    const other = path!.replace(`/video/${playing.videoId}/`, `/video/${playing.videoId + 1000}/`);
    expect((await fetchAs(owner.token, `${other}master.m3u8?${query}`)).statusCode).toBe(403);
  });

  it('keeps saving playback progress of an HLS lesson', async () => {
    const saved = await t.ok(
      learning.playPassageRecord,
      { classId: playing.lessonId, positionSec: 2, playedSec: 2 },
      { token: owner.token },
    );
    expect(saved).toMatchObject({ progress: 100, finished: true });
  });
});

describe('a transcode that fails', () => {
  it('records a reason staff can read, and a retry runs the transcode again from the kept upload', async () => {
    const { courseId, lessonId } = await paidLesson();
    await upload(lessonId, Buffer.from('这不是视频'.repeat(100)), 'notes.txt');
    await transcodeWaiting(t.db, mediaDir);
    const failed = await videoOf(courseId, lessonId);
    expect(failed).toMatchObject({ status: 'failed', failureReason: '无法读取这个文件：它不是可识别的视频' });
    // A failed video does not play: the family is told the lesson has no video yet.
    const buyer = await t.buyer();
    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId, source: 'gift' });
    expect(await t.fails(course.studyCourseVideo, { classId: lessonId }, { token: buyer.token })).toBe('该课时暂无视频');

    const [row] = await t.db.select({ sourceFile: videos.sourceFile }).from(videos).where(eq(videos.id, failed.videoId));
    writeFileSync(join(mediaFolders(mediaDir).uploads, row!.sourceFile), clip);
    const retried = await t.ok(videoCalls.retryVideo, { videoId: failed.videoId }, { token: editorToken });
    expect(retried).toMatchObject({ status: 'uploaded', failureReason: '' });
    await transcodeWaiting(t.db, mediaDir);
    expect(await videoOf(courseId, lessonId)).toMatchObject({ status: 'ready', progress: 100 });
    expect(await t.fails(videoCalls.retryVideo, { videoId: failed.videoId }, { token: editorToken })).toBe(
      VIDEO_MESSAGES.notFailed,
    );
    const [audit] = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'video.retry'));
    expect(audit).toMatchObject({ entity: 'video', entityId: String(failed.videoId) });
  }, 60_000);
});

describe('taking a video off a lesson', () => {
  it('leaves the lesson without a video for families and writes the audit log', async () => {
    const { courseId, lessonId } = await paidLesson();
    const buyer = await t.buyer();
    await t.db.insert(courseEnrollments).values({ userId: buyer.id, courseId, source: 'gift' });
    expect((await t.ok(course.studyCourseVideo, { classId: lessonId }, { token: buyer.token })).videoUrl).toContain(
      '/media/video/',
    );
    expect(await t.ok(videoCalls.detachVideo, { lessonId }, { token: editorToken })).toEqual({ lessonId });
    expect(await t.fails(course.studyCourseVideo, { classId: lessonId }, { token: buyer.token })).toBe('该课时暂无视频');
    expect(await t.fails(videoCalls.detachVideo, { lessonId }, { token: editorToken })).toBe(VIDEO_MESSAGES.noVideo);
    const [audit] = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'lesson.video'))
      .orderBy(desc(staffAuditLog.id));
    expect(audit!.after).toMatchObject({ videoId: null });
  });
});

describe('large uploads', () => {
  it('takes requests of several megabytes: the app sets no limit below the console’s 5 MB pieces', async () => {
    const { lessonId } = await paidLesson();
    const bytes = Buffer.alloc(9 * 1024 * 1024, 7);
    const created = await createUpload({ lessonId: String(lessonId), filename: 'big.mp4' }, bytes.length * 2);
    const sent = await sendBytes(created.headers.location as string, 0, bytes);
    expect(sent.statusCode).toBe(204);
    expect(sent.headers['upload-offset']).toBe(String(bytes.length));
  });
});

describe('uploads left unfinished', () => {
  it('keep their bytes for days so the editor can resume, then are deleted by the hourly job', async () => {
    const { lessonId } = await paidLesson();
    const created = await createUpload({ lessonId: String(lessonId), filename: 'half.mp4' }, clip.length);
    const location = created.headers.location as string;
    await sendBytes(location, 0, clip.subarray(0, 1000));
    const where = () => t.app.inject({ method: 'HEAD', url: location, headers: tusHeaders(editorToken) });

    await scheduleJobs(t.app, createInProcessScheduler()).runNow(JOB_NAMES.abandonedUploads);
    expect((await where()).headers['upload-offset']).toBe('1000');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + UPLOAD_RESUMABLE_MS + 60_000 });
    try {
      expect(await deleteAbandonedUploads(mediaDir)).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    expect([404, 410]).toContain((await where()).statusCode);
  });
});

describe('bad input and missing rights', () => {
  it('answers an upload without a lesson, with an unknown lesson or without a file name with status 0 naming the field', async () => {
    const { lessonId } = await paidLesson();
    for (const [metadata, message] of [
      [{ filename: 'a.mp4' }, UPLOAD_MESSAGES.lessonId],
      [{ lessonId: 'abc', filename: 'a.mp4' }, UPLOAD_MESSAGES.lessonId],
      [{ lessonId: '999999', filename: 'a.mp4' }, 'lessonId：课时不存在'],
      [{ lessonId: String(lessonId) }, UPLOAD_MESSAGES.filename],
    ] as const) {
      const answer = await createUpload(metadata, 10);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ status: 0, message, appData: null });
    }
    // A lesson deleted while its video was on the way: the last piece is answered with the reason.
    const created = await createUpload({ lessonId: String(lessonId), filename: 'a.mp4' }, 4);
    await t.db.delete(chapterClasses).where(eq(chapterClasses.id, lessonId));
    const finished = await sendBytes(created.headers.location as string, 0, Buffer.from('abcd'));
    expect(finished.statusCode).toBe(400);
    expect(finished.json()).toEqual({ status: 0, message: 'lessonId：课时不存在', appData: null });

    const bad = await t.call(videoCalls.retryVideo, { videoId: 'abc' }, { token: editorToken });
    expect(bad.status).toBe(0);
    expect(bad.message).toContain('videoId');
    expect(await t.fails(videoCalls.retryVideo, { videoId: 999999 }, { token: editorToken })).toBe(VIDEO_MESSAGES.videoNotFound);
    expect(await t.fails(videoCalls.lessonVideos, { courseId: 999999 }, { token: editorToken })).toBe(
      VIDEO_MESSAGES.courseNotFound,
    );
  });

  it('takes uploads only from signed-in staff who may edit courses', async () => {
    const { lessonId } = await paidLesson();
    const metadata = { lessonId: String(lessonId), filename: 'a.mp4' };
    const anonymous = await createUpload(metadata, 10, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 2 });
    const reader = await createUpload(metadata, 10, await staff.signIn('contentEditor'));
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toMatchObject({ status: 0, message: NO_PERMISSION });
  });
});

describe('the transcode settings', () => {
  it('never upscales: a small source gets one rendition at its own height, a 720p source both', () => {
    expect(renditionsFor(240).map((rendition) => rendition.name)).toEqual(['240p']);
    expect(renditionsFor(480).map((rendition) => rendition.name)).toEqual(['360p']);
    expect(renditionsFor(1080).map((rendition) => rendition.name)).toEqual(['360p', '720p']);
  });

  it('reads whole percent from ffmpeg progress lines and leaves 100 to the end', () => {
    expect(progressOf('frame=10\nout_time_us=1000000\nprogress=continue', 4)).toBe(25);
    expect(progressOf('out_time_us=4000000\nprogress=end', 4)).toBe(99);
    expect(progressOf('frame=10', 4)).toBeNull();
  });

  it('signs every address of a playlist and drops those leaving the video folder', () => {
    const playlist = '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x00\nseg000.ts\n../../../etc/passwd\n';
    expect(rewritePlaylist(playlist, { videoId: 7, dir: '360p', query: 'u=1&e=2&s=x' })).toBe(
      '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="/api/v1/media/video/7/key?u=1&e=2&s=x",IV=0x00\n/api/v1/media/video/7/360p/seg000.ts?u=1&e=2&s=x\n\n',
    );
  });
});
