export * from './CourseTable';
