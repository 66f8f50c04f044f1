import { exercises, OPTION_KEYS, type OptionKey, type SheetAnswer } from '../../../platform/db/schema';
import { checkAnswer, gradeAnswer, questionColumns, type ScoredQuestion } from '../../questions';
import { ApiError } from '../../../platform/plugins/apiError';
import type { Marking } from '../../../../../contract/api/schemas/web/practice';

/** The columns a practice question is shown, marked and counted towards mastery from. */
export const practiceQuestionColumns = {
  ...questionColumns,
  analysis: exercises.analysis,
  categoryId: exercises.categoryId,
};

export interface PracticeQuestion extends ScoredQuestion {
  knowledgePoint: string;
  analysis: string;
  categoryId: number;
}

/** The right answer in the shape an answer takes: the key, the keys, or the first accepted text of each blank. */
export function rightAnswerOf(question: Pick<ScoredQuestion, 'kind' | 'answer' | 'answerKeys' | 'blanks'>): SheetAnswer {
  if (question.kind === 'single') return question.answer ?? '';
  if (question.kind === 'multiple') return [...question.answerKeys].sort();
  return question.blanks.map((blank) => blank.accepted[0] ?? '');
}

export const NO_ANSWER = '请先作答再提交';

/**
 * The answer in the shape its question's kind takes (checkAnswer's status-0 message otherwise). A paper hands in blank
 * questions as wrong, but practice marks one question the student chose to check: an empty one is refused, not kept
 * as a mistake.
 */
export function practiceAnswer(question: ScoredQuestion, number: number, answer: SheetAnswer): SheetAnswer {
  const checked = checkAnswer(question, number, answer);
  const empty = Array.isArray(checked) ? checked.every((item) => item.trim() === '') : checked === '';
  if (empty) throw new ApiError(NO_ANSWER);
  return checked;
}

/**
 * How an answer (already shape-checked by checkAnswer) is marked, by the evaluation's own scoring so a lesson and a
 * paper never disagree; what is shown after answering comes with it. The attempts are the caller's to count.
 */
export function markingOf(question: PracticeQuestion, answer: SheetAnswer): Omit<Marking, 'attempts'> {
  const graded = gradeAnswer(question, answer);
  return {
    exerciseId: question.id,
    answer,
    isCorrect: graded.isCorrect,
    blankResults: graded.blankResults,
    rightAnswer: rightAnswerOf(question),
    analysis: question.analysis,
  };
}

const isOptionKey = (value: string): value is OptionKey => (OPTION_KEYS as readonly string[]).includes(value);

/** An answer as exercise_records keeps it: a single choice's key in `chosen`, every other kind's list in `response`. */
export function recordedAnswer(answer: SheetAnswer): { chosen: OptionKey | null; response: string[] | null } {
  if (Array.isArray(answer)) return { chosen: null, response: answer };
  return { chosen: isOptionKey(answer) ? answer : null, response: null };
}

/** The answer a record kept, back in the answer's shape. */
export function answerOfRecord(
  question: Pick<ScoredQuestion, 'kind'>,
  record: { chosen: OptionKey | null; response: string[] | null },
): SheetAnswer {
  return question.kind === 'single' ? (record.chosen ?? '') : (record.response ?? []);
}

/** An answer written out on one line: "A", "A、C" (options), or the blanks' texts joined by "；". */
export function answerText(question: Pick<ScoredQuestion, 'kind'>, answer: SheetAnswer): string {
  if (!Array.isArray(answer)) return answer;
  return answer.join(question.kind === 'fill' ? '；' : '、');
}
