import { z } from 'zod';
import { defineCall } from '../contract';
import { id, isoDateTime } from '../fields';
import { USER_API } from './paths';

/** Seconds in a video; whole or fractional as `currentTime` gives them. */
const seconds = (max: number) =>
  z.coerce
    .number<number | string>({ error: '应为秒数' })
    .min(0, { error: '不能小于 0' })
    .max(max, { error: `不能大于 ${max}` });

const savedProgress = z.object({
  classId: z.number().int(),
  positionSec: z.number().int(),
  progress: z.number().int(),
  finished: z.boolean(),
});

export const otherAuthentication = defineCall({
  path: `${USER_API}/videosecurity/otherAuthentication`,
  summary: '换取课时视频的新签名地址（原地址过期时）',
  auth: true,
  host: 'auth',
  request: z.object({ classId: id() }),
  response: z.object({ videoUrl: z.string(), expiresAt: isoDateTime }),
});

export const viewRecord = defineCall({
  path: `${USER_API}/ordersCourse/viewRecord`,
  summary: '打开课时：记入最近学习，返回续播位置',
  auth: true,
  request: z.object({ classId: id() }),
  response: savedProgress,
});

export const playPassageRecord = defineCall({
  path: `${USER_API}/ordersCourse/playPassageRecord`,
  summary: '保存播放进度（位置取两次保存中较远者，观看时长累加；播放到 90% 记为学完）',
  auth: true,
  request: z.object({
    classId: id(),
    positionSec: seconds(24 * 3600),
    /** Seconds played since the previous save. */
    playedSec: seconds(24 * 3600).default(0),
  }),
  response: savedProgress.extend({ watchedSec: z.number().int() }),
});

export const LESSON_STATES = ['finished', 'inProgress', 'notStarted'] as const;
export type LessonState = (typeof LESSON_STATES)[number];

const myCourseItem = z.object({
  courseId: z.number().int(),
  title: z.string(),
  coverUrl: z.string(),
  teacherName: z.string(),
  lessonCount: z.number().int(),
  finishedCount: z.number().int(),
  /** Finished lessons as a share of all lessons, 0..100. */
  progress: z.number().int(),
  /** Where "continue" leads: the lesson studied last, else the first lesson. */
  continueClassId: z.number().int().nullable(),
  /** Whether any lesson of the course was opened. */
  started: z.boolean(),
});

const recentItem = z.object({
  classId: z.number().int(),
  classTitle: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  coverUrl: z.string(),
  positionSec: z.number().int(),
  /** How far this lesson was watched. */
  progress: z.number().int(),
  finished: z.boolean(),
  lastStudiedAt: isoDateTime,
  /** The whole course's progress, the same figure its card shows. */
  courseProgress: z.number().int(),
});

export const myCourseCategory = defineCall({
  path: `${USER_API}/myCourse/myCourseCategory`,
  summary: '我的课程按学科分组（含学习进度）、继续学习与最近学习',
  auth: true,
  request: z.object({}),
  response: z.object({
    continueLearning: recentItem.nullable(),
    subjects: z.array(z.object({ code: z.string(), name: z.string(), courses: z.array(myCourseItem) })),
    recent: z.array(recentItem),
  }),
});

export const deleteRecentLearning = defineCall({
  path: `${USER_API}/myCourse/deleteRecentLearning`,
  summary: '从最近学习中移除一个课时（学习进度保留）',
  auth: true,
  request: z.object({ classId: id() }),
  response: z.object({ classId: z.number().int() }),
});

export const findMyChapter = defineCall({
  path: `${USER_API}/orders/findMyChapter`,
  summary: '我的课程的章节与课时：已学完 / 学习中 / 未开始，每课时的随堂练习数',
  auth: true,
  request: z.object({ courseId: id() }),
  response: z.object({
    course: z.object({
      id: z.number().int(),
      title: z.string(),
      coverUrl: z.string(),
      teacherName: z.string(),
      /** Whether every lesson plays; otherwise only trial lessons do. */
      owned: z.boolean(),
      progress: z.number().int(),
    }),
    chapters: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        lessons: z.array(
          z.object({
            classId: z.number().int(),
            title: z.string(),
            durationSec: z.number().int(),
            isTrial: z.boolean(),
            playable: z.boolean(),
            state: z.enum(LESSON_STATES),
            progress: z.number().int(),
            exerciseCount: z.number().int(),
          }),
        ),
      }),
    ),
  }),
});
