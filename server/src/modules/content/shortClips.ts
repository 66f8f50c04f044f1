import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { courses, shortClips, videos } from '../../platform/db/schema';
import { offsetOf } from '../../platform/text/format';
import { videoAddress, type VideoSigning } from '../learning';

/**
 * A page of the short-clip feed. Every clip carries an address signed for this user, so the stream route
 * (routes/videoStream.ts) serves it only to the session it was made for, as with lesson videos. Clips are
 * teasers: any logged-in user may watch them, bought or not.
 */
export async function listShortClips(
  db: Db,
  signing: VideoSigning,
  userId: number,
  paging: { page: number; size: number },
  nowMs: number,
) {
  const published = eq(shortClips.isPublished, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: shortClips.id,
        title: shortClips.title,
        teacherName: shortClips.teacherName,
        videoId: shortClips.videoId,
        videoKind: videos.kind,
        courseId: courses.id,
        courseTitle: courses.title,
        posterUrl: videos.posterUrl,
        durationSec: videos.durationSec,
      })
      .from(shortClips)
      .innerJoin(videos, eq(videos.id, shortClips.videoId))
      // An unpublished course is not linked to, but its clip may still play.
      .leftJoin(courses, and(eq(courses.id, shortClips.courseId), eq(courses.isPublished, true)))
      .where(published)
      .orderBy(desc(shortClips.sort), desc(shortClips.id))
      .limit(paging.size)
      .offset(offsetOf(paging.page, paging.size)),
    db.select({ total: count() }).from(shortClips).where(published),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      teacherName: row.teacherName,
      courseId: row.courseId,
      courseTitle: row.courseTitle,
      ...videoAddress(signing, userId, row, nowMs),
      posterUrl: row.posterUrl,
      durationSec: row.durationSec,
    })),
    total: Number(total?.total ?? 0),
    page: paging.page,
    size: paging.size,
  };
}
