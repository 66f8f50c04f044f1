import { z } from 'zod';
import { PAPER_LIMITS, PAPER_RULE_MAX_PER_DIFFICULTY, PAPER_STATES, type PaperState } from '../../../vocabulary/testPapers';
import { defineCall } from '../contract';
import { QUESTION_KINDS } from '../evaluation/fields';
import {
  choice,
  flag,
  id,
  idOrder,
  isoDateTime,
  optionalId,
  optionalText,
  optionalZonedTime,
  paged,
  pagingRequest,
  text,
} from '../fields';
import { ADMIN_API } from './paths';

const paperRow = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  state: z.enum(PAPER_STATES),
  opensAt: isoDateTime.nullable(),
  closesAt: isoDateTime.nullable(),
  durationMin: z.number().int(),
  totalScore: z.number().int(),
  questionCount: z.number().int(),
  /** Sittings handed in, each with its report. */
  submittedCount: z.number().int(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});

const paperQuestion = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(QUESTION_KINDS),
  question: z.string(),
  knowledgePoint: z.string(),
  difficulty: z.number().int(),
});

const paperForm = paperRow.extend({
  description: z.string(),
  reportIntro: z.string(),
  reportFooter: z.string(),
  reportAnswers: z.boolean(),
  questions: z.array(paperQuestion),
  /** Families have started it: its questions stay as they are, and it can no longer go back to draft. */
  sat: z.boolean(),
});

export const paperList = defineCall({
  path: `${ADMIN_API}/paper/list`,
  summary: '测评试卷（需 courses.read）：按标题或编号搜索，按学科、年级、状态筛选，新卷在前，分页；带题数与交卷数',
  auth: true,
  request: z.object({
    q: optionalText(40),
    categoryId: optionalId(),
    gradeId: optionalId(),
    state: choice(PAPER_STATES).optional(),
    ...pagingRequest,
  }),
  response: paged(paperRow),
});

/** The papers' filter as the console keeps it (in the address): '' or null where it is not set. */
export interface PaperFilter {
  q: string;
  categoryId: number | null;
  gradeId: number | null;
  state: PaperState | '';
  page: number;
}

export const paperDetail = defineCall({
  path: `${ADMIN_API}/paper/detail`,
  summary: '一份试卷：基本信息、开放时间、报告模板与按顺序的题目（需 courses.read）',
  auth: true,
  request: z.object({ paperId: id() }),
  response: paperForm,
});

const between = (min: number, max: number) =>
  z.coerce
    .number<number | string>({ error: '应为整数' })
    .int({ error: '应为整数' })
    .min(min, { error: `应在 ${min} 到 ${max} 之间` })
    .max(max, { error: `应在 ${min} 到 ${max} 之间` });

export const savePaper = defineCall({
  path: `${ADMIN_API}/paper/save`,
  summary:
    '新建（不带 paperId，为草稿）或保存一份试卷的信息（需 courses.write）：标题、学科、年级、时长、满分、说明、开放与截止时间（带时区，可空）、报告的开篇寄语与落款、报告是否列出答题详情；保存须带打开时的 version；写入操作日志',
  auth: true,
  request: z
    .object({
      paperId: optionalId(),
      version: id().optional(),
      title: text(PAPER_LIMITS.title),
      categoryId: id(),
      gradeId: optionalId(),
      durationMin: between(PAPER_LIMITS.durationMin.min, PAPER_LIMITS.durationMin.max),
      totalScore: between(PAPER_LIMITS.totalScore.min, PAPER_LIMITS.totalScore.max),
      description: optionalText(PAPER_LIMITS.description),
      opensAt: optionalZonedTime(),
      closesAt: optionalZonedTime(),
      reportIntro: optionalText(PAPER_LIMITS.reportIntro),
      reportFooter: optionalText(PAPER_LIMITS.reportFooter),
      reportAnswers: flag().default(true),
    })
    .superRefine((input, ctx) => {
      if (input.opensAt && input.closesAt && Date.parse(input.opensAt) >= Date.parse(input.closesAt)) {
        ctx.addIssue({ code: 'custom', path: ['closesAt'], message: '截止时间应晚于开放时间' });
      }
    }),
  response: paperForm,
});

