import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client';
import { prepared } from '../../platform/db/prepared';
import { chapterClasses, chapters, courses, learningRecords, videos } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { CLASS_NOT_FOUND, courseReadable, enrolledSql, PURCHASE_REQUIRED } from '../catalog';
import type { VideoKind } from '../../../../contract/vocabulary/videoStatus';
import { HLS_MASTER_PART, signVideoUrl } from './videoSigning';

/** A lesson counts as finished once playback has passed this share of the video. */
export const LESSON_FINISHED_PERCENT = 90;
/**
 * Most seconds one save may add to the watched time. The player saves every 10 s; a longer gap (a tab that
 * slept) is capped so a replayed or forged request cannot inflate study time.
 */
export const MAX_PLAYED_PER_SAVE = 60;
export const NO_VIDEO = '该课时暂无视频';

/**
 * A course's progress, the one figure every page shows for it (the "continue" banner, the course card, the
 * chapter list): each lesson counts by how far it was watched, a finished one in full, over all the
 * course's lessons. A lesson two thirds watched in a course of ten is 7 %, not 66 % here and 0 % there.
 */
export function courseProgress(lessonCount: number, studied: readonly { progress: number; finished: boolean }[]): number {
  if (lessonCount <= 0) return 0;
  const watched = studied.reduce((sum, lesson) => sum + (lesson.finished ? 100 : Math.min(100, Math.max(0, lesson.progress))), 0);
  return Math.min(100, Math.round(watched / lessonCount));
}

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
  videoKind: VideoKind;
  posterUrl: string;
  /** Length of the real video; the catalogue's lesson length when the file does not say. */
  durationSec: number;
}

/** A lesson's length: the real video's, or the catalogue's lesson length when the file does not say. */
const lessonDurationSql = sql<number>`case when ${videos.durationSec} > 0 then ${videos.durationSec} else ${chapterClasses.durationSec} end`;

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
      durationSec: lessonDurationSql,
      videoId: videos.id,
      videoKind: videos.kind,
      posterUrl: videos.posterUrl,
    })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    // A video still transcoding (or failed) is not there yet for families.
    .leftJoin(videos, and(eq(videos.id, chapterClasses.videoId), eq(videos.status, 'ready')))
    .where(and(eq(chapterClasses.id, sql.placeholder('classId')), courseReadable))
    .limit(1)
    .prepare('lesson_for_viewer');

/** The lesson's row if this user may open it: a trial lesson, a free course, or a course the user owns. */
async function openLessonRow(db: Db, userId: number, classId: number) {
  const [row] = await prepared(db, viewableLesson).execute({ userId, classId });
  if (!row) throw new ApiError(CLASS_NOT_FOUND);
  if (!row.isTrial && !row.isFree && !row.enrolled) throw new ApiError(PURCHASE_REQUIRED);
  return row;
}

/**
 * The lesson if this user may open it, whether or not its video is ready: its practice needs no video. The
 * same rule as watching (a trial lesson, a free course, or a course the user owns).
 */
export async function openableLesson(db: Db, userId: number, classId: number) {
  const row = await openLessonRow(db, userId, classId);
  return { classId: row.classId, chapterId: row.chapterId, courseId: row.courseId, title: row.title };
}

/** The lesson if this user may watch it: one they may open (see openableLesson) whose video is ready. */
export async function watchableLesson(db: Db, userId: number, classId: number): Promise<WatchableLesson> {
  const row = await openLessonRow(db, userId, classId);
  if (row.videoId === null || row.videoKind === null) throw new ApiError(NO_VIDEO);
  return {
    classId: row.classId,
    chapterId: row.chapterId,
    courseId: row.courseId,
    title: row.title,
    sort: row.sort,
    chapterSort: row.chapterSort,
    videoId: row.videoId,
    videoKind: row.videoKind,
    posterUrl: row.posterUrl ?? '',
    durationSec: row.durationSec,
  };
}

