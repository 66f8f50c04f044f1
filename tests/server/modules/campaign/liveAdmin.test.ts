import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/campaignLive';
import * as audit from '../../../../contract/api/schemas/admin/staff';
import * as campaign from '../../../../contract/api/schemas/user/campaign';
import { liveClasses } from '../../../../server/src/platform/db/schema';
import { type Buyer, type CommerceApp, createCommerceApp } from '../commerce/harness';
import { staffSignIns } from '../console/staffHelpers';

const { LIVE_ADMIN_MESSAGES } = admin;

describe('live classes in the console', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(() => t?.close());

  const staff = staffSignIns(() => t);
  const tokens = new Map<string, string>();
  async function tokenOf(role: 'contentEditor' | 'owner' | 'readOnly'): Promise<string> {
    if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
    return tokens.get(role)!;
  }

  const hours = (n: number) => new Date(t.clock.now.getTime() + n * 3_600_000).toISOString();

  async function fields(overrides: Partial<admin.LiveClassEdit> = {}): Promise<admin.LiveClassEdit> {
    const course = await t.course();
    return {
      title: '期末冲刺直播',
      intro: '一小时讲透压轴题',
      teacherName: '李老师',
      teacherTitle: '高级教师',
      teacherPhotoUrl: '/api/upload/files/li.webp',
      courseId: course.id,
      startsAt: hours(48),
      durationMinutes: 60,
      seatsTotal: 10,
      channels: 'tencent,headlines',
      ...overrides,
    };
  }

  async function created(overrides: Partial<admin.LiveClassEdit> = {}) {
    const edit = await fields(overrides);
    const { liveClass } = await t.ok(admin.saveLiveClass, edit, { token: await tokenOf('contentEditor') });
    return { edit, liveClass };
  }

  async function signUp(liveClassId: number, channel: campaign.SignupChannel): Promise<Buyer> {
    const buyer = await t.buyer();
    await t.ok(campaign.liveSignUp, { liveClassId, channel }, { token: buyer.token });
    return buyer;
  }

  /** Moves the session's start to `hoursFromNow`, as time passing would. */
  async function startAt(liveClassId: number, hoursFromNow: number) {
    await t.db
      .update(liveClasses)
      .set({ startsAt: new Date(hours(hoursFromNow)) })
      .where(eq(liveClasses.id, liveClassId));
  }

  it('creates a session on the chosen channels, audited, and lists it among the upcoming ones', async () => {
    const { liveClass } = await created();
    expect(liveClass).toMatchObject({
      title: '期末冲刺直播',
      channels: ['tencent', 'headlines'],
      seatsTotal: 10,
      seatsTaken: 0,
      version: 1,
      started: false,
    });
    const upcoming = await t.ok(admin.liveClassList, { when: 'upcoming' }, { token: await tokenOf('readOnly') });
    expect(upcoming.list.map((row) => row.id)).toContain(liveClass.id);
    const starts = upcoming.list.map((row) => Date.parse(row.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(upcoming.courses.length).toBeGreaterThan(0);
    const past = await t.ok(admin.liveClassList, { when: 'past' }, { token: await tokenOf('readOnly') });
    expect(past.list.map((row) => row.id)).not.toContain(liveClass.id);
    const entries = await t.ok(
      audit.auditList,
      { entity: 'liveClass', entityId: String(liveClass.id) },
      { token: await tokenOf('owner') },
    );
    expect(entries.list[0]).toMatchObject({ action: 'liveClass.add' });
  });

  it('refuses a new session starting in the past, a length outside 15–300 minutes, seats beyond 5000 and no channel', async () => {
    const token = await tokenOf('contentEditor');
    expect(await t.fails(admin.saveLiveClass, await fields({ startsAt: hours(-1) }), { token })).toBe(
      LIVE_ADMIN_MESSAGES.startPast,
    );
    expect(await t.fails(admin.saveLiveClass, await fields({ durationMinutes: 10 }), { token })).toMatch(/durationMinutes.*15/);
    expect(await t.fails(admin.saveLiveClass, await fields({ seatsTotal: 5001 }), { token })).toMatch(/seatsTotal.*5000/);
    expect(await t.fails(admin.saveLiveClass, await fields({ channels: '' }), { token })).toMatch(/channels/);
  });

  it('counts sign-ups per channel and the paid ones in the list', async () => {
    const { liveClass } = await created();
    await signUp(liveClass.id, 'tencent');
    await signUp(liveClass.id, 'tencent');
    await signUp(liveClass.id, 'headlines');
    const list = await t.ok(admin.liveClassList, { when: 'all' }, { token: await tokenOf('readOnly') });
    expect(list.list.find((row) => row.id === liveClass.id)).toMatchObject({
      seatsTaken: 3,
      signups: { tiktok: 0, tencent: 2, headlines: 1 },
      paid: 0,
    });
  });

  it('keeps seats total at or above the seats already taken, and keeps seats left equal to total minus taken', async () => {
    const { edit, liveClass } = await created({ seatsTotal: 5 });
    await signUp(liveClass.id, 'tencent');
    await signUp(liveClass.id, 'tencent');
    const token = await tokenOf('contentEditor');
    const base = { ...edit, liveClassId: liveClass.id, version: 1 };
    expect(await t.fails(admin.saveLiveClass, { ...base, seatsTotal: 1 }, { token })).toBe(
      LIVE_ADMIN_MESSAGES.seatsBelowTaken(2),
    );
    const { liveClass: edited } = await t.ok(admin.saveLiveClass, { ...base, seatsTotal: 2 }, { token });
    expect(edited).toMatchObject({ seatsTotal: 2, seatsTaken: 2, version: 2 });
    const [row] = await t.db.select().from(liveClasses).where(eq(liveClasses.id, liveClass.id));
    expect(row?.seatsLeft).toBe(0);
  });

  it('locks the start and the course of a session that has started, but lets its words change', async () => {
    const { edit, liveClass } = await created();
    await startAt(liveClass.id, -0.5);
    const token = await tokenOf('contentEditor');
    const [row] = await t.db.select().from(liveClasses).where(eq(liveClasses.id, liveClass.id));
    const base = { ...edit, liveClassId: liveClass.id, version: 1, startsAt: row!.startsAt.toISOString() };
    expect(await t.fails(admin.saveLiveClass, { ...base, startsAt: hours(24) }, { token })).toBe(
      LIVE_ADMIN_MESSAGES.startedLocked,
    );
    const other = await t.course({ skip: 1 });
    expect(await t.fails(admin.saveLiveClass, { ...base, courseId: other.id }, { token })).toBe(
      LIVE_ADMIN_MESSAGES.startedLocked,
    );
    const { liveClass: renamed } = await t.ok(admin.saveLiveClass, { ...base, title: '期末冲刺直播（进行中）' }, { token });
    expect(renamed).toMatchObject({ title: '期末冲刺直播（进行中）', started: true, startsAt: base.startsAt });
  });

  it('keeps a channel that already has sign-ups and says which', async () => {
    const { edit, liveClass } = await created();
    await signUp(liveClass.id, 'headlines');
    const token = await tokenOf('contentEditor');
    const base = { ...edit, liveClassId: liveClass.id, version: 1 };
    expect(await t.fails(admin.saveLiveClass, { ...base, channels: 'tencent' }, { token })).toBe(
      LIVE_ADMIN_MESSAGES.channelHasSignups('今日头条'),
    );
    const { liveClass: widened } = await t.ok(admin.saveLiveClass, { ...base, channels: 'tiktok,headlines' }, { token });
    expect(widened.channels).toEqual(['tiktok', 'headlines']);
  });

  it('refuses an edit from a version another editor already saved', async () => {
    const { edit, liveClass } = await created();
    const token = await tokenOf('contentEditor');
    await t.ok(admin.saveLiveClass, { ...edit, liveClassId: liveClass.id, version: 1, title: '第一次修改' }, { token });
    expect(
      await t.fails(admin.saveLiveClass, { ...edit, liveClassId: liveClass.id, version: 1, title: '第二次' }, { token }),
    ).toBe(LIVE_ADMIN_MESSAGES.stale);
    expect(await t.fails(admin.deleteLiveClass, { liveClassId: liveClass.id, version: 1 }, { token })).toBe(
      LIVE_ADMIN_MESSAGES.stale,
    );
  });

  it('deletes a session nobody signed up for, and refuses one with sign-ups giving their count', async () => {
    const token = await tokenOf('contentEditor');
    const empty = await created();
    expect(await t.ok(admin.deleteLiveClass, { liveClassId: empty.liveClass.id, version: 1 }, { token })).toEqual({
      liveClassId: empty.liveClass.id,
    });
    expect(await t.db.$count(liveClasses, eq(liveClasses.id, empty.liveClass.id))).toBe(0);

    const sold = await created();
    await signUp(sold.liveClass.id, 'tencent');
    expect(await t.fails(admin.deleteLiveClass, { liveClassId: sold.liveClass.id, version: 1 }, { token })).toBe(
      LIVE_ADMIN_MESSAGES.deleteWithSignups(1),
    );
  });

  it('shows sign-up phones masked to content roles and whole to roles that call families back, filtered by channel', async () => {
    const { liveClass } = await created();
    const viaTencent = await signUp(liveClass.id, 'tencent');
    const viaHeadlines = await signUp(liveClass.id, 'headlines');
    const masked = await t.ok(admin.liveSignupList, { liveClassId: liveClass.id }, { token: await tokenOf('contentEditor') });
    expect(masked.count).toBe(2);
    expect(masked.perChannel).toEqual({ tiktok: 0, tencent: 1, headlines: 1 });
    expect(masked.list.map((row) => row.phone)).toEqual([
      `${viaTencent.phone.slice(0, 3)}****${viaTencent.phone.slice(7)}`,
      `${viaHeadlines.phone.slice(0, 3)}****${viaHeadlines.phone.slice(7)}`,
    ]);
    const whole = await t.ok(
      admin.liveSignupList,
      { liveClassId: liveClass.id, channel: 'headlines' },
      { token: await tokenOf('owner') },
    );
    expect(whole.list).toEqual([expect.objectContaining({ phone: viaHeadlines.phone, channel: 'headlines', paid: false })]);
    expect(whole.count).toBe(1);
  });

  it('exports the sign-ups as CSV with a byte-order mark, a formula-looking title defused, masked phones, audited with the row count', async () => {
    const { liveClass } = await created({ title: '=HYPERLINK("http://x","点我")' });
    const buyer = await signUp(liveClass.id, 'tencent');
    const file = await t.ok(admin.exportLiveSignups, { liveClassId: liveClass.id }, { token: await tokenOf('contentEditor') });
    expect(file.count).toBe(1);
    expect(file.fileName).toMatch(/\.csv$/);
    expect(file.csv.startsWith('\uFEFF直播课,手机号,渠道,报名时间,订单号,是否付款\r\n')).toBe(true);
    const [, row] = file.csv.split('\r\n');
    expect(row).toMatch(/^"'=HYPERLINK\(""http:\/\/x"",""点我""\)",/);
    expect(row).toContain(`${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)},腾讯,`);
    expect(row).toMatch(/,未付款$/);

    const owners = await t.ok(admin.exportLiveSignups, { liveClassId: liveClass.id }, { token: await tokenOf('owner') });
    expect(owners.csv).toContain(`,${buyer.phone},腾讯,`);
    const entries = await t.ok(
      audit.auditList,
      { entity: 'liveClass', entityId: String(liveClass.id) },
      { token: await tokenOf('owner') },
    );
    expect(entries.list[0]).toMatchObject({ action: 'liveClass.export', after: { channel: null, rows: 1 } });
  });

  it('lists a session only on the landing pages of its channels and refuses a sign-up through another channel', async () => {
    const { liveClass } = await created({ channels: 'tencent' });
    const onTencent = await t.ok(campaign.liveClasses, { channel: 'tencent' });
    const onTiktok = await t.ok(campaign.liveClasses, { channel: 'tiktok' });
    expect(onTencent.list.map((row) => row.id)).toContain(liveClass.id);
    expect(onTiktok.list.map((row) => row.id)).not.toContain(liveClass.id);
    const buyer = await t.buyer();
    expect(await t.fails(campaign.liveSignUp, { liveClassId: liveClass.id, channel: 'tiktok' }, { token: buyer.token })).toBe(
      campaign.CAMPAIGN_MESSAGES.liveNotOnChannel,
    );
    await t.ok(campaign.liveSignUp, { liveClassId: liveClass.id, channel: 'tencent' }, { token: buyer.token });
  });
});
