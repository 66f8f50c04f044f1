import { z } from 'zod';
import { defineCall } from '../contract';
import { OPTION_KEYS, QUESTION_KINDS, type QuestionKind } from '../evaluation/fields';
import { choice, id, idOrder, optionalId, optionalText, paged, pagingRequest, text } from '../fields';
import { ADMIN_API } from './paths';
import { QUESTION_TEXT_PROBLEM_MESSAGES, questionTextProblem } from '../../../fields/questionText';

/** Limits of a question's fields, shared by the console's form and the server. */
export const EXERCISE_LIMITS = {
  question: 1000,
  option: 200,
  analysis: 2000,
  knowledgePoint: 40,
  blanks: 10,
  accepted: 10,
  blankAnswer: 100,
} as const;

export const EXERCISE_DIFFICULTIES = ['1', '2', '3'] as const;

/**
 * How the question text marks a blank: a run of at least three underscores (`____`, as the site's questions are
 * written and the sitting page shows them) or two full-width ones (`＿＿`). Blanks are numbered in reading order.
 */
export const BLANK_MARK = '____';
const BLANK_PATTERN = /_{3,}|＿{2,}/g;

/** How many blanks the question text marks. */
export function blanksIn(question: string): number {
  return question.match(BLANK_PATTERN)?.length ?? 0;
}

/** The question text cut at its blanks, for showing each blank's place: text, blank, text, …, text. */
export function blankParts(question: string): string[] {
  return question.split(BLANK_PATTERN);
}

const option = z.object({ key: z.enum(OPTION_KEYS), text: z.string() });

const exerciseRow = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(QUESTION_KINDS),
  question: z.string(),
  knowledgePoint: z.string(),
  difficulty: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  gradeId: z.number().int().nullable(),
  gradeName: z.string().nullable(),
  /** How many lessons give this question as an exercise. */
  lessonCount: z.number().int(),
  /** Students have answered it: its kind and right answers are fixed, its wording may still be corrected. */
  answered: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});

const exerciseForm = exerciseRow.extend({
  options: z.array(option),
  /** The right option of a single-choice question; null for the other kinds. */
  answer: z.enum(OPTION_KEYS).nullable(),
  /** The right options of a multiple-choice question, in key order. */
  answerKeys: z.array(z.enum(OPTION_KEYS)),
  /** The blanks of a fill-in question, in order, each with every spelling it accepts. */
  blanks: z.array(z.object({ accepted: z.array(z.string()) })),
  analysis: z.string(),
});

export const exerciseList = defineCall({
  path: `${ADMIN_API}/exercise/list`,
  summary:
    '题库（需 courses.read）：按题干、编号或知识点搜索，按学科、年级、题型、难度筛选，新题在前，分页；带 excludeLessonId 时不列出该课时已有的题，带 excludePaperId 时不列出该试卷已有的题',
  auth: true,
  request: z.object({
    q: optionalText(40),
    categoryId: optionalId(),
    gradeId: optionalId(),
    kind: choice(QUESTION_KINDS).optional(),
    difficulty: choice(EXERCISE_DIFFICULTIES).optional(),
    excludeLessonId: optionalId(),
    excludePaperId: optionalId(),
    ...pagingRequest,
  }),
  response: paged(exerciseRow),
});

/** The question bank's filter as the console keeps it (in the address): '' or null where it is not set. */
export interface ExerciseFilter {
  q: string;
  categoryId: number | null;
  gradeId: number | null;
  kind: QuestionKind | '';
  difficulty: (typeof EXERCISE_DIFFICULTIES)[number] | '';
  page: number;
}

export const exerciseDetail = defineCall({
  path: `${ADMIN_API}/exercise/detail`,
  summary: '一道题的全部内容（含答案与解析）与版本号（需 courses.read）',
  auth: true,
  request: z.object({ exerciseId: id() }),
  response: exerciseForm,
});

/** A JSON field of the form, parsed and checked with `schema`; a problem is reported on the field itself. */
const jsonField = <Schema extends z.ZodType>(schema: Schema, fallback: string, describe: string) =>
  z
    .string({ error: '应为文本' })
    .max(20000, { error: '过长' })
    .default(fallback)
    .transform((raw, ctx): z.output<Schema> => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: `格式不正确（应为${describe}）` });
        return z.NEVER;
      }
      const checked = schema.safeParse(parsed);
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '格式不正确' });
        return z.NEVER;
      }
      return checked.data;
    })
    .describe(describe);

