export { ExerciseAnswer, type ExerciseAnswerData, type ExerciseAnswerProps } from './ExerciseAnswer';
