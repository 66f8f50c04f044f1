import type { StaffRole } from '../../../../../contract/vocabulary/staff';
import { recordAudit, staffAuditView } from '../../../modules/console';
import type { DbExecutor } from '../client';
import { hashPassword } from '../password';
import { staffMembers } from '../schema';

/** The demo staff accounts' password: the staff rule asks for 10+ characters with letters and digits. */
export const DEMO_STAFF_PASSWORD = 'Console2026';

/** One demo staff member per role, for the README and the console's tests. */
export const DEMO_STAFF: readonly { phone: string; name: string; role: StaffRole }[] = [
  { phone: '13600136001', name: '周宁', role: 'owner' },
  { phone: '13600136002', name: '陈悦', role: 'contentEditor' },
  { phone: '13600136003', name: '林航', role: 'courseEditor' },
  { phone: '13600136004', name: '王珊', role: 'finance' },
  { phone: '13600136005', name: '刘洋', role: 'service' },
  { phone: '13600136006', name: '赵敏', role: 'readOnly' },
];

export async function seedStaff(tx: DbExecutor): Promise<void> {
  // One hash for the six: they share the demo password, and each hash costs a noticeable part of a start-up.
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const members = await tx
    .insert(staffMembers)
    .values(DEMO_STAFF.map((member) => ({ ...member, passwordHash })))
    .returning();
  for (const member of members)
    await recordAudit(tx, {
      staffId: null,
      action: 'staff.add',
      entity: 'staff',
      entityId: member.id,
      after: staffAuditView(member),
    });
}
