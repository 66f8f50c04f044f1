export * from './LessonExercises';
