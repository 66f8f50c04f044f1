export * from './StaffTable';
