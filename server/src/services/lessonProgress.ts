import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client';
import { bound, prepared } from '../db/prepared';
import { chapterClasses, chapters, courses, learningRecords, videos } from '../db/schema';
import { ApiError } from './apiError';
import { CLASS_NOT_FOUND, enrolledSql, PURCHASE_REQUIRED } from './courses';
import { signVideoUrl } from './videoSigning';

/** A lesson counts as finished once playback has passed this share of the video. */
export const LESSON_FINISHED_PERCENT = 90;
/**
 * Most seconds one save may add to the watched time. The player saves every 10 s; a longer gap (a tab that
 * slept) is capped so a replayed or forged request cannot inflate study time.
 */
export const MAX_PLAYED_PER_SAVE = 60;
export const NO_VIDEO = '该课时暂无视频';

export interface VideoSigning {
  signingSecret: string;
  urlTtlSeconds: number;
}

interface WatchableLesson {
  classId: number;
  chapterId: number;
  courseId: number;
  title: string;
  sort: number;
  chapterSort: number;
  videoId: number;
  posterUrl: string;
  /** Length of the real video; the catalogue's lesson length when the file does not say. */
  durationSec: number;
}

/** A lesson with whether the user owns its course, in one query: a playing video saves every 10 s. */
const viewableLesson = (db: DbExecutor) =>
  db
    .select({
      classId: chapterClasses.id,
      chapterId: chapterClasses.chapterId,
      courseId: chapters.courseId,
      title: chapterClasses.title,
      sort: chapterClasses.sort,
      chapterSort: chapters.sort,
      isTrial: chapterClasses.isTrial,
      isFree: courses.isFree,
      enrolled: enrolledSql(sql.placeholder('userId'), chapters.courseId),
      classDurationSec: chapterClasses.durationSec,
      videoId: videos.id,
      videoDurationSec: videos.durationSec,
      posterUrl: videos.posterUrl,
    })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .leftJoin(videos, eq(videos.id, chapterClasses.videoId))
    .where(and(eq(chapterClasses.id, sql.placeholder('classId')), eq(courses.isPublished, true)))
    .limit(1)
    .prepare('lesson_for_viewer');

/** The lesson if this user may watch it: a trial lesson, a free course, or a course the user owns. */
export async function watchableLesson(db: Db, userId: number, classId: number): Promise<WatchableLesson> {
  const [row] = await prepared(db, viewableLesson).execute({ userId, classId });
  if (!row) throw new ApiError(CLASS_NOT_FOUND);
  if (!row.isTrial && !row.isFree && !row.enrolled) throw new ApiError(PURCHASE_REQUIRED);
  if (row.videoId === null) throw new ApiError(NO_VIDEO);
  return {
    classId: row.classId,
    chapterId: row.chapterId,
    courseId: row.courseId,
    title: row.title,
    sort: row.sort,
    chapterSort: row.chapterSort,
    videoId: row.videoId,
    posterUrl: row.posterUrl ?? '',
    durationSec: row.videoDurationSec && row.videoDurationSec > 0 ? row.videoDurationSec : row.classDurationSec,
  };
}

