import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/campaignTrials';
import * as audit from '../../../../contract/api/schemas/admin/staff';
import * as campaign from '../../../../contract/api/schemas/user/campaign';
import { CAMPAIGN_MESSAGES } from '../../../../contract/api/schemas/user/campaign';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { FREE_TRIAL_MESSAGES } from '../../../../server/src/modules/campaign/freeTrial';
import { addTrial } from '../../../../server/src/modules/campaign/trialAdmin';
import { courses, freeTrialCourses, orderItems, orders } from '../../../../server/src/platform/db/schema';
import { createTestApp, type TestApp } from '../../support/testApp';
import { newPhone, sendCodeOk, userRow } from '../accounts/helpers';
import { staffSignIns } from '../console/staffHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const staff = staffSignIns(() => t);
const tokens = new Map<string, string>();
async function tokenOf(role: 'contentEditor' | 'owner' | 'readOnly' | 'courseEditor'): Promise<string> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return tokens.get(role)!;
}

const hours = (n: number) => new Date(t.clock.now.getTime() + n * 3_600_000).toISOString();
const editor = () => tokenOf('contentEditor');
const list = async () => t.ok(admin.trialList, {}, { token: await tokenOf('readOnly') });
const offeredIds = async () =>
  (await t.ok(campaign.freeCourseOffers, {})).grades.flatMap((grade) => grade.courses.map((course) => course.courseId));
const auditOf = async (entityId: number) =>
  (await t.ok(audit.auditList, { entity: 'trialCourse', entityId: String(entityId) }, { token: await tokenOf('owner') })).list;

/** A published paid course not offered yet, added to the list with the given window. */
async function added(window: { startsAt?: string; endsAt?: string } = {}) {
  const { candidates } = await list();
  const course = candidates.find((candidate) => candidate.gradeName !== '')!;
  const answer = await t.ok(admin.addTrial, { courseId: course.id, ...window }, { token: await editor() });
  return answer.list.find((trial) => trial.courseId === course.id)!;
}

async function claim(courseId: number) {
  const phone = newPhone();
  const code = await sendCodeOk(t, phone, '6');
  const envelope = await t.call(campaign.claimFreeCourse, { mobilePhone: phone, code, courseId });
  return { phone, envelope };
}

let orderSerial = 0;
async function paidOrder(userId: number, courseId: number) {
  orderSerial += 1;
  const orderNo = `XB2099TRIAL${process.pid}${orderSerial}`.slice(0, 32);
  const [order] = await t.db
    .insert(orders)
    .values({ orderNo, userId, status: 'paid', totalAmountCents: 9900, paidAt: new Date(t.clock.now.getTime() + 60_000) })
    .returning();
  await t.db
    .insert(orderItems)
    .values({ orderId: order!.id, courseId, title: '试看转化', priceCents: 9900, listPriceCents: 9900 });
  return orderNo;
}

