export * from './LessonExercises';
export * from './OrderedExercises';
