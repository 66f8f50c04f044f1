import { eq } from 'drizzle-orm';
import * as inspector from '../../../../../contract/api/schemas/admin/inspector';
import * as staff from '../../../../../contract/api/schemas/admin/staff';
import { staffMembers } from '../../../platform/db/schema';
import { ApiError } from '../../../platform/plugins/apiError';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { auditEntries, recordAudit } from '../audit';
import { mintInspectorLink } from '../inspectorLinks';
import { codeStep, passwordStep, staffProfile } from '../signIn';
import { decryptPassword } from '../../accounts';
import { addStaff, changeStaffRole, listStaff, setStaffDisabled, STAFF_MESSAGES, staffRow } from '../staffAccounts';

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
      return staffRow(await addStaff(deps.db, { ...input, password }, signedIn.id));
    },
    { permission: 'staff.manage' },
  ),
  route(
    staff.setDisabled,
    async ({ input, staff: signedIn, deps }) =>
      staffRow(await setStaffDisabled(deps.db, input.staffId, input.disabled, signedIn.id)),
    { permission: 'staff.manage' },
  ),
  route(
    staff.changeRole,
    async ({ input, staff: signedIn, deps }) => staffRow(await changeStaffRole(deps.db, input.staffId, input.role, signedIn.id)),
    { permission: 'staff.manage' },
  ),
  route(
    staff.auditList,
    async ({ input, deps }) => ({
      list: (await auditEntries(deps.db, input)).map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    }),
    { permission: 'audit.read' },
  ),
  // Any staff member: the inspector shows a browser only the flows of its own page, nothing the server keeps.
  // A link is written in the audit log: it lets anyone holding it watch a page's flows for a while.
  route(inspector.mintInspectorLink, async ({ input, staff: signedIn, deps }) => {
    const minted = mintInspectorLink(deps.config.inspectorLinkSecret, input.path, deps.config.webBaseUrl, deps.now());
    await recordAudit(deps.db, {
      staffId: signedIn.id,
      action: 'inspector.link',
      entity: 'page',
      entityId: input.path,
      after: { expiresAt: minted.expiresAt },
    });
    return minted;
  }),
];
