export * from './LessonPlayer';
