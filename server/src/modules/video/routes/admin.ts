import * as admin from '../../../../../contract/api/schemas/admin/videos';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { detachVideo, lessonVideos, retryVideo } from '../pipeline';
import { transcodeFor } from '../transcodeFor';

/** Lesson videos in the operations console (/api/admin/v1/video/…). */
export const adminVideoRoutes: ApiRoute[] = [
  route(admin.lessonVideos, ({ input, deps }) => lessonVideos(deps.db, input.courseId), { permission: 'courses.read' }),
  route(
    admin.retryVideo,
    async ({ input, staff, deps, request }) => {
      const video = await retryVideo(deps.db, input.videoId, staff.id);
      void transcodeFor(deps).catch((error: unknown) => request.log.error({ err: error }, '视频转码失败'));
      return video;
    },
    { permission: 'courses.write' },
  ),
  route(
    admin.detachVideo,
    async ({ input, staff, deps }) => {
      const detached = await detachVideo(deps.db, input.lessonId, staff.id);
      deps.cache.invalidate(CACHE_TAGS.catalog);
      return detached;
    },
    { permission: 'courses.write' },
  ),
];
