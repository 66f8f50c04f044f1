export { QuestionText } from './QuestionText';
export type { QuestionTextProps } from './QuestionText';
