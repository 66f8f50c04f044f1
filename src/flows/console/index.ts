// What the console's pages use of its flows: reach them through '@/flows/console', never a file inside.
export * from './consoleApi';
export * from './consoleQueries';
export * from './staffSession';
export * from './useStaffSignIn';
export * from './consolePages';
export * from './courseQueries';
export * from './newsQueries';
export * from './tutorQueries';
export * from './exerciseQueries';
export * from './orderQueries';
export * from './listAddress';
export * from './useLessonVideo';
export * from './siteQueries';
export * from './operationsQueries';
export * from './taxonomyQueries';
export * from './broadcastQueries';
