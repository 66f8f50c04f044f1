import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/broadcasts';
import * as staffCalls from '../../../../contract/api/schemas/admin/staff';
import * as notification from '../../../../contract/api/schemas/user/notification';
import { NO_PERMISSION, type StaffRole } from '../../../../contract/vocabulary/staff';
import { BROADCAST_ADMIN_MESSAGES } from '../../../../server/src/modules/content/broadcastAdmin';
import { fanOutBroadcasts } from '../../../../server/src/modules/content/broadcasts';
import { courseEnrollments, grades, notificationBroadcasts, users } from '../../../../server/src/platform/db/schema';
import { type Buyer, commerceAppForTests } from '../commerce/harness';
import { staffSignIns } from '../console/staffHelpers';

const app = commerceAppForTests();
const staff = staffSignIns(() => app.t);
const tokens = new Map<StaffRole, string>();
async function as(role: StaffRole): Promise<{ token: string }> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return { token: tokens.get(role)! };
}

/** A family whose child is in the named grade. */
async function familyIn(gradeName: string): Promise<Buyer & { gradeId: number }> {
  const t = app.t;
  const [grade] = await t.db.select().from(grades).where(eq(grades.name, gradeName));
  const family = await t.buyer();
  await t.db.update(users).set({ gradeId: grade!.id, gradeName: grade!.name }).where(eq(users.id, family.id));
  return { ...family, gradeId: grade!.id };
}

/** Runs the fan-out job as the server's timer does, at the app's clock. */
const runFanOut = () => fanOutBroadcasts(app.t.db, app.t.clock.now);

const titlesSeenBy = async (family: Buyer) =>
  (await app.t.ok(notification.findByUserInfoId, { size: 50 }, { token: family.token })).list.map((item) => item.title);

/** A time `hours` after the app's clock, in Beijing time as the console sends it. */
function beijingIn(hours: number): string {
  const at = new Date(app.t.clock.now.getTime() + hours * 3_600_000 + 8 * 3_600_000);
  return `${at.toISOString().slice(0, 19)}+08:00`;
}

