export { QuestionCard, type QuestionCardProps } from './QuestionCard';
