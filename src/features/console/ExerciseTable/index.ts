export * from './ExerciseTable';
export * from './ExerciseFilters';
