import { eq, inArray } from 'drizzle-orm';
import * as staff from '../../../../../contract/api/schemas/admin/staff';
import type { Db } from '../../../platform/db/client';
import { staffMembers } from '../../../platform/db/schema';
import { ApiError } from '../../../platform/plugins/apiError';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { auditEntries } from '../audit';
import { codeStep, passwordStep, staffProfile } from '../signIn';
import { decryptPassword } from '../../accounts';
import { addStaff, changeStaffRole, listStaff, setStaffDisabled, STAFF_MESSAGES } from '../staffAccounts';

/** One staff member as the console's staff list shows them. */
async function listedStaff(db: Db, staffId: number) {
  const listed = (await listStaff(db)).find((row) => row.id === staffId);
  if (!listed) throw new ApiError(STAFF_MESSAGES.notFound);
  return listed;
}

/** The operations console's calls (/api/admin/v1); each names the permission it needs. */
export const adminRoutes: ApiRoute[] = [
  // Wrong passwords lock the phone and the address out (accounts' login limits); wrong codes end the ticket.
  route(staff.signIn, ({ input, request, deps }) => passwordStep(deps, input, request.ip)),
  route(staff.verifyCode, ({ input, deps }) => codeStep(deps, input)),
  route(staff.signOut, async ({ staff: signedIn, deps }) => {
    await deps.staffSessions.revoke(signedIn.sessionId);
    return null;
  }),
  route(staff.me, async ({ staff: signedIn, deps }) => {
    const [member] = await deps.db.select().from(staffMembers).where(eq(staffMembers.id, signedIn.id)).limit(1);
    if (!member) throw new ApiError(STAFF_MESSAGES.notFound);
    return staffProfile(member);
  }),
  route(staff.staffList, async ({ deps }) => ({ list: await listStaff(deps.db) }), { permission: 'staff.manage' }),
  route(
    staff.addStaff,
    async ({ input, staff: signedIn, deps }) => {
      const password = decryptPassword(deps.config, input.password);
      return listedStaff(deps.db, (await addStaff(deps.db, { ...input, password }, signedIn.id)).id);
    },
    { permission: 'staff.manage' },
  ),
  route(
    staff.setDisabled,
    async ({ input, staff: signedIn, deps }) =>
      listedStaff(deps.db, (await setStaffDisabled(deps.db, input.staffId, input.disabled, signedIn.id)).id),
    { permission: 'staff.manage' },
  ),
  route(
    staff.changeRole,
    async ({ input, staff: signedIn, deps }) =>
      listedStaff(deps.db, (await changeStaffRole(deps.db, input.staffId, input.role, signedIn.id)).id),
    { permission: 'staff.manage' },
  ),
  route(
    staff.auditList,
    async ({ input, deps }) => {
      const entries = await auditEntries(deps.db, input);
      const ids = [...new Set(entries.flatMap((entry) => (entry.staffId === null ? [] : [entry.staffId])))];
      const names = new Map(
        ids.length
          ? (
              await deps.db
                .select({ id: staffMembers.id, name: staffMembers.name })
                .from(staffMembers)
                .where(inArray(staffMembers.id, ids))
            ).map((row) => [row.id, row.name])
          : [],
      );
      return {
        list: entries.map((entry) => ({
          id: entry.id,
          staffId: entry.staffId,
          staffName: entry.staffId === null ? null : (names.get(entry.staffId) ?? null),
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          before: entry.before,
          after: entry.after,
          at: entry.at.toISOString(),
        })),
      };
    },
    { permission: 'audit.read' },
  ),
];
