export * from './LessonOutline';
