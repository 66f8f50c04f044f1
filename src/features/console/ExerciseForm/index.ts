export * from './ExerciseForm';
export { exerciseFormErrors, fittedExercise, withKind, EXERCISE_FORM_FIELDS, type ExerciseFormField } from './exerciseFormErrors';
