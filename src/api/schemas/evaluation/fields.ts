import { z } from 'zod';
import { isoDateTime } from '../fields';

export const OPTION_KEYS = ['A', 'B', 'C', 'D'] as const;
export const optionKey = z.enum(OPTION_KEYS, { error: '选项应为 A、B、C、D 之一' });

/** At most this many answers in one sheet; a paper never has more questions. */
export const MAX_SHEET_ANSWERS = 200;

/**
 * An answer sheet as the form sends it: JSON of `{ "<exerciseId>": "A" }`. Oversize or malformed
 * sheets are refused before a handler sees them.
 */
export const answerSheet = () =>
  z
    .string({ error: '应为文本' })
    .max(8000, { error: '答题卡过大' })
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
        .record(z.string().regex(/^\d{1,10}$/), optionKey)
        .refine((record) => Object.keys(record).length <= MAX_SHEET_ANSWERS, { error: '答题卡过大' })
        .safeParse(parsed);
      if (!sheet.success) {
        ctx.addIssue({ code: 'custom', message: sheet.error.issues[0]?.message ?? '答题卡格式不正确' });
        return z.NEVER;
      }
      return sheet.data;
    })
    .describe('JSON：{ 题目 id: 选项 A-D }');

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
  question: z.string(),
  options: z.array(option),
});
export type Question = z.output<typeof question>;

export const knowledgeStat = z.object({
  knowledgePoint: z.string(),
  total: z.number().int(),
  correct: z.number().int(),
  /** 0..100 */
  mastery: z.number().int(),
});
