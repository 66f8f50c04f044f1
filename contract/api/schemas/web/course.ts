import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, id, isoDateTime, optionalId, paged, pagingRequest } from '../fields';
import { WEB_API } from './paths';
import { SALE_STATES } from '../../../vocabulary/courseStatus';
import { SCHOOL_STAGES } from '../../../vocabulary/stages';

export const courseCard = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  /** Yuan. */
  price: z.number(),
  originalPrice: z.number(),
  isFree: z.boolean(),
  isHeadline: z.boolean(),
  teacherName: z.string(),
  lessonCount: z.number().int(),
  studentCount: z.number().int(),
  tags: z.array(z.string()),
  categoryId: z.number().int(),
  categoryName: z.string(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string().nullable(),
});

export const findCoursesByCategory = defineCall({
  path: `${WEB_API}/course/findByCategoryId`,
  summary: '课程列表：按学科、年级或学段（小学、初中、高中）筛选，分页',
  auth: false,
  request: z.object({
    categoryId: optionalId(),
    gradeId: optionalId(),
    stage: choice(SCHOOL_STAGES).optional(),
    ...pagingRequest,
  }),
  response: paged(courseCard),
});

export const findHeadlineCourses = defineCall({
  path: `${WEB_API}/course/findByHeadlineId`,
  summary: '推荐（头条）课程分页',
  auth: false,
  request: z.object({ categoryId: optionalId(), ...pagingRequest }),
  response: paged(courseCard),
});

export const findCourseInformation = defineCall({
  path: `${WEB_API}/course/findByCourseInformation`,
  summary: '课程介绍与相关课程',
  auth: false,
  request: z.object({ courseId: id() }),
  response: z.object({
    course: courseCard.extend({ descriptionHtml: z.string() }),
    related: z.array(courseCard),
  }),
});

export const findCourseById = defineCall({
  path: `${WEB_API}/course/findByCourseId`,
  summary: '课程详情（登录时含购买与收藏状态）',
  auth: false,
  request: z.object({ courseId: id() }),
  response: courseCard.extend({
    descriptionHtml: z.string(),
    chapterCount: z.number().int(),
    classCount: z.number().int(),
    trialClassCount: z.number().int(),
    durationSec: z.number().int(),
    /** About the teacher who recorded the course. */
    teacherIntro: z.string(),
    teacherPhotoUrl: z.string(),
    /** Printed material is posted after payment (the purchase asks for an address). */
    hasMaterials: z.boolean(),
    purchased: z.boolean(),
    collected: z.boolean(),
    /** Whether it can be bought now: not when withdrawn or outside its sale window (buyers keep it either way). */
    onSale: z.boolean(),
    /** Why it is or is not for sale: on sale, not yet (upcoming), past its sale's end (ended), withdrawn. */
    saleState: z.enum(SALE_STATES),
    /** When the sale starts, for a course that is not on sale yet; null when it has no start. */
    saleStartsAt: isoDateTime.nullable(),
  }),
});

export const findCourseChapters = defineCall({
  path: `${WEB_API}/course/findByCourseChapter`,
  summary: '课程章节列表',
  auth: false,
  request: z.object({ courseId: id() }),
  response: z.object({
    courseId: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        summary: z.string(),
        classCount: z.number().int(),
        durationSec: z.number().int(),
        hasTrial: z.boolean(),
      }),
    ),
  }),
});

const classItem = z.object({
  id: z.number().int(),
  title: z.string(),
  durationSec: z.number().int(),
  isTrial: z.boolean(),
  /** Practice exercises that follow the lesson (随堂练习). */
  exerciseCount: z.number().int(),
});

export const findChapterVideos = defineCall({
  path: `${WEB_API}/course/findBychapterVideo`,
  summary: '章节下的视频（封面、时长、是否可试看）',
  auth: false,
  request: z.object({ chapterId: id() }),
  response: z.object({
    chapterId: z.number().int(),
    list: z.array(classItem.extend({ videoId: z.number().int().nullable(), posterUrl: z.string() })),
  }),
});

export const findChapterClasses = defineCall({
  path: `${WEB_API}/course/findChapterClass`,
  summary: '章节与其下的课时（子章节）',
  auth: false,
  request: z.object({ chapterId: id() }),
  response: z.object({
    chapter: z.object({
      id: z.number().int(),
      title: z.string(),
      summary: z.string(),
      courseId: z.number().int(),
      courseTitle: z.string(),
    }),
    list: z.array(classItem),
  }),
});

export const findChapterEvaluations = defineCall({
  path: `${WEB_API}/course/chapterEvaluate`,
  summary: '章节评价列表与平均分',
  auth: false,
  request: z.object({ chapterId: id(), ...pagingRequest }),
  response: paged(
    z.object({
      id: z.number().int(),
      /** Masked, e.g. 王** */
      userName: z.string(),
      score: z.number().int(),
      content: z.string(),
      createdAt: z.string(),
    }),
  ).extend({ averageScore: z.number().nullable() }),
});

const shortClip = z.object({
  id: z.number().int(),
  title: z.string(),
  teacherName: z.string(),
  /** The course the clip comes from; null when that course is gone or unpublished. */
  courseId: z.number().int().nullable(),
  courseTitle: z.string().nullable(),
  /** Address signed for this user and video; stops working at `expiresAt`. */
  videoUrl: z.string(),
  expiresAt: isoDateTime,
  posterUrl: z.string(),
  durationSec: z.number().int(),
});

export const shortClips = defineCall({
  path: `${WEB_API}/course/shortClips`,
  summary: '短视频：竖屏课程片段，分页，每条带本人专用的签名播放地址',
  auth: true,
  request: z.object(pagingRequest),
  response: paged(shortClip),
});

export const studyCourseVideo = defineCall({
  path: `${WEB_API}/course/studyCourseVideo`,
  summary: '播放课时视频（试看课时或已购课程）',
  auth: true,
  request: z.object({ classId: id() }),
  response: z.object({
    classId: z.number().int(),
    chapterId: z.number().int(),
    courseId: z.number().int(),
    title: z.string(),
    /** Address signed for this user and video; stops working at `expiresAt`. */
    videoUrl: z.string(),
    expiresAt: isoDateTime,
    posterUrl: z.string(),
    durationSec: z.number().int(),
    watchedSec: z.number().int(),
    progress: z.number().int(),
    /** Where playback resumes (0 for a finished lesson). */
    positionSec: z.number().int(),
    finished: z.boolean(),
    nextClassId: z.number().int().nullable(),
  }),
});
