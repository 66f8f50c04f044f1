import { z } from 'zod';
import { VIDEO_KINDS, VIDEO_STATUSES } from '../../../vocabulary/videoStatus';
import { defineCall } from '../contract';
import { id } from '../fields';
import { ADMIN_API } from './paths';

export { VIDEO_UPLOAD_PATH } from './paths';

/** Largest upload accepted: a lesson is at most a few hours of video. */
export const VIDEO_UPLOAD_MAX_BYTES = 8 * 1024 ** 3;

const videoState = z.object({
  videoId: z.number().int(),
  status: z.enum(VIDEO_STATUSES),
  /** Whole percent of a running transcode. */
  progress: z.number().int(),
  /** Why the last transcode failed; empty otherwise. */
  failureReason: z.string(),
  kind: z.enum(VIDEO_KINDS),
  originalName: z.string(),
  durationSec: z.number().int(),
  updatedAt: z.string(),
});

const lessonVideo = videoState.extend({ lessonId: z.number().int() });

export const lessonVideos = defineCall({
  path: `${ADMIN_API}/video/list`,
  summary: '课程各课时视频的状态（需 courses.read）：已上传、转码中（百分比）、已就绪、失败及原因；没有视频的课时不列出',
  auth: true,
  request: z.object({ courseId: id() }),
  response: z.object({ list: z.array(lessonVideo) }),
});

export const retryVideo = defineCall({
  path: `${ADMIN_API}/video/retry`,
  summary: '重新转码一个转码失败的视频（需 courses.write）；写入操作日志',
  auth: true,
  request: z.object({ videoId: id() }),
  response: videoState,
});

export const detachVideo = defineCall({
  path: `${ADMIN_API}/video/detach`,
  summary: '把视频从课时上取下（需 courses.write），课时随即不能播放；写入操作日志',
  auth: true,
  request: z.object({ lessonId: id() }),
  response: z.object({ lessonId: z.number().int() }),
});
