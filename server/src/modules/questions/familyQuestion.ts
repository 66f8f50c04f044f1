import { type ExerciseBlank, type ExerciseOption, exercises, type QuestionKind } from '../../platform/db/schema';

/** The columns a question is shown and scored from. */
export const questionColumns = {
  id: exercises.id,
  knowledgePoint: exercises.knowledgePoint,
  difficulty: exercises.difficulty,
  kind: exercises.kind,
  question: exercises.question,
  options: exercises.options,
  answer: exercises.answer,
  answerKeys: exercises.answerKeys,
  blanks: exercises.blanks,
};

/** What a question shows of itself, whatever else was read with it. */
interface ShownQuestion {
  id: number;
  knowledgePoint: string;
  difficulty: number;
  kind: QuestionKind;
  question: string;
  options: ExerciseOption[];
  blanks: ExerciseBlank[];
}

/**
 * A question as families see it before answering: no answer keys and no accepted blanks, only how many blanks
 * there are. Built field by field, so a row read with more columns (the analysis) never passes them on.
 */
export function familyQuestion(row: ShownQuestion) {
  return {
    id: row.id,
    knowledgePoint: row.knowledgePoint,
    difficulty: row.difficulty,
    kind: row.kind,
    question: row.question,
    options: row.options,
    blankCount: row.blanks.length,
  };
}
