// What the rest of the app uses of the learning flows: reach them through '@/flows/learning', never a file inside.
export * from './useLessonProgress';
export * from './usePractice';
