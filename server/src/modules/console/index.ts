/**
 * The operations console: staff accounts and their roles, their sign-in with an authenticator app and their
 * sessions, and the audit log of every staff write. What other modules use of it; its routes are
 * registered from ./routes.
 */
export { type AuditWrite, auditEntries, recordAudit } from './audit';
export { atVersion } from './versioned';
export { createStaffSessions, type StaffAuthUser, type StaffSessions } from './sessions';
export {
  addStaff,
  changeStaffRole,
  listStaff,
  type NewStaff,
  setStaffDisabled,
  STAFF_MESSAGES,
  staffAuditView,
} from './staffAccounts';
