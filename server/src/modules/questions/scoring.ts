import type { ExerciseBlank, ExerciseOption, OptionKey, QuestionKind, SheetAnswer } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';

/** What scoring needs of a question; the right answers never leave the server before the report. */
export interface ScoredQuestion {
  id: number;
  kind: QuestionKind;
  options: ExerciseOption[];
  answer: OptionKey | null;
  answerKeys: OptionKey[];
  blanks: ExerciseBlank[];
}

/** The rule each kind is scored by, shown with the answer detail. Every question weighs the same. */
export const SCORING_RULES: Record<QuestionKind, string> = {
  single: '单选题：选对得分。',
  // No partial credit: choosing some of the right options, or one too many, is wrong.
  multiple: '多选题：选出全部正确选项且不多选才得分，少选、多选、错选均不得分。',
  fill: '填空题：每一空都正确才得分；比较时忽略首尾空格、全角半角与大小写。',
};

/**
 * The form a blank is compared in: NFKC turns full-width letters, digits, punctuation and the ideographic
 * space into their half-width forms; then case is folded and runs of spaces become one.
 */
export function normalizeBlank(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The answer as the question's kind expects it, or a status-0 error naming the question by its number. */
export function checkAnswer(question: ScoredQuestion, number: number, answer: SheetAnswer): SheetAnswer {
  const keys = new Set<string>(question.options.map((option) => option.key));
  const unknown = (key: string) => new ApiError(`第${number}题没有选项「${key.slice(0, 10)}」`);
  if (question.kind === 'single') {
    if (typeof answer !== 'string') throw new ApiError(`第${number}题是单选题，答案应为一个选项`);
    if (!keys.has(answer)) throw unknown(answer);
    return answer;
  }
  if (question.kind === 'multiple') {
    if (!Array.isArray(answer)) throw new ApiError(`第${number}题是多选题，答案应为选项列表`);
    for (const key of answer) if (!keys.has(key)) throw unknown(key);
    // Order and repeats carry no meaning: keep each option once, in key order.
    return [...new Set(answer)].sort();
  }
  if (!Array.isArray(answer)) throw new ApiError(`第${number}题是填空题，答案应为每空一项的列表`);
  if (answer.length !== question.blanks.length) {
    throw new ApiError(`第${number}题有 ${question.blanks.length} 个空，收到 ${answer.length} 项答案`);
  }
  return answer;
}

/** Checks every answer of a sheet against the paper; unknown question ids are refused as before. */
export function checkSheet(
  sheet: Record<string, SheetAnswer>,
  questions: readonly ScoredQuestion[],
  notInPaper: string,
): Record<string, SheetAnswer> {
  const byId = new Map(questions.map((question, index) => [question.id, { question, number: index + 1 }]));
  const checked: Record<string, SheetAnswer> = {};
  for (const [id, answer] of Object.entries(sheet)) {
    const entry = byId.get(Number(id));
    if (!entry) throw new ApiError(notInPaper);
    checked[id] = checkAnswer(entry.question, entry.number, answer);
  }
  return checked;
}

export interface GradedAnswer {
  /** Single choice only. */
  chosen: OptionKey | null;
  /** Multiple choice (chosen keys) or fill-in (text per blank); null when unanswered or single choice. */
  response: string[] | null;
  isCorrect: boolean;
  /** Fill-in only: whether each blank was right. */
  blankResults: boolean[];
}

const isOptionKey = (value: string): value is OptionKey => ['A', 'B', 'C', 'D'].includes(value);

/** Scores one saved answer (already shape-checked); a missing or empty answer is wrong. */
export function gradeAnswer(question: ScoredQuestion, answer: SheetAnswer | undefined): GradedAnswer {
  if (question.kind === 'single') {
    const chosen = typeof answer === 'string' && isOptionKey(answer) ? answer : null;
    return { chosen, response: null, isCorrect: chosen !== null && chosen === question.answer, blankResults: [] };
  }
  if (question.kind === 'multiple') {
    const chosen = Array.isArray(answer) ? [...new Set(answer)].sort() : [];
    const right = [...question.answerKeys].sort();
    const isCorrect = chosen.length > 0 && chosen.length === right.length && chosen.every((key, i) => key === right[i]);
    return { chosen: null, response: chosen.length > 0 ? chosen : null, isCorrect, blankResults: [] };
  }
  const given = Array.isArray(answer) ? answer : [];
  const blankResults = question.blanks.map((blank, i) => {
    const text = normalizeBlank(given[i] ?? '');
    return text !== '' && blank.accepted.some((accepted) => normalizeBlank(accepted) === text);
  });
  const answered = given.some((text) => text.trim() !== '');
  return {
    chosen: null,
    response: answered ? question.blanks.map((_, i) => given[i] ?? '') : null,
    isCorrect: blankResults.length > 0 && blankResults.every(Boolean),
    blankResults,
  };
}
