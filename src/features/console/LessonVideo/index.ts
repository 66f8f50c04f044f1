export * from './LessonVideo';
