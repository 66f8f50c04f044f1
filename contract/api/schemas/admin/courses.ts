import { z } from 'zod';
import { COURSE_STATUSES } from '../../../vocabulary/courseStatus';
import { SCHOOL_STAGES } from '../../../vocabulary/stages';
import { defineCall, emptyRequest } from '../contract';
import {
  choice,
  flag,
  id,
  idOrder,
  moneyCents,
  optionalId,
  optionalText,
  optionalZonedTime,
  paged,
  pagingRequest,
  text,
  yuan,
} from '../fields';
import { uploadTicket } from '../web/qiniu';
import { ADMIN_API } from './paths';

/** How the console's course list can be ordered. */
export const COURSE_SORTS = ['updated', 'title', 'price', 'students', 'shelf'] as const;

export type CourseSort = (typeof COURSE_SORTS)[number];

export { MONEY_PATTERN } from '../fields';

/** An uploaded picture's address (this site’s files or a web address), or empty for none. */
export const imageAddress = () =>
  optionalText(500).refine((value) => value === '' || /^(https?:\/\/|\/)\S+$/.test(value), {
    error: '应为上传后得到的图片地址',
  });

/** One end of the sale window, or blank for an open end. */
const saleTime = () => optionalZonedTime().transform((value) => (value === '' ? null : new Date(value)));

const money = moneyCents;

const courseRow = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  categoryName: z.string(),
  gradeName: z.string().nullable(),
  teacherName: z.string(),
  price: yuan,
  originalPrice: yuan,
  isFree: z.boolean(),
  isHeadline: z.boolean(),
  status: z.enum(COURSE_STATUSES),
  studentCount: z.number().int(),
  lessonCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});

const courseForm = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  categoryId: z.number().int(),
  gradeId: z.number().int().nullable(),
  teacherName: z.string(),
  teacherIntro: z.string(),
  price: yuan,
  originalPrice: yuan,
  isFree: z.boolean(),
  isHeadline: z.boolean(),
  hasMaterials: z.boolean(),
  coverUrl: z.string(),
  /** The sale window (ISO times, null for an open end). */
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  status: z.enum(COURSE_STATUSES),
  version: z.number().int(),
  updatedAt: z.string(),
  /** Buyers (enrolments not revoked): a course with buyers is withdrawn, never back to a draft. */
  buyerCount: z.number().int(),
});

/** What the course form sends: the course's editable fields, with prices as typed (yuan). */
export type CourseFormValues = Pick<
  z.output<typeof courseForm>,
  | 'title'
  | 'subtitle'
  | 'categoryId'
  | 'gradeId'
  | 'teacherName'
  | 'teacherIntro'
  | 'isFree'
  | 'isHeadline'
  | 'hasMaterials'
  | 'coverUrl'
> & {
  price: string;
  originalPrice: string;
  /** As a date-and-time field holds it (2026-12-20T09:00, the editor's local time), '' for an open end. */
  saleStartsAt: string;
  saleEndsAt: string;
};

export const courseList = defineCall({
  path: `${ADMIN_API}/course/list`,
  summary: '课程列表（需 courses.read）：按标题或编号搜索，按学段、年级、学科、状态筛选，可排序、分页；含草稿与已下架课程',
  auth: true,
  request: z.object({
    q: optionalText(40),
    stage: choice(SCHOOL_STAGES).optional(),
    gradeId: optionalId(),
    categoryId: optionalId(),
    status: choice(COURSE_STATUSES).optional(),
    sort: choice(COURSE_SORTS).default('updated'),
    ...pagingRequest,
  }),
  response: paged(courseRow),
});

type CourseListRequest = z.output<typeof courseList.request>;

/**
 * The course list's filter as the console keeps it (in the address, so a reload or the back button shows the
 * same list): every filter of the call, '' or null where it is not set.
 */
export interface CourseFilter {
  q: string;
  stage: NonNullable<CourseListRequest['stage']> | '';
  gradeId: number | null;
  categoryId: number | null;
  status: NonNullable<CourseListRequest['status']> | '';
  sort: CourseSort;
  page: number;
}

export const courseOptions = defineCall({
  path: `${ADMIN_API}/course/options`,
  summary: '课程表单与筛选的选项：学科、年级（含学段）（需 courses.read）',
  auth: true,
  request: emptyRequest,
  response: z.object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    grades: z.array(z.object({ id: z.number().int(), name: z.string(), stage: z.enum(SCHOOL_STAGES) })),
  }),
});

export const courseDetail = defineCall({
  path: `${ADMIN_API}/course/detail`,
  summary: '课程的可编辑内容与版本号（需 courses.read）',
  auth: true,
  request: z.object({ courseId: id() }),
  response: courseForm,
});

