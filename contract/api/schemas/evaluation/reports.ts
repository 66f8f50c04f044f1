import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { id, isoDateTime, optionalId, yuan } from '../fields';
import { knowledgeStat, option, optionKey, questionKind } from './fields';
import { EVALUATION_API } from './paths';

export const reportSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  score: z.number().int(),
  totalScore: z.number().int(),
  accuracy: z.number().int(),
  createdAt: isoDateTime,
});

export const report = reportSummary.extend({
  summary: z.string(),
  knowledgeStats: z.array(knowledgeStat),
  weakPoints: z.array(z.string()),
  /** The sitting of the same paper before this one, for the comparison. */
  previous: reportSummary.nullable(),
  history: z.array(reportSummary),
});
export type Report = z.output<typeof report>;

export const reportDetail = defineCall({
  path: `${EVALUATION_API}/report/detail`,
  summary: '测评报告：不传 reportId 时为最新一份；只能查看自己的报告',
  auth: true,
  request: z.object({ reportId: optionalId() }),
  response: report.nullable(),
});

export const answerDetail = z.object({
  exerciseId: z.number().int(),
  question: z.string(),
  knowledgePoint: z.string(),
  kind: questionKind,
  options: z.array(option),
  /** Single choice: the chosen option and the right one; null for the other kinds. */
  chosen: optionKey.nullable(),
  answer: optionKey.nullable(),
  /** Choice questions: the chosen options and the right ones (one each for single choice). */
  chosenKeys: z.array(optionKey),
  answerKeys: z.array(optionKey),
  /** Fill-in: each blank as written, the answers it accepts, and whether it was right. */
  blanks: z.array(z.object({ given: z.string(), accepted: z.array(z.string()), isCorrect: z.boolean() })),
  isCorrect: z.boolean(),
  /** How the question was scored, in words (多选题：全部选对才得分，少选、多选、错选均不得分). */
  rule: z.string(),
  analysis: z.string(),
});

export const reportAnswers = defineCall({
  path: `${EVALUATION_API}/report/answers`,
  summary: '报告的逐题作答：对错、正确答案与解析',
  auth: true,
  request: z.object({ reportId: id() }),
  response: z.object({ reportId: z.number().int(), title: z.string(), answers: z.array(answerDetail) }),
});

export const recommendedExercise = z.object({
  id: z.number().int(),
  weakPoint: z.string(),
  reason: z.string(),
  question: z.string(),
  options: z.array(option),
});

export const recommendedExercises = defineCall({
  path: `${EVALUATION_API}/exercise/recommended`,
  summary: '针对薄弱知识点推荐的练习题（不含答案）',
  auth: true,
  request: emptyRequest,
  response: z.array(recommendedExercise),
});

export const checkExercise = defineCall({
  path: `${EVALUATION_API}/exercise/check`,
  summary: '推荐练习作答：判断对错并给出解析；只能作答推荐给自己的题',
  auth: true,
  request: z.object({ exerciseId: id(), chosen: optionKey }),
  response: z.object({ isCorrect: z.boolean(), answer: optionKey, analysis: z.string() }),
});

export const recommendedCourse = defineCall({
  path: `${EVALUATION_API}/course/recommended`,
  summary: '按最新报告的学科与年级推荐的课程，在主站收银台购买',
  auth: true,
  request: emptyRequest,
  response: z
    .object({
      courseId: z.number().int(),
      name: z.string(),
      subject: z.string(),
      grade: z.string(),
      cover: z.string(),
      intro: z.string(),
      price: yuan,
      /** Printed material is posted with it: buying asks for a delivery address. */
      hasMaterials: z.boolean(),
      chapterCount: z.number().int(),
      chapters: z.array(z.string()),
      weakPoints: z.array(z.string()),
    })
    .nullable(),
});
