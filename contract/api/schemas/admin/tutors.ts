import { z } from 'zod';
import { TUTOR_GENDERS, TUTOR_VISIBILITIES } from '../../../vocabulary/tutorVisibility';
import { defineCall } from '../contract';
import { choice, id, optionalId, optionalText, paged, pagingRequest, text } from '../fields';
import { imageAddress } from './courses';
import { ADMIN_API } from './paths';

/** Limits of a tutor's fields, shared by the console's form and the server. */
export const TUTOR_LIMITS = {
  name: 16,
  school: 40,
  major: 40,
  achievement: 60,
  achievements: 10,
  intro: 1000,
  sort: 9999,
} as const;

const tutorRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  gender: z.enum(TUTOR_GENDERS).nullable(),
  photoUrl: z.string(),
  school: z.string(),
  major: z.string(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  visibility: z.enum(TUTOR_VISIBILITIES),
  sort: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});

const tutorForm = tutorRow.extend({
  achievements: z.array(z.string()),
  intro: z.string(),
});

/**
 * Lines of text as one JSON array (`["省数学竞赛一等奖", …]`), the way the form sends a list: each line trimmed,
 * blank ones dropped, each and their number kept within their limits.
 */
const lines = (maxLines: number, maxLength: number) =>
  z
    .string({ error: '应为文本' })
    .max(maxLines * maxLength * 2 + 64, { error: '过长' })
    .default('[]')
    .transform((raw, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = null;
      }
      if (!Array.isArray(parsed) || !parsed.every((line) => typeof line === 'string')) {
        ctx.addIssue({ code: 'custom', message: '应为文本列表（JSON 数组）' });
        return z.NEVER;
      }
      const kept = parsed.map((line) => line.trim()).filter(Boolean);
      const long = kept.findIndex((line) => line.length > maxLength);
      if (long >= 0) ctx.addIssue({ code: 'custom', message: `第 ${long + 1} 条长度不能超过 ${maxLength} 个字符` });
      else if (kept.length > maxLines) ctx.addIssue({ code: 'custom', message: `最多 ${maxLines} 条` });
      return kept;
    })
    .describe('JSON 数组，每项一行文本');

const sortOrder = () =>
  z.coerce
    .number<number | string>({ error: '应为整数' })
    .int({ error: '应为 0 到 9999 的整数' })
    .min(0, { error: '应为 0 到 9999 的整数' })
    .max(TUTOR_LIMITS.sort, { error: '应为 0 到 9999 的整数' })
    .optional();

export const tutorList = defineCall({
  path: `${ADMIN_API}/tutor/list`,
  summary:
    '学霸导师列表（需 courses.read）：按姓名、学校或编号搜索，按学科、年级、显示状态筛选，按网站上的顺序，分页；含已隐藏的',
  auth: true,
  request: z.object({
    q: optionalText(40),
    categoryId: optionalId(),
    gradeId: optionalId(),
    visibility: choice(TUTOR_VISIBILITIES).optional(),
    ...pagingRequest,
  }),
  response: paged(tutorRow),
});

type TutorListRequest = z.output<typeof tutorList.request>;

/** The tutor list's filter as the console keeps it (in the address): '' or null where it is not set. */
export interface TutorFilter {
  q: string;
  categoryId: number | null;
  gradeId: number | null;
  visibility: NonNullable<TutorListRequest['visibility']> | '';
  page: number;
}

export const tutorDetail = defineCall({
  path: `${ADMIN_API}/tutor/detail`,
  summary: '学霸导师的可编辑内容与版本号（需 courses.read）',
  auth: true,
  request: z.object({ tutorId: id() }),
  response: tutorForm,
});

export const saveTutor = defineCall({
  path: `${ADMIN_API}/tutor/save`,
  summary:
    '新建（不带 tutorId，先隐藏，显示后家长才看到）或保存学霸导师（需 courses.write）；成就为 JSON 数组；保存须带打开时的 version，期间被他人保存过则拒绝；写入操作日志，网站随即更新',
  auth: true,
  request: z.object({
    tutorId: optionalId(),
    version: id().optional(),
    name: text(TUTOR_LIMITS.name),
    gender: choice(TUTOR_GENDERS),
    photoUrl: imageAddress().refine((value) => value !== '', { error: '不能为空' }),
    school: text(TUTOR_LIMITS.school),
    major: optionalText(TUTOR_LIMITS.major),
    categoryId: id(),
    gradeId: id(),
    achievements: lines(TUTOR_LIMITS.achievements, TUTOR_LIMITS.achievement),
    intro: optionalText(TUTOR_LIMITS.intro),
    /** Place on /smarter, smallest first; left out, a new tutor goes to the end and an edit keeps its place. */
    sort: sortOrder(),
  }),
  response: tutorForm,
});

/** What the tutor form edits, as it holds the values (the request's fields before they are sent as text). */
export interface TutorFormValues {
  name: string;
  gender: (typeof TUTOR_GENDERS)[number] | '';
  photoUrl: string;
  school: string;
  major: string;
  categoryId: number | null;
  gradeId: number | null;
  achievements: string[];
  intro: string;
  sort: string;
}

/** The fields of the save request as the form sends them (form fields travel as text). */
export function tutorSaveFields(values: TutorFormValues) {
  return {
    name: values.name,
    gender: values.gender,
    photoUrl: values.photoUrl,
    school: values.school,
    major: values.major,
    categoryId: values.categoryId === null ? '' : String(values.categoryId),
    gradeId: values.gradeId === null ? '' : String(values.gradeId),
    achievements: JSON.stringify(values.achievements),
    intro: values.intro,
    sort: values.sort,
  };
}

export const setTutorVisibility = defineCall({
  path: `${ADMIN_API}/tutor/visibility`,
  summary:
    '显示或隐藏学霸导师（需 courses.write）：隐藏后立即从 /smarter、详情页、搜索、首页与站点地图消失，详情页显示不存在；须带打开时的 version',
  auth: true,
  request: z.object({ tutorId: id(), visibility: choice(TUTOR_VISIBILITIES), version: id() }),
  response: tutorForm,
});