describe('broadcasts in the console', () => {
  it('sends a message to one grade: only that grade’s families get it, as many as the preview counted', async () => {
    const t = app.t;
    const third = await familyIn('三年级');
    const eighth = await familyIn('初二');
    const editor = await as('contentEditor');
    const fields = { title: '三年级期末复习直播', content: '周六晚七点开讲。', audience: 'grade', audienceId: third.gradeId };

    const preview = await t.ok(admin.broadcastPreview, fields, editor);
    const inGrade = await t.db.$count(users, eq(users.gradeId, third.gradeId));
    expect(preview).toMatchObject({ reach: inGrade, title: fields.title, content: fields.content, sendAt: null });

    const saved = await t.ok(admin.saveBroadcast, fields, editor);
    expect(saved).toMatchObject({ state: 'sending', audienceName: '三年级', deliveredCount: 0 });
    await runFanOut();

    expect(await titlesSeenBy(third)).toContain(fields.title);
    expect(await titlesSeenBy(eighth)).not.toContain(fields.title);
    const [row] = (await t.ok(admin.broadcastList, {}, editor)).list.filter((item) => item.id === saved.id);
    expect(row).toMatchObject({ state: 'delivered', deliveredCount: preview.reach, readCount: 0 });
  });

  it('counts a family as having read the message once it opens it in 消息中心', async () => {
    const t = app.t;
    const family = await familyIn('五年级');
    const editor = await as('contentEditor');
    const saved = await t.ok(admin.saveBroadcast, { title: '五年级家长会', audience: 'phones', phones: family.phone }, editor);
    await runFanOut();
    const readCount = async () =>
      (await t.ok(admin.broadcastList, {}, editor)).list.find((item) => item.id === saved.id)!.readCount;
    expect(await readCount()).toBe(0);

    const [message] = (await t.ok(notification.findByUserInfoId, {}, { token: family.token })).list;
    expect(message!.title).toBe('五年级家长会');
    await t.ok(notification.findById, { id: message!.id }, { token: family.token });
    expect(await readCount()).toBe(1);
  });

  it('reaches the students of a course, not those whose enrolment was revoked, and links the course', async () => {
    const t = app.t;
    const [student, revoked, outsider] = [await t.buyer(), await t.buyer(), await t.buyer()];
    const course = await t.course();
    await t.db.insert(courseEnrollments).values([
      { userId: student.id, courseId: course.id, source: 'gift' },
      { userId: revoked.id, courseId: course.id, source: 'gift', revokedAt: t.clock.now },
    ]);
    const editor = await as('contentEditor');
    const fields = { title: '课程更新提醒', audience: 'course', audienceId: course.id, link: 'course', linkId: course.id };

    const preview = await t.ok(admin.broadcastPreview, fields, editor);
    expect(preview.linkTitle).toBe(course.title);
    const saved = await t.ok(admin.saveBroadcast, fields, editor);
    await runFanOut();

    const [row] = await t.db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, saved.id));
    expect(row!.deliveredCount).toBe(preview.reach);
    const [message] = (await t.ok(notification.findByUserInfoId, {}, { token: student.token })).list;
    expect(message).toMatchObject({ title: '课程更新提醒', kind: 'course', objectType: 'course', objectKey: String(course.id) });
    expect(await titlesSeenBy(revoked)).not.toContain('课程更新提醒');
    expect(await titlesSeenBy(outsider)).not.toContain('课程更新提醒');
  });

  it('delivers a phone list to exactly those families, and refuses a list with a bad line naming every such line', async () => {
    const t = app.t;
    const [first, second, outsider] = [await t.buyer(), await t.buyer(), await t.buyer()];
    const editor = await as('contentEditor');

    const message = await t.fails(
      admin.saveBroadcast,
      { title: '名单通知', audience: 'phones', phones: `${first.phone}\n1380013\n${second.phone}, 19999999999` },
      editor,
    );
    expect(message).toBe('参数 phones：第 2 行「1380013」不是 11 位手机号；第 3 行「19999999999」没有注册用户');
    expect(await t.fails(admin.broadcastPreview, { title: '名单通知', audience: 'phones', phones: ' \n ' }, editor)).toBe(
      BROADCAST_ADMIN_MESSAGES.phonesRequired,
    );

    const fields = { title: '名单通知', audience: 'phones', phones: `${first.phone}，${second.phone}\n${first.phone}` };
    expect((await t.ok(admin.broadcastPreview, fields, editor)).reach).toBe(2);
    const saved = await t.ok(admin.saveBroadcast, fields, editor);
    expect(saved.audienceName).toBe('2 个手机号');
    await runFanOut();
    expect(await titlesSeenBy(first)).toContain('名单通知');
    expect(await titlesSeenBy(second)).toContain('名单通知');
    expect(await titlesSeenBy(outsider)).not.toContain('名单通知');
  });

  it('schedules only in the future, edits and cancels a scheduled broadcast, and refuses both once it started', async () => {
    const t = app.t;
    const family = await familyIn('初一');
    const editor = await as('contentEditor');
    const base = { title: '寒假课程预告', audience: 'grade', audienceId: family.gradeId };
    expect(await t.fails(admin.saveBroadcast, { ...base, sendAt: beijingIn(-1) }, editor)).toBe(
      BROADCAST_ADMIN_MESSAGES.sendAtPast,
    );

    const scheduled = await t.ok(admin.saveBroadcast, { ...base, sendAt: beijingIn(2) }, editor);
    expect(scheduled.state).toBe('scheduled');
    await runFanOut();
    expect(await titlesSeenBy(family)).not.toContain(base.title);

    const edited = await t.ok(
      admin.saveBroadcast,
      { ...base, title: '寒假课程抢先看', broadcastId: scheduled.id, version: scheduled.version, sendAt: beijingIn(3) },
      editor,
    );
    expect(edited).toMatchObject({ title: '寒假课程抢先看', version: scheduled.version + 1, state: 'scheduled' });
    // The version the other editor opened has moved on.
    expect(await t.fails(admin.cancelBroadcast, { broadcastId: scheduled.id, version: scheduled.version }, editor)).toBe(
      BROADCAST_ADMIN_MESSAGES.stale,
    );

    const cancelled = await t.ok(admin.cancelBroadcast, { broadcastId: edited.id, version: edited.version }, editor);
    expect(cancelled.state).toBe('cancelled');
    // The job's run after the time it was scheduled for (the staff session stays on the app's clock).
    await fanOutBroadcasts(t.db, new Date(t.clock.now.getTime() + 4 * 3_600_000));
    expect(await titlesSeenBy(family)).not.toContain('寒假课程抢先看');

    const started = await t.ok(admin.saveBroadcast, { ...base, title: '已开始的推送' }, editor);
    expect(await t.fails(admin.saveBroadcast, { ...base, broadcastId: started.id, version: started.version }, editor)).toBe(
      BROADCAST_ADMIN_MESSAGES.started,
    );
    expect(await t.fails(admin.cancelBroadcast, { broadcastId: started.id, version: started.version }, editor)).toBe(
      BROADCAST_ADMIN_MESSAGES.started,
    );

    const owner = await as('owner');
    const actions = (await t.ok(staffCalls.auditList, { entity: 'broadcast', entityId: String(edited.id) }, owner)).list.map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(['broadcast.cancel', 'broadcast.edit', 'broadcast.add']);
  });

  it('says which field is wrong: a missing grade, an unknown course link', async () => {
    const t = app.t;
    const editor = await as('contentEditor');
    expect(await t.fails(admin.saveBroadcast, { title: '缺年级', audience: 'grade' }, editor)).toBe(
      BROADCAST_ADMIN_MESSAGES.gradeRequired,
    );
    expect(
      await t.fails(admin.broadcastPreview, { title: '坏链接', audience: 'all', link: 'course', linkId: 999_999 }, editor),
    ).toBe(BROADCAST_ADMIN_MESSAGES.linkCourseNotFound);
    expect(await t.fails(admin.saveBroadcast, { title: '', audience: 'all' }, editor)).toMatch(/title/);
  });

  it('lets read-only staff read the list but not send, and keeps finance out', async () => {
    const t = app.t;
    const readOnly = await as('readOnly');
    expect((await t.ok(admin.broadcastList, {}, readOnly)).total).toBeGreaterThan(0);
    expect(await t.fails(admin.saveBroadcast, { title: '不许发', audience: 'all' }, readOnly)).toBe(NO_PERMISSION);
    expect(await t.fails(admin.broadcastList, {}, await as('finance'))).toBe(NO_PERMISSION);
  });
});
