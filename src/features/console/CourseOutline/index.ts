export * from './CourseOutline';
export * from './outlineOrder';
