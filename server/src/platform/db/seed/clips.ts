import type { DbExecutor } from '../client';
import { shortClips, videos } from '../schema';
import type { CatalogIds } from './catalog';
import type { SeedContent } from './content';
import { insertMany, lookup } from './insert';

/** The small-video feed: one videos row per clip file, then the clips in feed order (first has the highest sort). */
export async function seedClips(db: DbExecutor, content: SeedContent, catalog: CatalogIds): Promise<void> {
  const files = [...new Set(content.clips.map((clip) => clip.videoFile))];
  const insertedVideos = await insertMany(
    db,
    videos,
    files.map((file) => ({
      title: file,
      // a media file name, not an address: the feed gets a signed address for it
      url: file,
      durationSec: content.clips.find((clip) => clip.videoFile === file)?.durationSec ?? 0,
    })),
  );
  const videoIdByFile = new Map(insertedVideos.map((video) => [video.url, video.id]));
  const teacherByCode = new Map(content.courses.map((course) => [course.code, course.teacherName]));
  await insertMany(
    db,
    shortClips,
    content.clips.map((clip, index) => ({
      videoId: lookup(videoIdByFile, clip.videoFile, '短视频文件'),
      courseId: lookup(catalog.courseIdByCode, clip.courseCode, '课程'),
      title: clip.title,
      teacherName: lookup(teacherByCode, clip.courseCode, '课程'),
      sort: content.clips.length - index,
    })),
  );
}
