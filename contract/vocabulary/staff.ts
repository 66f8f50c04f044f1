/**
 * The operations console's staff roles and what each may do. One table, read by the server (every console
 * call names the permission it needs) and by the console (a menu entry shows only with its permission).
 */

export const STAFF_ROLES = ['owner', 'contentEditor', 'courseEditor', 'finance', 'service', 'readOnly'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles as the console and the staff command name them. */
export const STAFF_ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  owner: '所有者',
  contentEditor: '内容编辑',
  courseEditor: '课程编辑',
  finance: '财务',
  service: '客服',
  readOnly: '只读',
};

/**
 * What a console call may need. `.read` opens an area, `.write` changes it; refunds and staff are apart
 * from the order and account reads because they move money or power. Shipping printed material, exporting
 * order lists (every buyer's phone in one file), reconciling with the providers' bills and the business
 * figures of the dashboard are each their own grant.
 */
export const PERMISSIONS = [
  'courses.read',
  'courses.write',
  'content.read',
  'content.write',
  'orders.read',
  'refunds.request',
  'orders.refund',
  'orders.ship',
  'orders.export',
  'finance.reconcile',
  'insight.read',
  'service.read',
  'service.write',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_ALL: readonly Permission[] = ['courses.read', 'content.read', 'orders.read', 'service.read'];

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  contentEditor: ['courses.read', 'content.read', 'content.write'],
  courseEditor: ['courses.read', 'courses.write', 'content.read'],
  finance: [
    'courses.read',
    'orders.read',
    'refunds.request',
    'orders.refund',
    'orders.ship',
    'orders.export',
    'finance.reconcile',
    'insight.read',
    'audit.read',
  ],
  service: ['courses.read', 'orders.read', 'refunds.request', 'orders.ship', 'service.read', 'service.write'],
  readOnly: READ_ALL,
};

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** The answer of a console call the signed-in staff member's role does not allow. */
export const NO_PERMISSION = '无权限';

/** Entries of the audit log per page, newest first. */
export const AUDIT_PAGE_SIZE = 50;
