import {
  BLANK_MARK,
  blanksIn,
  exerciseSaveFields,
  saveExercise,
  type ExerciseFormValues,
} from '@contract/api/schemas/admin/exercises';
import { dropEmptyFields } from '@contract/api/schemas/messages';

/** The fields of the question form, in the order they are shown (and their problems are listed). */
export const EXERCISE_FORM_FIELDS = [
  'kind',
  'question',
  'options',
  'answer',
  'blanks',
  'categoryId',
  'gradeId',
  'difficulty',
  'knowledgePoint',
  'analysis',
] as const;
export type ExerciseFormField = (typeof EXERCISE_FORM_FIELDS)[number];

/**
 * The values as they are saved: a fill-in question gets one answer list per blank its text marks (blanks
 * added in the text start empty, removed ones drop their answers); a single choice keeps one right option.
 */
export function fittedExercise(values: ExerciseFormValues): ExerciseFormValues {
  const count = values.kind === 'fill' ? blanksIn(values.question) : 0;
  return {
    ...values,
    answer: values.kind === 'single' ? values.answer.slice(0, 1) : values.answer,
    blanks: Array.from({ length: count }, (_, index) => values.blanks[index] ?? []),
  };
}

/** The values after a change of kind: what the new kind does not use is kept, in case the editor changes back. */
export function withKind(values: ExerciseFormValues, kind: ExerciseFormValues['kind']): ExerciseFormValues {
  return { ...values, kind, answer: kind === 'single' ? values.answer.slice(0, 1) : values.answer };
}

/** Valid stand-ins for the fields the kind rules do not read, so those rules are checked even while they are wrong. */
const STAND_INS = { categoryId: '1', gradeId: '', difficulty: '1', knowledgePoint: '', analysis: '' } as const;

const wrongFields = (fields: Record<string, string>) => {
  const checked = saveExercise.request.safeParse(dropEmptyFields(fields));
  return checked.success ? [] : checked.error.issues.map((issue) => String(issue.path[0]));
};

/**
 * The fields the server would refuse, found with the save call's own schema (the one the server checks the
 * request with, kind rules included), so the form and the server never disagree on what is valid. The kind
 * rules only run on an otherwise valid request, so they are checked a second time with stand-ins for the rest.
 */
export function exerciseFormErrors(values: ExerciseFormValues): ExerciseFormField[] {
  const fitted = fittedExercise(values);
  const fields = exerciseSaveFields(fitted);
  // An empty question text stands in as one marking the blanks the answers are given for.
  const question = values.question.trim() ? values.question : `题${BLANK_MARK.repeat(fitted.blanks.length)}`;
  const wrong = new Set([...wrongFields(fields), ...wrongFields({ ...fields, ...STAND_INS, question })]);
  return EXERCISE_FORM_FIELDS.filter((field) => wrong.has(field));
}
