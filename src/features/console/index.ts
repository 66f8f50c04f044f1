// The operations console's views: reach them through '@/features/console'.
export * from './AddStaffDialog';
export * from './AuditTable';
export * from './ConsoleFrame';
export * from './ConsoleOverview';
export * from './ConsoleSignIn';
export * from './StaffTable';
export * as consoleStyles from './consoleStyles.css';
export * from './CourseForm';
export * from './CourseTable';
export * from './CourseOutline';
