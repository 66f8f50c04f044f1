import { z } from 'zod';
import { SCHOOL_STAGES } from '../../../vocabulary/stages';
import { defineCall, emptyRequest } from '../contract';
import { id, idOrder, optionalId, text } from '../fields';
import { ADMIN_API } from './paths';
import { stageList } from './site';

/*
 * The grades and subjects the whole site is sorted by, as the console keeps them. Reads need courses.read,
 * writes courses.write; every write is audited, answers with the whole taxonomy and shows on the family site
 * at once (the course filters, the grade picker, the tutor filters).
 */

/** Limits of the taxonomy's fields, shared by the console's forms and the server. */
export const TAXONOMY_LIMITS = { subjectName: 12, subjectCode: 20, gradeName: 8, groupName: 8 } as const;

/** A subject's code: the stable key in addresses, lowercase letters only. */
export const SUBJECT_CODE = /^[a-z]+$/;

/** A cover colour as #rrggbb. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const colour = () =>
  z
    .string({ error: '应为颜色' })
    .trim()
    .regex(HEX_COLOUR, { error: '应为 #rrggbb 形式的颜色' })
    .transform((value) => value.toLowerCase());

const subject = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  stages: z.array(z.enum(SCHOOL_STAGES)),
  colorStart: z.string(),
  colorEnd: z.string(),
  sort: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** What uses the subject; it may be deleted only while all of these are 0. */
  courseCount: z.number().int(),
  tutorCount: z.number().int(),
  questionCount: z.number().int(),
  paperCount: z.number().int(),
});

const grade = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 = 一年级 … 12 = 高三, fixed: the yearly upgrade moves a student to level + 1. */
  level: z.number().int(),
  sort: z.number().int(),
  version: z.number().int(),
});

const gradeGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  stage: z.enum(SCHOOL_STAGES),
  version: z.number().int(),
  grades: z.array(grade),
});

const taxonomy = z.object({ subjects: z.array(subject), groups: z.array(gradeGroup) });

export const taxonomyDetail = defineCall({
  path: `${ADMIN_API}/taxonomy`,
  summary: '学科（按网站上的顺序，含使用它的课程、导师、题目与试卷数）与按学段分组的十二个年级（需 courses.read）',
  auth: true,
  request: emptyRequest,
  response: taxonomy,
});

export const saveSubjectRequest = z.object({
  subjectId: optionalId(),
  version: id().optional(),
  code: text(TAXONOMY_LIMITS.subjectCode).regex(SUBJECT_CODE, { error: '应为小写英文字母' }),
  name: text(TAXONOMY_LIMITS.subjectName),
  stages: stageList(),
  colorStart: colour(),
  colorEnd: colour(),
});

export type SubjectEdit = z.input<typeof saveSubjectRequest>;

export const saveSubject = defineCall({
  path: `${ADMIN_API}/taxonomy/subject/save`,
  summary:
    '新增学科（不带 subjectId，排在最后）或修改学科（需 courses.write）：代码（小写字母，不能重复，创建后不能改）、名称（不能重复）、开设学段、封面渐变的两种颜色；修改须带打开时的 version；网站的学科筛选随即更新',
  auth: true,
  request: saveSubjectRequest,
  response: taxonomy,
});

export const reorderSubjects = defineCall({
  path: `${ADMIN_API}/taxonomy/subject/reorder`,
  summary: '调整学科在网站上的顺序（需 courses.write）：subjectIds 为全部学科的新顺序',
  auth: true,
  request: z.object({ subjectIds: idOrder() }),
  response: taxonomy,
});

export const deleteSubject = defineCall({
  path: `${ADMIN_API}/taxonomy/subject/delete`,
  summary: '删除学科（需 courses.write）：只有没有课程、学霸导师、题目或试卷使用时才能删除；须带打开时的 version',
  auth: true,
  request: z.object({ subjectId: id(), version: id() }),
  response: taxonomy,
});

export const renameGradeRequest = z.object({ gradeId: id(), version: id(), name: text(TAXONOMY_LIMITS.gradeName) });

export const renameGrade = defineCall({
  path: `${ADMIN_API}/taxonomy/grade/rename`,
  summary: '年级改名（需 courses.write）：名称不能重复，级别不变；学霸导师与用户资料上的年级名随之更新；须带打开时的 version',
  auth: true,
  request: renameGradeRequest,
  response: taxonomy,
});

export const renameGradeGroupRequest = z.object({ groupId: id(), version: id(), name: text(TAXONOMY_LIMITS.groupName) });

export const renameGradeGroup = defineCall({
  path: `${ADMIN_API}/taxonomy/group/rename`,
  summary: '学段分组改名（需 courses.write），如「小学」；名称不能重复；须带打开时的 version',
  auth: true,
  request: renameGradeGroupRequest,
  response: taxonomy,
});

export const reorderGrades = defineCall({
  path: `${ADMIN_API}/taxonomy/grade/reorder`,
  summary: '调整一个学段内年级的顺序（需 courses.write）：gradeIds 为这个学段全部年级的新顺序；年级不能增删',
  auth: true,
  request: z.object({ groupId: id(), gradeIds: idOrder() }),
  response: taxonomy,
});