/** A signed address for this user and video, valid for the configured lifetime. */
export function videoAddress(signing: VideoSigning, userId: number, videoId: number, nowMs: number) {
  const expires = Math.floor(nowMs / 1000) + signing.urlTtlSeconds;
  return {
    videoUrl: signVideoUrl(signing.signingSecret, { userId, videoId, expires }),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

async function savedProgress(db: Db, userId: number, classId: number) {
  const [record] = await db
    .select({
      positionSec: learningRecords.positionSec,
      watchedSec: learningRecords.watchedSec,
      progress: learningRecords.progress,
      finishedAt: learningRecords.finishedAt,
    })
    .from(learningRecords)
    .where(and(eq(learningRecords.userId, userId), eq(learningRecords.classId, classId)))
    .limit(1);
  return record;
}

/** The lesson after this one in the course (next in the chapter, else the first of the next chapter). */
async function nextLessonId(db: Db, lesson: WatchableLesson): Promise<number | null> {
  const rows = await db
    .select({ id: chapterClasses.id, sort: chapterClasses.sort, chapterSort: chapters.sort })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .where(eq(chapters.courseId, lesson.courseId))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(chapterClasses.sort), asc(chapterClasses.id));
  const index = rows.findIndex((row) => row.id === lesson.classId);
  return rows[index + 1]?.id ?? null;
}

/**
 * What the player needs to start a lesson: the signed address, where to resume and what comes next. A
 * finished lesson starts again from the beginning.
 */
export async function lessonForViewer(db: Db, signing: VideoSigning, userId: number, classId: number, nowMs: number) {
  const lesson = await watchableLesson(db, userId, classId);
  const [record, nextClassId] = await Promise.all([savedProgress(db, userId, classId), nextLessonId(db, lesson)]);
  const finished = Boolean(record?.finishedAt);
  return {
    classId: lesson.classId,
    chapterId: lesson.chapterId,
    courseId: lesson.courseId,
    title: lesson.title,
    ...videoAddress(signing, userId, lesson.videoId, nowMs),
    posterUrl: lesson.posterUrl,
    durationSec: lesson.durationSec,
    watchedSec: record?.watchedSec ?? 0,
    progress: record?.progress ?? 0,
    positionSec: finished ? 0 : (record?.positionSec ?? 0),
    finished,
    nextClassId,
  };
}

/** A fresh address for a lesson whose address expired while its page stayed open. */
export async function renewVideoAddress(db: Db, signing: VideoSigning, userId: number, classId: number, nowMs: number) {
  const lesson = await watchableLesson(db, userId, classId);
  return videoAddress(signing, userId, lesson.videoId, nowMs);
}

/** Opening a lesson puts it at the top of "recent learning" again (even if it was removed there). */
export async function recordView(db: Db, userId: number, classId: number) {
  const lesson = await watchableLesson(db, userId, classId);
  await db
    .insert(learningRecords)
    .values({ userId, courseId: lesson.courseId, classId })
    .onConflictDoUpdate({
      target: [learningRecords.userId, learningRecords.classId],
      set: { lastStudiedAt: sql`now()`, hiddenAt: null, updatedAt: sql`now()` },
    });
  const record = await savedProgress(db, userId, classId);
  return {
    classId,
    positionSec: record?.positionSec ?? 0,
    progress: record?.progress ?? 0,
    finished: Boolean(record?.finishedAt),
  };
}

/**
 * Saves a playback position. Concurrent saves from two tabs each keep the larger position and progress (one
 * atomic upsert, no read-modify-write), and the watched time adds up.
 */
/** One save of the player: the furthest position, the seconds watched added up, finished once past the mark. */
const savePlayback = (db: DbExecutor) =>
  db
    .insert(learningRecords)
    .values({
      userId: sql.placeholder('userId'),
      courseId: sql.placeholder('courseId'),
      classId: sql.placeholder('classId'),
      positionSec: sql.placeholder('positionSec'),
      watchedSec: sql.placeholder('watchedSec'),
      progress: sql.placeholder('progress'),
      finishedAt: bound('finishedAt', 'timestamptz'),
    })
    .onConflictDoUpdate({
      target: [learningRecords.userId, learningRecords.classId],
      set: {
        positionSec: sql`greatest(${learningRecords.positionSec}, excluded.position_sec)`,
        watchedSec: sql`${learningRecords.watchedSec} + excluded.watched_sec`,
        progress: sql`greatest(${learningRecords.progress}, excluded.progress)`,
        finishedAt: sql`coalesce(${learningRecords.finishedAt}, excluded.finished_at)`,
        lastStudiedAt: sql`now()`,
        hiddenAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      positionSec: learningRecords.positionSec,
      watchedSec: learningRecords.watchedSec,
      progress: learningRecords.progress,
      finishedAt: learningRecords.finishedAt,
    })
    .prepare('save_playback');

export async function recordPlayback(db: Db, userId: number, input: { classId: number; positionSec: number; playedSec: number }) {
  const lesson = await watchableLesson(db, userId, input.classId);
  const positionSec = Math.min(Math.max(0, Math.round(input.positionSec)), lesson.durationSec);
  const playedSec = Math.min(Math.max(0, Math.round(input.playedSec)), MAX_PLAYED_PER_SAVE);
  const progress = lesson.durationSec > 0 ? Math.min(100, Math.floor((positionSec / lesson.durationSec) * 100)) : 0;
  const finishedNow = progress >= LESSON_FINISHED_PERCENT;
  const [saved] = await prepared(db, savePlayback).execute({
    userId,
    courseId: lesson.courseId,
    classId: lesson.classId,
    positionSec,
    watchedSec: playedSec,
    progress,
    finishedAt: finishedNow ? new Date().toISOString() : null,
  });
  return {
    classId: lesson.classId,
    positionSec: saved!.positionSec,
    watchedSec: saved!.watchedSec,
    progress: saved!.progress,
    finished: saved!.finishedAt !== null,
  };
}
