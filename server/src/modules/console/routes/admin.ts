import { eq, inArray } from 'drizzle-orm';
import * as staff from '../../../../../contract/api/schemas/admin/staff';
import { staffMembers } from '../../../platform/db/schema';
import { ApiError } from '../../../platform/plugins/apiError';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { auditEntries } from '../audit';
import { codeStep, passwordStep, staffProfile } from '../signIn';
import { changeStaffRole, listStaff, STAFF_MESSAGES } from '../staffAccounts';

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
    staff.changeRole,
    async ({ input, staff: signedIn, deps }) => {
      const member = await changeStaffRole(deps.db, input.staffId, input.role, signedIn.id);
      const listed = (await listStaff(deps.db)).find((row) => row.id === member.id);
      if (!listed) throw new ApiError(STAFF_MESSAGES.notFound);
      return listed;
    },
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
