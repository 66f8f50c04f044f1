import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/families';
import { API_STATUS } from '../../../../contract/api/schemas/status';
import { login, loginV2 } from '../../../../contract/api/schemas/user/login';
import { findMyCourse } from '../../../../contract/api/schemas/user/orders';
import { NO_PERMISSION, type StaffRole } from '../../../../contract/vocabulary/staff';
import { LOGIN_LIMITS, tooManyFailures } from '../../../../server/src/modules/accounts/loginLimits';
import { auditEntries } from '../../../../server/src/modules/console';
import { FAMILY_MESSAGES } from '../../../../server/src/modules/families/familyRecord';
import { users } from '../../../../server/src/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../../../server/src/platform/db/seed';
import { createTestApp, type TestApp } from '../../support/testApp';
import { createUser, encryptPassword, loginFully, newCaptcha, newDeviceId, userRow } from '../accounts/helpers';
import { staffSignIns } from '../console/staffHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const staff = staffSignIns(() => t);
const tokens = new Map<StaffRole, string>();
async function as(role: StaffRole): Promise<{ token: string }> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return { token: tokens.get(role)! };
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** A fresh family with a name of its own, and its public account number. */
async function family(name = '林小满') {
  const user = await createUser(t);
  await t.db.update(users).set({ name }).where(eq(users.id, user.id));
  return { ...user, familyId: user.rsNo, name };
}

/** The password step of a sign-in from this device: whether the SMS check is asked, or the token. */
async function passwordStep(user: { phone: string; password: string }, deviceId: string) {
  return t.ok(loginV2, {
    loginName: user.phone,
    loginPassword: encryptPassword(t, user.password),
    deviceId,
    ...(await newCaptcha(t)),
  });
}

async function familyAudit(familyId: string) {
  return auditEntries(t.db, { entity: 'family', entityId: familyId });
}

describe('finding a family in the console', () => {
  it('finds a family by the phone in full, its last four digits and a word of the name, with the phone masked', async () => {
    const found = await family('钟灵毓秀');
    const service = await as('service');

    const byPhone = await t.ok(admin.familyList, { q: found.phone }, service);
    expect(byPhone.list.map((row) => row.familyId)).toEqual([found.familyId]);
    expect(byPhone.list[0]).toMatchObject({
      phone: masked(found.phone),
      name: '钟灵毓秀',
      grade: null,
      state: 'normal',
      paidOrders: 0,
      lastSignInAt: null,
    });

    const byLastFour = await t.ok(admin.familyList, { q: found.phone.slice(-4), size: 50 }, service);
    expect(byLastFour.list.map((row) => row.familyId)).toContain(found.familyId);
    expect(byLastFour.list.every((row) => row.phone.endsWith(found.phone.slice(-4)))).toBe(true);

    const byName = await t.ok(admin.familyList, { q: '灵毓' }, service);
    expect(byName.list.map((row) => row.familyId)).toEqual([found.familyId]);
    expect((await t.ok(admin.familyList, { q: '无此姓名的家庭' }, service)).total).toBe(0);
  });

  it('counts the demo family’s paid orders and lists every family a page at a time, newest first', async () => {
    const readOnly = await as('readOnly');
    const demo = await t.ok(admin.familyList, { q: DEMO_ACCOUNTS.student.phone }, readOnly);
    expect(demo.list[0]!.paidOrders).toBeGreaterThan(0);

    const all = await t.ok(admin.familyList, { size: 6 }, readOnly);
    const stamps = all.list.map((row) => row.registeredAt);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const [one, two] = await Promise.all([
      t.ok(admin.familyList, { size: 3, page: 1 }, readOnly),
      t.ok(admin.familyList, { size: 3, page: 2 }, readOnly),
    ]);
    expect([...one.list, ...two.list].map((row) => row.familyId)).toEqual(all.list.map((row) => row.familyId));
  });

  it('shows the phone whole to roles that act on the account and masked to the others', async () => {
    const demo = { familyId: DEMO_ACCOUNTS.student.rsNo };
    for (const role of ['owner', 'service'] as const) {
      const detail = await t.ok(admin.familyDetail, demo, await as(role));
      expect(detail).toMatchObject({ phone: DEMO_ACCOUNTS.student.phone, phoneMasked: false });
    }
    const readOnly = await t.ok(admin.familyDetail, demo, await as('readOnly'));
    expect(readOnly).toMatchObject({ phone: masked(DEMO_ACCOUNTS.student.phone), phoneMasked: true });
    expect(readOnly.parents.every((parent) => parent.phone.includes('****'))).toBe(true);
    // The demo family's page has its purchases with their progress.
    expect(readOnly.orders.length).toBeGreaterThan(0);
    expect(readOnly.orders.every((order) => order.courses.length > 0)).toBe(true);
    expect(readOnly.courses.length).toBeGreaterThan(0);
    for (const course of readOnly.courses) expect(course.lessonsDone).toBeLessThanOrEqual(course.lessonCount);
  });

  it('answers an unknown or malformed family with the reason', async () => {
    const service = await as('service');
    expect(await t.fails(admin.familyDetail, { familyId: 'ffffffffffffffffffffffffffffffff' }, service)).toBe(
      FAMILY_MESSAGES.notFound,
    );
    expect(await t.fails(admin.familyDetail, { familyId: '../x' }, service)).toMatch(/familyId/);
  });
});

