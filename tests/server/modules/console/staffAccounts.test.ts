import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, roleCan, STAFF_ROLES } from '../../../../contract/vocabulary/staff';
import { addStaff, auditEntries, changeStaffRole, listStaff, STAFF_MESSAGES } from '../../../../server/src/modules/console';
import type { Db } from '../../../../server/src/platform/db/client';
import { verifyPassword } from '../../../../server/src/platform/db/password';
import { staffAuditLog, staffMembers } from '../../../../server/src/platform/db/schema';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedIfEmpty } from '../../../../server/src/platform/db/seed';
import { type FreshDatabase, freshDatabase } from '../../platform/db/freshDatabase';

const strong = 'Operate2026x';
let phoneCounter = 0;
const nextPhone = () => `1350000${String(++phoneCounter).padStart(4, '0')}`;

describe('staff accounts (npm run staff)', () => {
  let fresh: FreshDatabase;
  let db: Db;
  beforeAll(async () => {
    fresh = await freshDatabase();
    db = fresh.handle.db;
  });
  afterAll(async () => {
    await fresh?.cleanup();
  });

  it('adds the first owner from the command line, with a hashed password and an audit entry by nobody', async () => {
    const phone = nextPhone();
    const owner = await addStaff(db, { phone, name: '周宁', role: 'owner', password: strong });
    expect(owner).toMatchObject({ phone, name: '周宁', role: 'owner', totpSecret: null, sessionVersion: 1 });
    expect(owner.passwordHash).not.toContain(strong);
    expect(await verifyPassword(strong, owner.passwordHash)).toBe(true);
    const [entry] = await auditEntries(db, { entity: 'staff', entityId: String(owner.id) });
    expect(entry).toMatchObject({ staffId: null, action: 'staff.add', before: null });
    expect(entry?.after).toEqual({ phone, name: '周宁', role: 'owner', disabled: false });
  });

  it.each([
    [{ phone: '2350000000', name: '甲', role: 'owner', password: strong }, STAFF_MESSAGES.phone],
    [{ phone: '13500009999', name: ' ', role: 'owner', password: strong }, STAFF_MESSAGES.name],
    [{ phone: '13500009999', name: '甲', role: 'admin', password: strong }, STAFF_MESSAGES.role],
    [{ phone: '13500009999', name: '甲', role: 'owner', password: 'short1' }, STAFF_MESSAGES.password],
    [{ phone: '13500009999', name: '甲', role: 'owner', password: 'onlyletterslong' }, STAFF_MESSAGES.password],
  ])('refuses %o and says what is wrong', async (input, message) => {
    await expect(addStaff(db, input)).rejects.toThrow(message);
    expect(await db.$count(staffMembers, eq(staffMembers.phone, '13500009999'))).toBe(0);
  });

  it('refuses a phone that is already a staff account, and writes no second audit entry', async () => {
    const phone = nextPhone();
    await addStaff(db, { phone, name: '陈悦', role: 'contentEditor', password: strong });
    const entries = await db.$count(staffAuditLog);
    await expect(addStaff(db, { phone, name: '又一个', role: 'finance', password: strong })).rejects.toThrow(
      STAFF_MESSAGES.taken,
    );
    expect(await db.$count(staffAuditLog)).toBe(entries);
  });

  it('ends the sessions of a member whose role changes, and keeps who changed it, before and after', async () => {
    const owner = await addStaff(db, { phone: nextPhone(), name: '所有者', role: 'owner', password: strong });
    const editor = await addStaff(db, { phone: nextPhone(), name: '林航', role: 'courseEditor', password: strong });
    const changed = await changeStaffRole(db, editor.id, 'readOnly', owner.id);
    expect(changed).toMatchObject({ role: 'readOnly', sessionVersion: editor.sessionVersion + 1 });
    const [entry] = await auditEntries(db, { entity: 'staff', entityId: String(editor.id) });
    expect(entry).toMatchObject({ staffId: owner.id, action: 'staff.role' });
    expect(entry?.before).toMatchObject({ role: 'courseEditor' });
    expect(entry?.after).toMatchObject({ role: 'readOnly' });
    // The same role again changes nothing and logs nothing.
    await changeStaffRole(db, editor.id, 'readOnly', owner.id);
    expect(await auditEntries(db, { entity: 'staff', entityId: String(editor.id) })).toHaveLength(2);
    await expect(changeStaffRole(db, editor.id, 'boss', owner.id)).rejects.toThrow(STAFF_MESSAGES.role);
    await expect(changeStaffRole(db, 999_999, 'owner', owner.id)).rejects.toThrow(STAFF_MESSAGES.notFound);
  });

  it('keeps the audit log append-only: the database refuses to change, delete or empty it', async () => {
    expect(await db.$count(staffAuditLog)).toBeGreaterThan(0);
    await expect(db.update(staffAuditLog).set({ action: 'rewritten' })).rejects.toThrow();
    await expect(db.delete(staffAuditLog)).rejects.toThrow();
    await expect(db.execute(sql`truncate staff_audit_log`)).rejects.toThrow();
    expect(await db.$count(staffAuditLog, eq(staffAuditLog.action, 'rewritten'))).toBe(0);
  });

  it('lists the staff with their role names and whether an authenticator is bound', async () => {
    const listed = await listStaff(db);
    expect(listed.find((member) => member.name === '周宁')).toMatchObject({
      role: 'owner',
      roleName: '所有者',
      authenticator: false,
    });
  });
});

describe('the demo content', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase();
    await seedIfEmpty(fresh.handle.db);
  });
  afterAll(async () => {
    await fresh?.cleanup();
  });

  it('has one staff account per role, all with the demo staff password', async () => {
    const staff = await fresh.handle.db.select().from(staffMembers).orderBy(staffMembers.id);
    expect(staff.map((member) => member.role)).toEqual([...STAFF_ROLES]);
    expect(staff.map((member) => member.phone)).toEqual(DEMO_STAFF.map((member) => member.phone));
    for (const member of staff) expect(await verifyPassword(DEMO_STAFF_PASSWORD, member.passwordHash)).toBe(true);
  });
});

describe('the roles', () => {
  it('give the owner every permission and the read-only role no write', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    expect(ROLE_PERMISSIONS.readOnly.every((permission) => permission.endsWith('.read'))).toBe(true);
  });

  it('keep money and staff apart: only the owner manages staff, only the owner and finance refund', () => {
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'staff.manage'))).toEqual(['owner']);
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'orders.refund'))).toEqual(['owner', 'finance']);
    expect(roleCan('courseEditor', 'orders.read')).toBe(false);
    expect(roleCan('contentEditor', 'courses.write')).toBe(false);
  });
});
