import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { id, isoDateTime } from '../fields';
import { answerSheet, question, sheetAnswer } from './fields';
import { EVALUATION_API } from './paths';

export const paperSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  description: z.string(),
  durationMin: z.number().int(),
  totalScore: z.number().int(),
  questionCount: z.number().int(),
  /** Latest report of this paper for the user, if sat before. */
  lastReportId: z.number().int().nullable(),
});

export const paperList = defineCall({
  path: `${EVALUATION_API}/paper/list`,
  summary: '适合当前测评账号年级的试卷',
  auth: true,
  request: emptyRequest,
  response: z.array(paperSummary),
});

export const sitting = z.object({
  sittingId: z.number().int(),
  paper: paperSummary,
  questions: z.array(question),
  answers: z.record(z.string(), sheetAnswer),
  deadlineAt: isoDateTime,
  /** Server time when answered, so the countdown does not trust the device clock. */
  serverNow: isoDateTime,
});
export type Sitting = z.output<typeof sitting>;

export const startSitting = defineCall({
  path: `${EVALUATION_API}/sitting/start`,
  summary: '开始（或继续）作答一份试卷：题目不含答案；已保存的作答一并返回',
  auth: true,
  request: z.object({ paperId: id() }),
  response: sitting,
});

export const saveAnswers = defineCall({
  path: `${EVALUATION_API}/sitting/save`,
  summary: '保存作答（整张答题卡覆盖保存）；只接受本卷的题目',
  auth: true,
  request: z.object({ sittingId: id(), answers: answerSheet() }),
  response: z.object({ saved: z.number().int() }),
});

export const submitSitting = defineCall({
  path: `${EVALUATION_API}/sitting/submit`,
  summary: '交卷：由服务端按保存的答题卡判分并生成报告；重复交卷返回同一份报告',
  auth: true,
  request: z.object({ sittingId: id(), answers: answerSheet() }),
  response: z.object({ reportId: z.number().int(), timedOut: z.boolean() }),
});
