export * from './TutorTable';