const optionTexts = z
  .array(
    z
      .string({ error: '选项应为文本' })
      .trim()
      .max(EXERCISE_LIMITS.option, { error: `每个选项不超过 ${EXERCISE_LIMITS.option} 个字符` }),
    {
      error: '应为选项文本列表',
    },
  )
  .max(OPTION_KEYS.length, { error: `最多 ${OPTION_KEYS.length} 个选项` });

const blankAnswers = z
  .array(
    z
      .array(
        z
          .string({ error: '答案应为文本' })
          .trim()
          .max(EXERCISE_LIMITS.blankAnswer, { error: `每个答案不超过 ${EXERCISE_LIMITS.blankAnswer} 个字符` }),
        { error: '每空应为答案列表' },
      )
      .transform((accepted) => [...new Set(accepted.filter(Boolean))])
      .pipe(z.array(z.string()).max(EXERCISE_LIMITS.accepted, { error: `每空最多 ${EXERCISE_LIMITS.accepted} 种答案` })),
    { error: '应为每空一组答案的列表' },
  )
  .max(EXERCISE_LIMITS.blanks, { error: `最多 ${EXERCISE_LIMITS.blanks} 个空` });

const isOptionKey = (key: string): key is (typeof OPTION_KEYS)[number] => (OPTION_KEYS as readonly string[]).includes(key);

const answerKeys = z
  .string({ error: '应为文本' })
  .trim()
  .max(16, { error: '过长' })
  .default('')
  .transform((raw, ctx) => {
    const keys = raw
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    const wrong = keys.find((key) => !isOptionKey(key));
    if (wrong !== undefined) {
      ctx.addIssue({ code: 'custom', message: `选项应为 A、B、C、D 之一，收到「${wrong.slice(0, 4)}」` });
      return z.NEVER;
    }
    return [...new Set(keys.filter(isOptionKey))].sort();
  })
  .describe('正确选项，逗号分隔，如 A 或 A,C');

/** Formulas and pictures written so the family pages can draw them (see contract/fields/questionText). */
function markupIssues(
  input: { question: string; options: string[]; analysis?: string | undefined },
  issue: (path: string, message: string) => void,
) {
  const texts: [string, string][] = [
    ['question', input.question],
    ...input.options.map((text): [string, string] => ['options', text]),
  ];
  if (input.analysis) texts.push(['analysis', input.analysis]);
  for (const [path, text] of texts) {
    const problem = questionTextProblem(text);
    if (problem) issue(path, QUESTION_TEXT_PROBLEM_MESSAGES[problem]);
  }
}

/**
 * The rules of each kind. single: four options, exactly one right. multiple: four options, at least two right.
 * fill: no options; the question text marks each blank (`____`) and each blank has one or more accepted answers.
 */
function checkKind(
  input: {
    kind: QuestionKind;
    question: string;
    options: string[];
    answer: string[];
    blanks: string[][];
    analysis?: string | undefined;
  },
  ctx: z.RefinementCtx,
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  markupIssues(input, issue);
  if (input.kind === 'fill') {
    const marked = blanksIn(input.question);
    if (marked === 0) issue('question', `填空题的题干应用 ${BLANK_MARK} 标出每一个空`);
    else if (marked !== input.blanks.length) issue('blanks', `题干标出了 ${marked} 个空，答案有 ${input.blanks.length} 组`);
    const empty = input.blanks.findIndex((accepted) => accepted.length === 0);
    if (empty >= 0) issue('blanks', `第 ${empty + 1} 空至少要有一个答案`);
    return;
  }
  const missing = OPTION_KEYS.find((_, index) => !input.options[index]);
  if (input.options.length !== OPTION_KEYS.length || missing)
    issue('options', `选择题应填写 A、B、C、D 四个选项${missing ? `，选项 ${missing} 为空` : ''}`);
  if (input.kind === 'single' && input.answer.length !== 1) issue('answer', '单选题应恰好有一个正确选项');
  if (input.kind === 'multiple' && input.answer.length < 2) issue('answer', '多选题至少应有两个正确选项');
}

