export * from './CourseForm';
