/**
 * Lesson videos from upload to playback: a finished upload becomes the lesson's video (status uploaded), the
 * transcode job claims waiting videos one at a time (transcoding, with its percentage), and each ends ready
 * (HLS) or failed with a reason; a failed one can be sent back to wait. Every staff write lands with its
 * audit entry.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client';
import { chapterClasses, chapters, courses, videos } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { recordAudit } from '../console';
import { TranscodeError, transcodeToHls } from './transcode';

export const VIDEO_MESSAGES = {
  courseNotFound: '课程不存在',
  lessonNotFound: '课时不存在',
  videoNotFound: '视频不存在',
  notFailed: '只有转码失败的视频可以重试',
  noVideo: '这个课时没有视频',
  sourceMissing: '上传的原始文件已不在服务器上，请重新上传',
  unexpected: '转码时发生意外错误，请重试；仍失败请联系技术人员',
} as const;

/** A transcode that has not moved for this long was left by an instance that stopped: it is taken again. */
const STALE_TRANSCODE_MINUTES = 10;

/** Where uploads, HLS output and keys live under the media folder. Keys sit apart from anything served as a file. */
export function mediaFolders(mediaDir: string) {
  return { uploads: join(mediaDir, 'uploads'), hls: join(mediaDir, 'hls'), keys: join(mediaDir, 'video-keys') };
}

export const keyFileOf = (mediaDir: string, folder: string) => join(mediaFolders(mediaDir).keys, `${folder}.key`);

const videoState = {
  videoId: videos.id,
  status: videos.status,
  progress: videos.progress,
  failureReason: videos.failureReason,
  kind: videos.kind,
  originalName: videos.originalName,
  durationSec: videos.durationSec,
  updatedAt: videos.updatedAt,
};

const stateView = <Row extends { updatedAt: Date }>(row: Row) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** The videos of a course's lessons, in outline order. */
export async function lessonVideos(db: DbExecutor, courseId: number) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new ApiError(VIDEO_MESSAGES.courseNotFound);
  const rows = await db
    .select({ lessonId: chapterClasses.id, ...videoState })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .innerJoin(videos, eq(videos.id, chapterClasses.videoId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(chapterClasses.sort), asc(chapterClasses.id));
  return { list: rows.map(stateView) };
}

async function videoStateOf(db: DbExecutor, videoId: number) {
  const [row] = await db.select(videoState).from(videos).where(eq(videos.id, videoId));
  if (!row) throw new ApiError(VIDEO_MESSAGES.videoNotFound);
  return stateView(row);
}

/** The lesson an upload is for, with its course, or why it cannot take one. */
export async function lessonForUpload(db: DbExecutor, lessonId: number) {
  const [lesson] = await db
    .select({ id: chapterClasses.id, title: chapterClasses.title, courseId: chapters.courseId, videoId: chapterClasses.videoId })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .where(eq(chapterClasses.id, lessonId));
  if (!lesson) throw new ApiError(VIDEO_MESSAGES.lessonNotFound);
  return lesson;
}

/** Puts a video on a lesson (or takes it off) with its audit entry, in the caller's transaction. */
async function setLessonVideo(
  tx: DbExecutor,
  lesson: Awaited<ReturnType<typeof lessonForUpload>>,
  after: { videoId: number | null; file?: string },
  staffId: number,
) {
  // A new video has no length until its transcode is done; none at all once taken off.
  await tx.update(chapterClasses).set({ videoId: after.videoId, durationSec: 0 }).where(eq(chapterClasses.id, lesson.id));
  await recordAudit(tx, {
    staffId,
    action: 'lesson.video',
    entity: 'course',
    entityId: lesson.courseId,
    before: { lesson: lesson.title, videoId: lesson.videoId },
    after: { lesson: lesson.title, ...after },
  });
}

/** A finished upload becomes the lesson's video, waiting for its transcode. */
export async function acceptUpload(
  db: Db,
  upload: { lessonId: number; fileName: string; sourceFile: string },
  staffId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const lesson = await lessonForUpload(tx, upload.lessonId);
    const [video] = await tx
      .insert(videos)
      .values({
        title: lesson.title,
        url: '',
        status: 'uploaded',
        kind: 'hls',
        originalName: upload.fileName,
        sourceFile: upload.sourceFile,
      })
      .returning({ id: videos.id });
    await setLessonVideo(tx, lesson, { videoId: video!.id, file: upload.fileName }, staffId);
    return video!.id;
  });
}

export async function retryVideo(db: Db, videoId: number, staffId: number) {
  return db.transaction(async (tx) => {
    const [video] = await tx.select().from(videos).where(eq(videos.id, videoId)).for('update');
    if (!video) throw new ApiError(VIDEO_MESSAGES.videoNotFound);
    if (video.status !== 'failed') throw new ApiError(VIDEO_MESSAGES.notFailed);
    await tx.update(videos).set({ status: 'uploaded', progress: 0, failureReason: '' }).where(eq(videos.id, videoId));
    await recordAudit(tx, {
      staffId,
      action: 'video.retry',
      entity: 'video',
      entityId: videoId,
      before: { status: 'failed', reason: video.failureReason },
      after: { status: 'uploaded' },
    });
    return videoStateOf(tx, videoId);
  });
}

