import { z } from 'zod';
import { isoDateTime } from '../fields';

export const OPTION_KEYS = ['A', 'B', 'C', 'D'] as const;
export const optionKey = z.enum(OPTION_KEYS, { error: '选项应为 A、B、C、D 之一' });

export const QUESTION_KINDS = ['single', 'multiple', 'fill'] as const;
export const questionKind = z.enum(QUESTION_KINDS);
export type QuestionKind = z.output<typeof questionKind>;

/** Longest text one blank accepts, and most items one answer may list (options or blanks). */
export const MAX_BLANK_LENGTH = 100;
export const MAX_ANSWER_ITEMS = 10;

/**
 * One answer of the sheet. Its shape depends on the question's kind, which only the server knows for
 * sure: "A" (single choice), ["A", "C"] (multiple choice), ["text of blank 1", …] (fill-in). The service
 * checks the shape against the question and refuses a mismatch with the question's number.
 */
export const sheetAnswer = z.union(
  [
    z.string().max(MAX_BLANK_LENGTH, { error: `每空不超过 ${MAX_BLANK_LENGTH} 个字` }),
    z
      .array(z.string().max(MAX_BLANK_LENGTH, { error: `每空不超过 ${MAX_BLANK_LENGTH} 个字` }))
      .max(MAX_ANSWER_ITEMS, { error: '答案项过多' }),
  ],
  { error: '答案应为选项或文本列表' },
);
export type SheetAnswer = z.output<typeof sheetAnswer>;

/** At most this many answers in one sheet; a paper never has more questions. */
export const MAX_SHEET_ANSWERS = 200;

/**
 * An answer sheet as the form sends it: JSON of `{ "<exerciseId>": "A" | ["A", "C"] | ["blank", …] }`. Oversize or malformed
 * sheets are refused before a handler sees them.
 */
export const answerSheet = () =>
  z
    .string({ error: '应为文本' })
    .max(16000, { error: '答题卡过大' })
    .default('{}')
    .transform((raw, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: '答题卡格式不正确' });
        return z.NEVER;
      }
      const sheet = z
        .record(z.string().regex(/^\d{1,10}$/), sheetAnswer)
        .refine((record) => Object.keys(record).length <= MAX_SHEET_ANSWERS, { error: '答题卡过大' })
        .safeParse(parsed);
      if (!sheet.success) {
        ctx.addIssue({ code: 'custom', message: sheet.error.issues[0]?.message ?? '答题卡格式不正确' });
        return z.NEVER;
      }
      return sheet.data;
    })
    .describe('JSON：{ 题目 id: 单选 "A" | 多选 ["A","C"] | 填空 ["第1空", …] }');

export const evaluationUser = z.object({
  id: z.number().int(),
  phone: z.string().describe('脱敏手机号'),
  name: z.string(),
  school: z.string(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string(),
  /** First sign-in: name and grade are still missing, /e/next-step-login asks for them. */
  needsProfile: z.boolean(),
});
export type EvaluationUser = z.output<typeof evaluationUser>;

export const signedIn = z.object({
  token: z.string().describe('eToken，放在 Cookie eToken 中，调用测评接口时作为 Bearer 令牌'),
  expiresAt: isoDateTime,
  user: evaluationUser,
});

export const option = z.object({ key: optionKey, text: z.string() });

/** A question as the student sees it while sitting: no answer, no analysis. */
export const question = z.object({
  id: z.number().int(),
  knowledgePoint: z.string(),
  difficulty: z.number().int(),
  kind: questionKind,
  question: z.string(),
  /** Empty for fill-in questions. */
  options: z.array(option),
  /** How many blanks a fill-in question has; 0 for the choice kinds. */
  blankCount: z.number().int(),
});
export type Question = z.output<typeof question>;

export const knowledgeStat = z.object({
  knowledgePoint: z.string(),
  total: z.number().int(),
  correct: z.number().int(),
  /** 0..100 */
  mastery: z.number().int(),
});