describe('service staff acting on a family’s account', () => {
  it('unlocks an account locked by wrong passwords, so the family signs in at once, and audits the reason', async () => {
    const locked = await family();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      await t.fails(login, { loginName: locked.phone, loginPassword: encryptPassword(t, 'Wrong@123'), ...(await newCaptcha(t)) });
    }
    const rightPassword = async () =>
      t.call(login, { loginName: locked.phone, loginPassword: encryptPassword(t, locked.password), ...(await newCaptcha(t)) });
    expect((await rightPassword()).message).toBe(tooManyFailures(15));

    const service = await as('service');
    const before = await t.ok(admin.familyDetail, { familyId: locked.familyId }, service);
    expect(before.lockout.locked).toBe(true);
    expect(new Date(before.lockout.until!).getTime()).toBe(t.clock.now.getTime() + LOGIN_LIMITS.lockSeconds * 1000);
    const listed = await t.ok(admin.familyList, { q: locked.phone }, service);
    expect(listed.list[0]!.state).toBe('locked');

    const after = await t.ok(admin.unlockFamily, { familyId: locked.familyId, reason: '家长来电核实身份' }, service);
    expect(after.lockout).toEqual({ locked: false, until: null });
    expect((await rightPassword()).status).toBe(API_STATUS.success);
    const [entry] = await familyAudit(locked.familyId);
    expect(entry).toMatchObject({ action: 'family.unlock', after: { reason: '家长来电核实身份' } });
  });

  it('signs a family out everywhere: a token that worked is refused on the next call', async () => {
    const member = await family();
    const token = await loginFully(t, member.phone, member.password);
    expect((await t.call(findMyCourse, {}, { token })).status).toBe(API_STATUS.success);
    const service = await as('service');
    expect((await t.ok(admin.familyDetail, { familyId: member.familyId }, service)).sessions).toHaveLength(1);

    const after = await t.ok(admin.signOutFamily, { familyId: member.familyId, reason: '家长称手机丢失' }, service);
    expect(after.sessions).toEqual([]);
    expect((await t.call(findMyCourse, {}, { token })).status).toBe(API_STATUS.sessionInvalid);
    const [entry] = await familyAudit(member.familyId);
    expect(entry).toMatchObject({ action: 'family.signOut', before: { sessions: 1 }, after: { reason: '家长称手机丢失' } });
  });

  it('clears the SMS whitelist: a device that skipped the check is asked for a code again', async () => {
    const member = await family();
    const deviceId = newDeviceId();
    await loginFully(t, member.phone, member.password, deviceId);
    expect((await passwordStep(member, deviceId)).UserNotOnSmsWhiteList).toBe(false);
    const service = await as('service');
    const before = await t.ok(admin.familyDetail, { familyId: member.familyId }, service);
    expect(before.devices.map((device) => device.deviceId)).toEqual([deviceId]);

    const after = await t.ok(admin.clearFamilyDevices, { familyId: member.familyId, reason: '换了新手机' }, service);
    expect(after.devices).toEqual([]);
    expect((await passwordStep(member, deviceId)).UserNotOnSmsWhiteList).toBe(true);
    const [entry] = await familyAudit(member.familyId);
    expect(entry).toMatchObject({
      action: 'family.clearDevices',
      before: { devices: [deviceId] },
      after: { reason: '换了新手机' },
    });
  });

  it('changes the grade and audits the old and new grade with the reason', async () => {
    const member = await family();
    const service = await as('service');
    const { choices } = await t.ok(admin.familyDetail, { familyId: member.familyId }, service);
    const grade = choices.grades[2]!;

    const after = await t.ok(admin.setFamilyGrade, { familyId: member.familyId, gradeId: grade.id, reason: '家长要求' }, service);
    expect(after.grade).toEqual(grade);
    expect((await userRow(t, member.phone))!.gradeName).toBe(grade.name);
    expect(
      await t.fails(admin.setFamilyGrade, { familyId: member.familyId, gradeId: 999_999, reason: '家长要求' }, service),
    ).toBe(FAMILY_MESSAGES.gradeNotFound);
    const [entry] = await familyAudit(member.familyId);
    expect(entry).toMatchObject({
      action: 'family.grade',
      before: { gradeName: null },
      after: { gradeName: grade.name, reason: '家长要求' },
    });
  });

  it('grants a course as compensation: it is in the family’s courses at once, marked so, and cannot be granted twice', async () => {
    const member = await family();
    const token = await loginFully(t, member.phone, member.password);
    // The family's course list is read (and kept) before the grant.
    expect((await t.ok(findMyCourse, {}, { token })).total).toBe(0);
    const service = await as('service');
    const { choices } = await t.ok(admin.familyDetail, { familyId: member.familyId }, service);
    const course = choices.courses[0]!;
    const grant = { familyId: member.familyId, courseId: course.id, kind: 'compensation', reason: '直播课故障补偿' };

    const after = await t.ok(admin.grantFamilyCourse, grant, service);
    expect(after.courses).toEqual([
      expect.objectContaining({ courseId: course.id, source: 'compensation', orderNo: null, lessonsDone: 0 }),
    ]);
    expect(after.choices.courses.map((choice) => choice.id)).not.toContain(course.id);
    const mine = await t.ok(findMyCourse, {}, { token });
    expect(mine.list).toEqual([expect.objectContaining({ courseId: course.id, source: 'compensation', orderNo: null })]);

    expect(await t.fails(admin.grantFamilyCourse, { ...grant, kind: 'gift' }, service)).toBe(FAMILY_MESSAGES.alreadyOwned);
    const [entry] = await familyAudit(member.familyId);
    expect(entry).toMatchObject({
      action: 'family.grantCourse',
      after: { courseId: course.id, kind: 'compensation', reason: '直播课故障补偿' },
    });

    const gift = await t.ok(admin.grantFamilyCourse, { ...grant, courseId: choices.courses[1]!.id, kind: 'gift' }, service);
    expect(gift.courses.find((owned) => owned.courseId === choices.courses[1]!.id)?.source).toBe('gift');
  });

  it('refuses an action without a reason, naming the field, and changes nothing', async () => {
    const member = await family();
    const service = await as('service');
    const { choices } = await t.ok(admin.familyDetail, { familyId: member.familyId }, service);
    expect(
      await t.fails(
        admin.grantFamilyCourse,
        { familyId: member.familyId, courseId: choices.courses[0]!.id, kind: 'gift' },
        service,
      ),
    ).toMatch(/reason/);
    expect(await t.fails(admin.signOutFamily, { familyId: member.familyId, reason: '   ' }, service)).toMatch(/reason/);
    expect(
      await t.fails(admin.grantFamilyCourse, { familyId: member.familyId, courseId: 1, kind: 'free', reason: '补偿' }, service),
    ).toMatch(/kind/);
    expect((await t.ok(admin.familyDetail, { familyId: member.familyId }, service)).courses).toEqual([]);
    expect(await familyAudit(member.familyId)).toEqual([]);
  });

  it('refuses the actions to roles that only read, and the family pages to roles without service.read', async () => {
    const member = await family();
    const readOnly = await as('readOnly');
    const action = { familyId: member.familyId, reason: '试一下' };
    expect(await t.fails(admin.unlockFamily, action, readOnly)).toBe(NO_PERMISSION);
    expect(await t.fails(admin.signOutFamily, action, readOnly)).toBe(NO_PERMISSION);
    expect(await t.fails(admin.clearFamilyDevices, action, readOnly)).toBe(NO_PERMISSION);
    expect(await t.fails(admin.setFamilyGrade, { ...action, gradeId: 1 }, readOnly)).toBe(NO_PERMISSION);
    expect(await t.fails(admin.grantFamilyCourse, { ...action, courseId: 1, kind: 'gift' }, readOnly)).toBe(NO_PERMISSION);
    for (const role of ['finance', 'courseEditor', 'contentEditor'] as const) {
      expect(await t.fails(admin.familyList, {}, await as(role))).toBe(NO_PERMISSION);
      expect(await t.fails(admin.familyDetail, { familyId: member.familyId }, await as(role))).toBe(NO_PERMISSION);
    }
    expect(await familyAudit(member.familyId)).toEqual([]);
  });
});
