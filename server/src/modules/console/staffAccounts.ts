import { and, eq, isNull, ne } from 'drizzle-orm';
import { isStaffRole, STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../../contract/vocabulary/staff';
import type { Db, DbExecutor } from '../../platform/db/client';
import { hashPassword } from '../../platform/db/password';
import { type StaffMember, staffMembers } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { isUniqueViolation } from '../accounts';
import { recordAudit } from './audit';

export const STAFF_MESSAGES = {
  phone: '手机号应为 11 位数字，以 1 开头',
  name: '请填写姓名（不超过 32 个字）',
  role: `角色应为 ${STAFF_ROLES.join('、')} 之一`,
  password: '员工密码应为 10-64 位，且同时包含字母和数字',
  taken: '该手机号已是员工账号',
  notFound: '员工不存在',
  lastOwner: '至少保留一名在职的所有者',
  notYourself: '不能停用自己的账号',
} as const;

export interface NewStaff {
  phone: string;
  name: string;
  role: string;
  password: string;
}

/** Staff passwords guard the business, not one family's account: longer than the site's, letters and digits. */
function checkStaffPassword(password: string): void {
  if (password.length < 10 || password.length > 64 || !/[A-Za-z]/.test(password) || !/\d/.test(password))
    throw new ApiError(STAFF_MESSAGES.password);
}

function checkNewStaff(input: NewStaff): { phone: string; name: string; role: StaffRole } {
  const phone = input.phone.trim();
  const name = input.name.trim();
  if (!/^1\d{10}$/.test(phone)) throw new ApiError(STAFF_MESSAGES.phone);
  if (!name || name.length > 32) throw new ApiError(STAFF_MESSAGES.name);
  if (!isStaffRole(input.role)) throw new ApiError(STAFF_MESSAGES.role);
  checkStaffPassword(input.password);
  return { phone, name, role: input.role };
}

/** What the audit log keeps of a staff member: never the password hash or the authenticator secret. */
export function staffAuditView(member: StaffMember) {
  return { phone: member.phone, name: member.name, role: member.role, disabled: member.disabledAt !== null };
}

/**
 * Adds a staff member, with the entry in the audit log. `by` is who added them (null from the command line,
 * which is how the first owner comes to be).
 */
export async function addStaff(db: Db, input: NewStaff, by: number | null = null): Promise<StaffMember> {
  const checked = checkNewStaff(input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .insert(staffMembers)
        .values({ ...checked, passwordHash })
        .returning();
      if (!member) throw new ApiError('添加员工失败，请稍后再试');
      await recordAudit(tx, {
        staffId: by,
        action: 'staff.add',
        entity: 'staff',
        entityId: member.id,
        after: staffAuditView(member),
      });
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(STAFF_MESSAGES.taken);
    throw error;
  }
}

/**
 * Gives a staff member another role. Their session version goes up, so a session begun under the old role
 * ends on its next call instead of keeping powers the member no longer has.
 */
export async function changeStaffRole(db: Db, staffId: number, role: string, by: number | null): Promise<StaffMember> {
  if (!isStaffRole(role)) throw new ApiError(STAFF_MESSAGES.role);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, staffId)).for('update');
    if (!before) throw new ApiError(STAFF_MESSAGES.notFound);
    if (before.role === role) return before;
    if (before.role === 'owner') await assertAnotherOwner(tx, staffId);
    const [after] = await tx
      .update(staffMembers)
      .set({ role, sessionVersion: before.sessionVersion + 1 })
      .where(eq(staffMembers.id, staffId))
      .returning();
    if (!after) throw new ApiError(STAFF_MESSAGES.notFound);
    await recordAudit(tx, {
      staffId: by,
      action: 'staff.role',
      entity: 'staff',
      entityId: staffId,
      before: staffAuditView(before),
      after: staffAuditView(after),
    });
    return after;
  });
}

/** The business always keeps an owner who can sign in: the last one can be neither demoted nor disabled. */
async function assertAnotherOwner(tx: DbExecutor, staffId: number): Promise<void> {
  const others = await tx.$count(
    staffMembers,
    and(eq(staffMembers.role, 'owner'), isNull(staffMembers.disabledAt), ne(staffMembers.id, staffId)),
  );
  if (others === 0) throw new ApiError(STAFF_MESSAGES.lastOwner);
}

/**
 * Disables a staff member (their sessions end at once, and they cannot sign in) or enables them again, with
 * the entry in the audit log. Nobody disables themselves, and the last owner stays.
 */
export async function setStaffDisabled(db: Db, staffId: number, disabled: boolean, by: number | null): Promise<StaffMember> {
  if (disabled && by === staffId) throw new ApiError(STAFF_MESSAGES.notYourself);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, staffId)).for('update');
    if (!before) throw new ApiError(STAFF_MESSAGES.notFound);
    if ((before.disabledAt !== null) === disabled) return before;
    if (disabled && before.role === 'owner') await assertAnotherOwner(tx, staffId);
    const [after] = await tx
      .update(staffMembers)
      .set(disabled ? { disabledAt: new Date(), sessionVersion: before.sessionVersion + 1 } : { disabledAt: null })
      .where(eq(staffMembers.id, staffId))
      .returning();
    if (!after) throw new ApiError(STAFF_MESSAGES.notFound);
    await recordAudit(tx, {
      staffId: by,
      action: disabled ? 'staff.disable' : 'staff.enable',
      entity: 'staff',
      entityId: staffId,
      before: staffAuditView(before),
      after: staffAuditView(after),
    });
    return after;
  });
}

/** The staff list as the command line prints it. */
export async function listStaff(db: Db) {
  const rows = await db.select().from(staffMembers).orderBy(staffMembers.id);
  return rows.map(staffRow);
}

/** One staff member as the staff list shows them. */
export function staffRow(member: StaffMember) {
  return {
    id: member.id,
    phone: member.phone,
    name: member.name,
    role: member.role,
    roleName: STAFF_ROLE_NAMES[member.role],
    authenticator: member.totpConfirmedAt !== null,
    disabled: member.disabledAt !== null,
  };
}