export async function detachVideo(db: Db, lessonId: number, staffId: number) {
  return db.transaction(async (tx) => {
    const lesson = await lessonForUpload(tx, lessonId);
    if (lesson.videoId === null) throw new ApiError(VIDEO_MESSAGES.noVideo);
    await setLessonVideo(tx, lesson, { videoId: null }, staffId);
    return { lessonId };
  });
}

/**
 * Takes the next waiting video (or one whose transcode stalled) for this instance, in one statement so two
 * instances never take the same one.
 */
async function claimNext(db: Db) {
  const { rows } = await db.execute<{ id: number; source_file: string }>(sql`
    update ${videos} set status = 'transcoding', progress = 0, failure_reason = '', updated_at = now()
    where ${videos.id} = (
      select id from ${videos}
      where status = 'uploaded'
        or (status = 'transcoding' and updated_at < now() - make_interval(mins => ${STALE_TRANSCODE_MINUTES}))
      order by id limit 1 for update skip locked
    )
    returning id, source_file`);
  return rows[0] ?? null;
}

async function transcodeOne(db: Db, mediaDir: string, video: { id: number; source_file: string }): Promise<void> {
  const folders = mediaFolders(mediaDir);
  const folder = `v${video.id}-${randomBytes(6).toString('hex')}`;
  const outDir = join(folders.hls, folder);
  const keyFile = keyFileOf(mediaDir, folder);
  const transcoding = and(eq(videos.id, video.id), eq(videos.status, 'transcoding'));
  try {
    if (!video.source_file) throw new TranscodeError(VIDEO_MESSAGES.sourceMissing);
    await mkdir(folders.keys, { recursive: true, mode: 0o700 });
    const info = await transcodeToHls({
      source: join(folders.uploads, video.source_file),
      outDir,
      keyFile,
      onProgress: async (progress) => {
        await db.update(videos).set({ progress }).where(transcoding);
      },
    }).catch(async (error: unknown) => {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw missing ? new TranscodeError(VIDEO_MESSAGES.sourceMissing) : error;
    });
    const [previous] = await db.select({ url: videos.url }).from(videos).where(eq(videos.id, video.id));
    await db
      .update(videos)
      .set({
        status: 'ready',
        progress: 100,
        kind: 'hls',
        url: folder,
        durationSec: Math.round(info.durationSec),
        sourceFile: '',
      })
      .where(transcoding);
    // The lessons showing this video show its length (the course pages add them up).
    await db
      .update(chapterClasses)
      .set({ durationSec: Math.round(info.durationSec) })
      .where(eq(chapterClasses.videoId, video.id));
    if (previous?.url) await removeOutput(mediaDir, previous.url);
    // The upload served its purpose: a later change of the video is a new upload.
    await rm(join(folders.uploads, video.source_file), { force: true });
    await rm(join(folders.uploads, `${video.source_file}.json`), { force: true });
  } catch (error) {
    await removeOutput(mediaDir, folder);
    const reason = error instanceof TranscodeError ? error.message : VIDEO_MESSAGES.unexpected;
    await db.update(videos).set({ status: 'failed', failureReason: reason }).where(transcoding);
    if (!(error instanceof TranscodeError)) throw error;
  }
}

async function removeOutput(mediaDir: string, folder: string) {
  await rm(join(mediaFolders(mediaDir).hls, folder), { recursive: true, force: true });
  await rm(keyFileOf(mediaDir, folder), { force: true });
}

const running = new Map<string, { run: Promise<number>; again: boolean; onFinished: Set<() => unknown> }>();

export interface TranscodeOptions {
  /** Called after each video ends ready or failed, e.g. to drop cached course pages that show its lessons. */
  onFinished?: () => unknown;
}

/**
 * Transcodes every waiting video, one after another; answers how many it took. A call while a run is going in
 * this process joins that run, which then looks for waiting videos once more before it ends, so an upload
 * finishing mid-run is never left for the next periodic run.
 */
export function transcodeWaiting(db: Db, mediaDir: string, options: TranscodeOptions = {}): Promise<number> {
  const current = running.get(mediaDir);
  if (current) {
    current.again = true;
    if (options.onFinished) current.onFinished.add(options.onFinished);
    return current.run;
  }
  const entry = { again: false, run: Promise.resolve(0), onFinished: new Set<() => unknown>() };
  if (options.onFinished) entry.onFinished.add(options.onFinished);
  entry.run = (async () => {
    let done = 0;
    try {
      do {
        entry.again = false;
        for (let video = await claimNext(db); video; video = await claimNext(db)) {
          try {
            await transcodeOne(db, mediaDir, video);
          } finally {
            for (const finished of entry.onFinished) await finished();
          }
          done += 1;
        }
      } while (entry.again);
    } finally {
      running.delete(mediaDir);
    }
    return done;
  })();
  running.set(mediaDir, entry);
  return entry.run;
}