describe('the free-trial courses in the console', () => {
  it('lists the seeded offers in the family page’s order, each showing, with the courses that may still be added', async () => {
    const trials = await list();
    expect(trials.list.length).toBeGreaterThan(0);
    expect(trials.list.filter((trial) => trial.state === 'showing').map((trial) => trial.courseId)).toEqual(await offeredIds());
    const listed = new Set(trials.list.map((trial) => trial.courseId));
    expect(trials.candidates.length).toBeGreaterThan(0);
    expect(trials.candidates.some((course) => listed.has(course.id))).toBe(false);
  });

  it('adds a published paid course in its grade, shows it to families at once, and audits the addition', async () => {
    const trial = await added();
    expect(trial).toMatchObject({ state: 'showing', version: 1, claims: 0, buyers: 0, hiddenReason: null });
    expect(await offeredIds()).toContain(trial.courseId);
    const [entry] = await auditOf(trial.id);
    expect(entry).toMatchObject({ action: 'trialCourse.add', after: { courseId: trial.courseId, startsAt: null, endsAt: null } });
  });

  it('refuses a missing, free, unpublished or already-listed course with the reason', async () => {
    const token = await editor();
    const [free] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.isFree, true)).limit(1);
    const [listed] = (await list()).list;
    const unpublished = (await list()).candidates.at(-1)!;
    await t.db.update(courses).set({ status: 'draft', isPublished: false }).where(eq(courses.id, unpublished.id));
    expect(await t.fails(admin.addTrial, { courseId: 999_999 }, { token })).toBe(admin.TRIAL_ADMIN_MESSAGES.noCourse);
    expect(await t.fails(admin.addTrial, { courseId: free!.id }, { token })).toBe(admin.TRIAL_ADMIN_MESSAGES.free);
    expect(await t.fails(admin.addTrial, { courseId: unpublished!.id }, { token })).toBe(admin.TRIAL_ADMIN_MESSAGES.unpublished);
    expect(await t.fails(admin.addTrial, { courseId: listed!.courseId }, { token })).toBe(admin.TRIAL_ADMIN_MESSAGES.listed);
    await t.db.update(courses).set({ status: 'published', isPublished: true }).where(eq(courses.id, unpublished.id));
  });

  it('names the field of bad input, and refuses an end before the start', async () => {
    const token = await editor();
    const courseId = (await list()).candidates[0]!.id;
    expect(await t.fails(admin.addTrial, { courseId: 'x' }, { token })).toMatch(/courseId/);
    expect(await t.fails(admin.addTrial, { courseId, startsAt: '明天' }, { token })).toMatch(/startsAt/);
    expect(await t.fails(admin.addTrial, { courseId, startsAt: hours(2), endsAt: hours(1) }, { token })).toMatch(/endsAt/);
    expect(await t.fails(admin.moveTrial, { trialId: 1, version: 1, direction: 'left' }, { token })).toMatch(/direction/);
  });

  it('keeps a course off the family page before its start and after its end, and says so to the operator', async () => {
    const token = await editor();
    const later = await added({ startsAt: hours(2) });
    expect(later.state).toBe('scheduled');
    expect(await offeredIds()).not.toContain(later.courseId);
    expect((await claim(later.courseId)).envelope.message).toBe(FREE_TRIAL_MESSAGES.notStarted);

    const ended = await t.ok(
      admin.saveTrialWindow,
      { trialId: later.id, version: later.version, startsAt: hours(-3), endsAt: hours(-1) },
      { token },
    );
    expect(ended.list.find((trial) => trial.id === later.id)).toMatchObject({ state: 'ended', version: 2 });
    expect(await offeredIds()).not.toContain(later.courseId);
    expect((await claim(later.courseId)).envelope.message).toBe(FREE_TRIAL_MESSAGES.ended);

    const open = await t.ok(admin.saveTrialWindow, { trialId: later.id, version: 2, endsAt: hours(1) }, { token });
    expect(open.list.find((trial) => trial.id === later.id)).toMatchObject({ state: 'showing', startsAt: null });
    expect(await offeredIds()).toContain(later.courseId);
    const [entry] = await auditOf(later.id);
    expect(entry).toMatchObject({ action: 'trialCourse.edit', before: { endsAt: hours(-1) }, after: { startsAt: null } });
  });

  it('shows why a listed course is not on the family page when its course is unpublished or free', async () => {
    const trial = await added();
    await t.db.update(courses).set({ isFree: true }).where(eq(courses.id, trial.courseId));
    const hidden = (await list()).list.find((row) => row.id === trial.id);
    expect(hidden).toMatchObject({ state: 'hidden', hiddenReason: 'free', courseFree: true });
    await t.db.update(courses).set({ isFree: false }).where(eq(courses.id, trial.courseId));
  });

  it('tells the second of two editors writing from one version that the course changed', async () => {
    const token = await editor();
    const trial = await added();
    await t.ok(admin.saveTrialWindow, { trialId: trial.id, version: 1, endsAt: hours(5) }, { token });
    const stale = admin.TRIAL_ADMIN_MESSAGES.stale;
    expect(await t.fails(admin.saveTrialWindow, { trialId: trial.id, version: 1, endsAt: hours(6) }, { token })).toBe(stale);
    expect(await t.fails(admin.moveTrial, { trialId: trial.id, version: 1, direction: 'up' }, { token })).toBe(stale);
    expect(await t.fails(admin.removeTrial, { trialId: trial.id, version: 1 }, { token })).toBe(stale);
    expect(await t.fails(admin.removeTrial, { trialId: 999_999, version: 1 }, { token })).toBe(
      admin.TRIAL_ADMIN_MESSAGES.notFound,
    );
  });

  it('moves a course within its grade on the family page, and refuses a move past the grade’s edge', async () => {
    const token = await editor();
    const before = (await list()).list;
    const index = before.findIndex((trial, at) => at > 0 && before[at - 1]!.gradeName === trial.gradeName);
    const [upper, lower] = [before[index - 1]!, before[index]!];
    const moved = await t.ok(admin.moveTrial, { trialId: lower.id, version: lower.version, direction: 'up' }, { token });
    const ids = moved.list.map((trial) => trial.id);
    expect(ids.indexOf(lower.id)).toBe(index - 1);
    expect(ids.indexOf(upper.id)).toBe(index);
    expect(moved.list[index - 1]!.version).toBe(lower.version + 1);
    const offered = await offeredIds();
    if (lower.state === 'showing' && upper.state === 'showing')
      expect(offered.indexOf(lower.courseId)).toBeLessThan(offered.indexOf(upper.courseId));
    const [entry] = await auditOf(lower.id);
    expect(entry).toMatchObject({ action: 'trialCourse.reorder' });

    const first = moved.list[0]!;
    expect(await t.fails(admin.moveTrial, { trialId: first.id, version: first.version, direction: 'up' }, { token })).toBe(
      admin.TRIAL_ADMIN_MESSAGES.edge,
    );
  });

  it('counts claims and the claimants who bought the course after claiming, and lists claims newest first', async () => {
    const trial = await added();
    const buyer = await claim(trial.courseId);
    expect(buyer.envelope.status).toBe(1);
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const browser = await claim(trial.courseId);
    expect(browser.envelope.status).toBe(1);
    const orderNo = await paidOrder((await userRow(t, buyer.phone))!.id, trial.courseId);

    expect((await list()).list.find((row) => row.id === trial.id)).toMatchObject({ claims: 2, buyers: 1 });
    const claims = await t.ok(admin.trialClaims, { trialId: trial.id }, { token: await tokenOf('owner') });
    expect(claims.total).toBe(2);
    expect(claims.list.map((row) => [row.phone, row.orderNo])).toEqual([
      [browser.phone, null],
      [buyer.phone, orderNo],
    ]);
  });

  it('masks claimants’ phones to a role that may not answer families', async () => {
    const trial = await added();
    const { phone } = await claim(trial.courseId);
    const claims = await t.ok(admin.trialClaims, { trialId: trial.id }, { token: await tokenOf('readOnly') });
    expect(claims.list[0]!.phone).not.toBe(phone);
    expect(claims.list[0]!.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  });

  it('keeps a claimed trial playing after its course leaves the list, and audits the removal', async () => {
    const trial = await added();
    const { envelope } = await claim(trial.courseId);
    const token = (envelope.appData as { token: string }).token;
    const answer = await t.ok(admin.removeTrial, { trialId: trial.id, version: 1 }, { token: await editor() });
    expect(answer.list.some((row) => row.id === trial.id)).toBe(false);
    expect(answer.candidates.some((course) => course.id === trial.courseId)).toBe(true);
    expect(await offeredIds()).not.toContain(trial.courseId);
    const lessons = await t.ok(campaign.freeCourseLessons, {}, { token });
    expect(lessons.course.courseId).toBe(trial.courseId);
    expect((await claim(trial.courseId)).envelope.message).toBe(CAMPAIGN_MESSAGES.trialMissing);
    const [entry] = await auditOf(trial.id);
    expect(entry).toMatchObject({ action: 'trialCourse.remove', before: { courseId: trial.courseId } });
  });

  it('keeps a claimed trial playing after its window ends', async () => {
    const trial = await added();
    const { envelope } = await claim(trial.courseId);
    const token = (envelope.appData as { token: string }).token;
    await t.ok(admin.saveTrialWindow, { trialId: trial.id, version: 1, endsAt: hours(1) }, { token: await editor() });
    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + 2 * 3_600_000);
    try {
      expect(await offeredIds()).not.toContain(trial.courseId);
      expect((await t.ok(campaign.freeCourseLessons, {}, { token })).course.courseId).toBe(trial.courseId);
    } finally {
      t.clock.now = now;
    }
  });

  it('writes nothing when its audit entry cannot be written: both share one transaction', async () => {
    const { candidates } = await list();
    const before = await t.db.$count(freeTrialCourses);
    await expect(addTrial(t.db, { courseId: candidates[0]!.id }, 999_999, t.clock.now)).rejects.toThrow();
    expect(await t.db.$count(freeTrialCourses)).toBe(before);
  });

  it('lets a course editor read the list and claims but change nothing', async () => {
    const token = await tokenOf('courseEditor');
    const [trial] = (await t.ok(admin.trialList, {}, { token })).list;
    await t.ok(admin.trialClaims, { trialId: trial!.id }, { token });
    expect(await t.fails(admin.removeTrial, { trialId: trial!.id, version: trial!.version }, { token })).toBe(NO_PERMISSION);
  });
});
