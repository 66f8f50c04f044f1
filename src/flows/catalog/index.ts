// What the rest of the app uses of the catalog flows: reach them through '@/flows/catalog', never a file inside.
export * from './useCourseSystem';