export const saveExercise = defineCall({
  path: `${ADMIN_API}/exercise/save`,
  summary:
    '新建（不带 exerciseId）或保存一道题（需 courses.write）。选项为 JSON 文本数组（A–D 依次）；answer 为正确选项（单选一个，多选至少两个，逗号分隔）；填空题题干用 ____ 标出每个空，blanks 为每空可接受答案的 JSON 数组。保存须带打开时的 version；已有学生作答的题不能改题型与答案，只能改文字；写入操作日志',
  auth: true,
  request: z
    .object({
      exerciseId: optionalId(),
      version: id().optional(),
      kind: choice(QUESTION_KINDS),
      question: text(EXERCISE_LIMITS.question),
      options: jsonField(optionTexts, '[]', 'JSON 数组，A–D 选项的文本'),
      answer: answerKeys,
      blanks: jsonField(blankAnswers, '[]', 'JSON 数组，每空一组可接受的答案'),
      analysis: optionalText(EXERCISE_LIMITS.analysis),
      knowledgePoint: optionalText(EXERCISE_LIMITS.knowledgePoint),
      difficulty: choice(EXERCISE_DIFFICULTIES).transform(Number),
      categoryId: id(),
      gradeId: optionalId(),
    })
    .superRefine(checkKind),
  response: exerciseForm,
});

/** What the question form edits, as it holds the values (the request's fields before they are sent as text). */
export interface ExerciseFormValues {
  kind: QuestionKind;
  question: string;
  /** Always four texts, A to D; a fill-in question keeps them but does not send them. */
  options: string[];
  /** The right option keys: one for single choice, two or more for multiple choice. */
  answer: string[];
  /** One list of accepted answers per blank. */
  blanks: string[][];
  analysis: string;
  knowledgePoint: string;
  difficulty: (typeof EXERCISE_DIFFICULTIES)[number];
  categoryId: number | null;
  gradeId: number | null;
}

/** The fields of the save request as the form sends them (form fields travel as text). */
export function exerciseSaveFields(values: ExerciseFormValues) {
  const choiceKind = values.kind !== 'fill';
  return {
    kind: values.kind,
    question: values.question,
    options: JSON.stringify(choiceKind ? values.options.map((option) => option.trim()) : []),
    answer: choiceKind ? [...values.answer].sort().join(',') : '',
    blanks: JSON.stringify(
      choiceKind ? [] : values.blanks.map((accepted) => accepted.map((item) => item.trim()).filter(Boolean)),
    ),
    analysis: values.analysis,
    knowledgePoint: values.knowledgePoint,
    difficulty: values.difficulty,
    categoryId: values.categoryId === null ? '' : String(values.categoryId),
    gradeId: values.gradeId === null ? '' : String(values.gradeId),
  };
}

const lessonExercises = z.object({
  lessonId: z.number().int(),
  list: z.array(exerciseRow),
});

export const lessonExerciseList = defineCall({
  path: `${ADMIN_API}/course/lesson/exercises`,
  summary: '一个课时的练习题，按顺序（需 courses.read）',
  auth: true,
  request: z.object({ lessonId: id() }),
  response: lessonExercises,
});

export const addLessonExercise = defineCall({
  path: `${ADMIN_API}/course/lesson/exercises/add`,
  summary:
    '从题库给课时加一道练习题，排在最后（需 courses.write）；已在课时中的题不能重复加；返回课时的全部练习，网站上的练习数随即更新',
  auth: true,
  request: z.object({ lessonId: id(), exerciseId: id() }),
  response: lessonExercises,
});

export const removeLessonExercise = defineCall({
  path: `${ADMIN_API}/course/lesson/exercises/remove`,
  summary: '从课时移除一道练习题（题目仍留在题库中；需 courses.write）；返回课时的全部练习',
  auth: true,
  request: z.object({ lessonId: id(), exerciseId: id() }),
  response: lessonExercises,
});

export const orderLessonExercises = defineCall({
  path: `${ADMIN_API}/course/lesson/exercises/order`,
  summary: '课时练习题的新顺序（需 courses.write）：exerciseIds 须恰好列出课时的全部练习题；返回课时的全部练习',
  auth: true,
  request: z.object({ lessonId: id(), exerciseIds: idOrder() }),
  response: lessonExercises,
});
