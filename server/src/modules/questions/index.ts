/**
 * The question bank's rules, shared by the evaluation's papers and lesson practice: how a question is shown to
 * families before it is answered, and how an answer of each kind is checked and marked. It depends on no other
 * module, so both can use it.
 */
export {
  checkAnswer,
  checkSheet,
  gradeAnswer,
  normalizeBlank,
  SCORING_RULES,
  type GradedAnswer,
  type ScoredQuestion,
} from './scoring';
export { familyQuestion, questionColumns } from './familyQuestion';
