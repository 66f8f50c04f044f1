export * from './MyCourseCard';