/** A signed address for this user and video, valid for the configured lifetime: an HLS video's master playlist. */
export function videoAddress(
  signing: VideoSigning,
  userId: number,
  video: { videoId: number; videoKind: VideoKind },
  nowMs: number,
) {
  const expires = Math.floor(nowMs / 1000) + signing.urlTtlSeconds;
  const part = video.videoKind === 'hls' ? HLS_MASTER_PART : undefined;
  return {
    videoUrl: signVideoUrl(signing.signingSecret, { userId, videoId: video.videoId, expires }, part),
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
    ...videoAddress(signing, userId, lesson, nowMs),
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
  return videoAddress(signing, userId, lesson, nowMs);
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
 * Saves a playback position in one statement, a playing video's every 10 s: the lesson is looked up, the
 * user's right to watch it checked and the record upserted together (the next call's read waits on each
 * round trip to the database). Concurrent saves from two tabs each keep the larger position and progress (an
 * atomic upsert, no read-modify-write), and the watched time adds up. The position is held to the video's
 * length and the progress worked out from it in whole numbers; a lesson counts as finished once past
 * LESSON_FINISHED_PERCENT. Nothing saved means the user may not save here: `watchableLesson` then says why.
 */
const savePlayback = (userId: number, classId: number, positionSec: number, playedSec: number) => sql`
  with lesson as (
    select ${chapterClasses.id} as class_id, ${chapters.courseId} as course_id, ${lessonDurationSql} as duration_sec
    from ${chapterClasses}
    join ${chapters} on ${chapters.id} = ${chapterClasses.chapterId}
    join ${courses} on ${courses.id} = ${chapters.courseId}
    join ${videos} on ${videos.id} = ${chapterClasses.videoId} and ${videos.status} = 'ready'
    where ${chapterClasses.id} = ${classId} and ${courseReadable}
      and (${chapterClasses.isTrial} or ${courses.isFree} or ${enrolledSql(userId, chapters.courseId)})
  ), played as (
    select *, least(${positionSec}::int, duration_sec) as position_sec from lesson
  ), measured as (
    select *, case when duration_sec > 0 then least(100, position_sec * 100 / duration_sec) else 0 end as progress
    from played
  )
  insert into ${learningRecords} as r (user_id, course_id, class_id, position_sec, watched_sec, progress, finished_at)
  select ${userId}::int, course_id, class_id, position_sec, ${playedSec}::int, progress,
    case when progress >= ${LESSON_FINISHED_PERCENT}::int then now() end
  from measured
  on conflict (user_id, class_id) do update set
    position_sec = greatest(r.position_sec, excluded.position_sec),
    watched_sec = r.watched_sec + excluded.watched_sec,
    progress = greatest(r.progress, excluded.progress),
    finished_at = coalesce(r.finished_at, excluded.finished_at),
    last_studied_at = now(),
    hidden_at = null,
    updated_at = now()
  returning r.position_sec, r.watched_sec, r.progress, r.finished_at is not null as finished`;

interface SavedPlayback extends Record<string, unknown> {
  position_sec: number;
  watched_sec: number;
  progress: number;
  finished: boolean;
}

export async function recordPlayback(
  db: Db,
  userId: number,
  input: { classId: number; positionSec: number; playedSec: number },
  again = false,
): Promise<{ classId: number; positionSec: number; watchedSec: number; progress: number; finished: boolean }> {
  const positionSec = Math.max(0, Math.round(input.positionSec));
  const playedSec = Math.min(Math.max(0, Math.round(input.playedSec)), MAX_PLAYED_PER_SAVE);
  const { rows } = await db.execute<SavedPlayback>(savePlayback(userId, input.classId, positionSec, playedSec));
  const saved = rows[0];
  if (!saved) {
    // Not found, not the user's or no video: say which. Bought or published a moment ago: save again, once.
    await watchableLesson(db, userId, input.classId);
    if (again) throw new ApiError(CLASS_NOT_FOUND);
    return recordPlayback(db, userId, input, true);
  }
  return {
    classId: input.classId,
    positionSec: saved.position_sec,
    watchedSec: saved.watched_sec,
    progress: saved.progress,
    finished: saved.finished,
  };
}
