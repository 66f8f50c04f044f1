export * from './AddStaffDialog';