export const saveCourse = defineCall({
  path: `${ADMIN_API}/course/save`,
  summary:
    '新建（不带 courseId，成为草稿）或保存课程（需 courses.write）；保存须带打开时的 version，期间被他人保存过则拒绝；写入操作日志，公开页面缓存随即失效',
  auth: true,
  request: z.object({
    courseId: optionalId(),
    version: id().optional(),
    title: text(60),
    subtitle: optionalText(120),
    categoryId: id(),
    gradeId: optionalId(),
    teacherName: optionalText(32),
    teacherIntro: optionalText(500),
    price: money(),
    originalPrice: money(),
    isFree: flag(),
    isHeadline: flag(),
    hasMaterials: flag(),
    coverUrl: imageAddress(),
    saleStartsAt: saleTime(),
    saleEndsAt: saleTime(),
  }),
  response: courseForm,
});

export const coverUploadTicket = defineCall({
  path: `${ADMIN_API}/course/cover/ticket`,
  summary: '课程封面与学霸导师照片的上传凭证（需 courses.write）：与网站的上传凭证相同，一次一个公开图片；裁剪在浏览器里完成',
  auth: true,
  request: emptyRequest,
  response: uploadTicket,
});

export const setCourseStatus = defineCall({
  path: `${ADMIN_API}/course/status`,
  summary:
    '发布、下架或退回草稿（需 courses.write）：草稿 → 已发布 → 已下架（可重新发布）；有购买者的课程不能退回草稿；须带打开时的 version',
  auth: true,
  request: z.object({ courseId: id(), status: choice(COURSE_STATUSES), version: id() }),
  response: courseForm,
});

export const swapOnShelf = defineCall({
  path: `${ADMIN_API}/course/shelf/swap`,
  summary:
    '货架位置：两门课程交换在货架上的先后（需 courses.write）。首页、课程列表与搜索都按货架顺序展示；写入操作日志，公开页面缓存随即失效',
  auth: true,
  request: z
    .object({ courseId: id(), otherId: id() })
    .refine((input) => input.courseId !== input.otherId, { error: '应为两门不同的课程', path: ['otherId'] }),
  response: z.object({ shelf: z.array(z.object({ id: z.number().int(), sort: z.number().int() })) }),
});

const outline = z.object({
  courseId: z.number().int(),
  chapters: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      lessons: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          isTrial: z.boolean(),
          durationSec: z.number().int(),
          hasVideo: z.boolean(),
          /** How many exercises the lesson gives (edited from the question bank). */
          exerciseCount: z.number().int(),
        }),
      ),
    }),
  ),
});

export const courseOutline = defineCall({
  path: `${ADMIN_API}/course/outline`,
  summary: '课程大纲：章节与课时，按顺序（需 courses.read）',
  auth: true,
  request: z.object({ courseId: id() }),
  response: outline,
});

export const saveChapter = defineCall({
  path: `${ADMIN_API}/course/chapter/save`,
  summary: '新增章节（不带 chapterId，排在最后）或改名（需 courses.write）；返回整个大纲',
  auth: true,
  request: z.object({ courseId: id(), chapterId: optionalId(), title: text(60) }),
  response: outline,
});

export const deleteChapter = defineCall({
  path: `${ADMIN_API}/course/chapter/delete`,
  summary: '删除章节（需 courses.write）：只能删除没有课时的章节；返回整个大纲',
  auth: true,
  request: z.object({ chapterId: id() }),
  response: outline,
});

export const saveLesson = defineCall({
  path: `${ADMIN_API}/course/lesson/save`,
  summary: '新增课时（不带 lessonId，排在本章最后）或修改标题与试看（需 courses.write）；返回整个大纲',
  auth: true,
  request: z.object({ chapterId: id(), lessonId: optionalId(), title: text(60), isTrial: flag() }),
  response: outline,
});

export const deleteLesson = defineCall({
  path: `${ADMIN_API}/course/lesson/delete`,
  summary: '删除课时（需 courses.write）：已有学员学习记录的课时不能删除；返回整个大纲',
  auth: true,
  request: z.object({ lessonId: id() }),
  response: outline,
});

export const reorderOutline = defineCall({
  path: `${ADMIN_API}/course/outline/reorder`,
  summary:
    '调整顺序（需 courses.write）：chapterIds 为课程全部章节的新顺序，或 chapterId 与 lessonIds 为该章全部课时的新顺序（课时可从别的章节移入）；返回整个大纲',
  auth: true,
  request: z.object({
    courseId: id(),
    chapterIds: idOrder().optional(),
    chapterId: optionalId(),
    lessonIds: idOrder().optional(),
  }),
  response: outline,
});

/** The outline's changes, as one kind of edit each: the outline editor makes them, each goes as one call above. */
export type OutlineEdit =
  | { kind: 'addChapter'; title: string }
  | { kind: 'renameChapter'; chapterId: number; title: string }
  | { kind: 'deleteChapter'; chapterId: number }
  | { kind: 'addLesson'; chapterId: number; title: string; isTrial: boolean }
  | { kind: 'saveLesson'; chapterId: number; lessonId: number; title: string; isTrial: boolean }
  | { kind: 'deleteLesson'; lessonId: number }
  | { kind: 'orderChapters'; chapterIds: number[] }
  | { kind: 'orderLessons'; chapterId: number; lessonIds: number[] };