/** What the paper form edits, as it holds the values (times as the datetime inputs show them, local). */
export interface PaperFormValues {
  title: string;
  categoryId: number | null;
  gradeId: number | null;
  durationMin: string;
  totalScore: string;
  description: string;
  opensAt: string;
  closesAt: string;
  reportIntro: string;
  reportFooter: string;
  reportAnswers: boolean;
}

/** The fields of the save request as the form sends them: local times with their zone, numbers as text. */
export function paperSaveFields(values: PaperFormValues) {
  const zoned = (local: string) => (local ? new Date(local).toISOString() : '');
  return {
    title: values.title,
    categoryId: values.categoryId === null ? '' : String(values.categoryId),
    gradeId: values.gradeId === null ? '' : String(values.gradeId),
    durationMin: values.durationMin,
    totalScore: values.totalScore,
    description: values.description,
    opensAt: zoned(values.opensAt),
    closesAt: zoned(values.closesAt),
    reportIntro: values.reportIntro,
    reportFooter: values.reportFooter,
    reportAnswers: values.reportAnswers ? ('1' as const) : ('0' as const),
  };
}

export const setPaperQuestions = defineCall({
  path: `${ADMIN_API}/paper/questions`,
  summary: `草稿试卷的题目，按顺序（需 courses.write）：exerciseIds 为题库中的题（可跨学科，如理科综合卷），至多 ${PAPER_LIMITS.questions} 道、不重复；已发布的试卷题目不能再改；写入操作日志`,
  auth: true,
  request: z.object({ paperId: id(), version: id(), exerciseIds: idOrder() }),
  response: paperForm,
});

const ruleCount = between(0, PAPER_RULE_MAX_PER_DIFFICULTY).default(0);

export const assemblePaper = defineCall({
  path: `${ADMIN_API}/paper/assemble`,
  summary:
    '按规则组卷（需 courses.write）：从题库中按试卷的学科与年级（及所填知识点）随机抽取各难度的题数，替换草稿试卷的全部题目；题库中不够时说明缺哪一档；写入操作日志',
  auth: true,
  request: z
    .object({
      paperId: id(),
      version: id(),
      easy: ruleCount,
      medium: ruleCount,
      hard: ruleCount,
      /** Comma- or 、-separated knowledge points; blank for any. */
      knowledgePoints: optionalText(200),
    })
    .superRefine((input, ctx) => {
      const total = input.easy + input.medium + input.hard;
      if (total === 0) ctx.addIssue({ code: 'custom', path: ['easy'], message: '至少要抽取一道题' });
      if (total > PAPER_LIMITS.questions)
        ctx.addIssue({ code: 'custom', path: ['easy'], message: `一份试卷至多 ${PAPER_LIMITS.questions} 道题` });
    }),
  response: paperForm,
});

export const setPaperState = defineCall({
  path: `${ADMIN_API}/paper/state`,
  summary:
    '发布、下架或退回草稿（需 courses.write）：发布须至少有一道题；已有学生作答的试卷不能退回草稿；带打开时的 version；写入操作日志',
  auth: true,
  request: z.object({ paperId: id(), version: id(), state: choice(PAPER_STATES) }),
  response: paperForm,
});

const questionResult = paperQuestion.extend({
  number: z.number().int(),
  /** Reports holding an answer to it. */
  answered: z.number().int(),
  /** Share answered right, 0–100; null before any report. */
  correctRate: z.number().nullable(),
  /** Upper-lower discrimination index, −1 to 1 with two decimals; null with fewer than two reports. */
  discrimination: z.number().nullable(),
});

export const paperResults = defineCall({
  path: `${ADMIN_API}/paper/results`,
  summary:
    '试卷的成绩（需 courses.read）：开始与交卷人次、平均分、最高与最低分、按正确率的分数段分布；每道题的作答数、正确率（难度）与区分度（前 27% 与后 27% 的正确率之差）',
  auth: true,
  request: z.object({ paperId: id() }),
  response: z.object({
    paperId: z.number().int(),
    title: z.string(),
    totalScore: z.number().int(),
    started: z.number().int(),
    submitted: z.number().int(),
    averageScore: z.number().nullable(),
    highestScore: z.number().int().nullable(),
    lowestScore: z.number().int().nullable(),
    /** Reports by accuracy band: 0–59, 60–69, 70–79, 80–89, 90–100. */
    bands: z.array(z.object({ label: z.string(), count: z.number().int() })),
    questions: z.array(questionResult),
  }),
});
