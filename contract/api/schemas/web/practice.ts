import { z } from 'zod';
import { defineCall } from '../contract';
import { id, isoDateTime } from '../fields';
import { MAX_ANSWER_ITEMS, MAX_BLANK_LENGTH, question, sheetAnswer } from '../evaluation/fields';
import { WEB_API } from './paths';

/** A right redo from the wrong-answer book counts towards this many in a row; then the question leaves the book. */
export const WRONG_BOOK_CLEAR_STREAK = 2;
/** Seconds one answer may claim to have taken; longer is counted as this much (a tab left open). */
export const MAX_ANSWER_SECONDS = 30 * 60;

/**
 * One answer as the practice sends it: JSON of "A" (single choice), ["A", "C"] (multiple choice) or one text per
 * blank (fill-in). The server checks its shape against the question's kind.
 */
export const oneAnswer = () =>
  z
    .string({ error: '应为文本' })
    .max((MAX_BLANK_LENGTH + 4) * MAX_ANSWER_ITEMS, { error: '答案过长' })
    .transform((raw, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: '答案格式不正确' });
        return z.NEVER;
      }
      const answer = sheetAnswer.safeParse(parsed);
      if (!answer.success) {
        ctx.addIssue({ code: 'custom', message: answer.error.issues[0]?.message ?? '答案格式不正确' });
        return z.NEVER;
      }
      return answer.data;
    })
    .describe('JSON：单选 "A" | 多选 ["A","C"] | 填空 ["第1空", …]');

const spentSec = () =>
  z.coerce
    .number<number | string>({ error: '应为秒数' })
    .int({ error: '应为整数秒' })
    .min(0, { error: '不能小于 0' })
    .transform((value) => Math.min(value, MAX_ANSWER_SECONDS))
    .default(0);

/**
 * How an answer was marked, with what only an answer may reveal: the right answer and the explanation. `rightAnswer`
 * has the answer's shape: "A", ["A", "C"], or the first accepted text of each blank.
 */
export const marking = z.object({
  exerciseId: z.number().int(),
  answer: sheetAnswer,
  isCorrect: z.boolean(),
  /** Fill-in only: whether each blank was right. */
  blankResults: z.array(z.boolean()),
  rightAnswer: sheetAnswer,
  analysis: z.string(),
  /** Answers given to this question in this place so far, this one included. */
  attempts: z.number().int(),
});
export type Marking = z.output<typeof marking>;

export const lessonPractice = defineCall({
  path: `${WEB_API}/practice/lesson`,
  summary: '课时练习：题目（不含答案）与本人在本课时的最近一次判分',
  auth: true,
  request: z.object({ classId: id() }),
  response: z.object({
    lesson: z.object({
      classId: z.number().int(),
      title: z.string(),
      courseId: z.number().int(),
      courseTitle: z.string(),
      subjectName: z.string(),
    }),
    questions: z.array(question),
    /** The latest marking of each question answered in this lesson, by question id. */
    markings: z.record(z.string(), marking),
  }),
});

export const answerLessonExercise = defineCall({
  path: `${WEB_API}/practice/answer`,
  summary: '课时练习：提交一道题的答案，服务端判分，返回对错、正确答案与解析；错题记入错题本',
  auth: true,
  request: z.object({ classId: id(), exerciseId: id(), answer: oneAnswer(), spentSec: spentSec() }),
  response: marking,
});

export const WRONG_BOOK_STATES = ['open', 'cleared'] as const;
export type WrongBookState = (typeof WRONG_BOOK_STATES)[number];

export const wrongBookItem = z.object({
  exerciseId: z.number().int(),
  subject: z.string(),
  subjectName: z.string(),
  question,
  wrongCount: z.number().int(),
  /** Right redos in a row since the last wrong answer; WRONG_BOOK_CLEAR_STREAK of them clear the question. */
  rightStreak: z.number().int(),
  lastWrongAnswer: sheetAnswer.nullable(),
  lastWrongAt: isoDateTime,
  clearedAt: isoDateTime.nullable(),
  /** The lesson the question was met in, to watch again; null when it is gone. */
  lesson: z.object({ classId: z.number().int(), title: z.string(), courseTitle: z.string() }).nullable(),
});
export type WrongBookItem = z.output<typeof wrongBookItem>;

export const wrongBook = defineCall({
  path: `${WEB_API}/wrongBook/list`,
  summary: '错题本：按学科列出错题（待巩固或已移出），最近做错的在前',
  auth: true,
  request: z.object({
    subject: z.string().max(40).optional().describe('学科代码；不填为全部学科'),
    state: z.enum(WRONG_BOOK_STATES, { error: '状态应为 open 或 cleared' }).default('open'),
  }),
  response: z.object({
    /** Every subject with questions in the book, with its open and cleared counts. */
    subjects: z.array(
      z.object({ subject: z.string(), subjectName: z.string(), open: z.number().int(), cleared: z.number().int() }),
    ),
    items: z.array(wrongBookItem),
  }),
});

export const redoWrongAnswer = defineCall({
  path: `${WEB_API}/wrongBook/redo`,
  summary: '错题本：重做一道错题；连续做对两次移出错题本，做错则重新计数',
  auth: true,
  request: z.object({ exerciseId: id(), answer: oneAnswer(), spentSec: spentSec() }),
  response: marking.extend({ rightStreak: z.number().int(), cleared: z.boolean() }),
});

export const restoreWrongAnswer = defineCall({
  path: `${WEB_API}/wrongBook/restore`,
  summary: '错题本：把已移出的题放回错题本（重新计数）',
  auth: true,
  request: z.object({ exerciseId: id() }),
  response: z.object({ exerciseId: z.number().int(), restored: z.boolean() }),
});
