import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  courseEnrollments,
  courses,
  grades,
  notificationBroadcasts,
  notifications,
  users,
} from '../../../../server/src/platform/db/schema';
import { broadcastProgress, createBroadcast, fanOutBroadcasts } from '../../../../server/src/modules/content/broadcasts';
import { createTestApp, type TestApp } from '../../support/testApp';
import { createUser } from '../../modules/accounts/helpers';

let t: TestApp;
const now = new Date('2027-01-10T02:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  // A few more users than the seed has, so batches of two take several rounds.
  for (let i = 0; i < 5; i += 1) await createUser(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Each case queues its own broadcast; earlier ones are done.
  await t.db.update(notificationBroadcasts).set({ deliveredAt: now });
});

async function copiesPerUser(broadcastId: number): Promise<Map<number, number>> {
  const rows = await t.db
    .select({ userId: notifications.userId, copies: count() })
    .from(notifications)
    .where(eq(notifications.broadcastId, broadcastId))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.copies)]));
}

const allUserIds = async () => (await t.db.select({ id: users.id }).from(users)).map((row) => row.id).sort((a, b) => a - b);

describe('notification fan-out', () => {
  it('gives every user one copy of a broadcast to all, however often the job runs', async () => {
    const id = await createBroadcast(t.db, { title: '寒假课程上新', content: '寒假同步课已开放报名。', audience: 'all' });
    const everyone = await allUserIds();

    const written = await fanOutBroadcasts(t.db, now, 2);
    expect(written).toBe(everyone.length);
    expect(await fanOutBroadcasts(t.db, now, 2)).toBe(0);

    const copies = await copiesPerUser(id);
    expect([...copies.keys()].sort((a, b) => a - b)).toEqual(everyone);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    const [progress] = await broadcastProgress(t.db, [id]);
    expect(progress).toMatchObject({ deliveredCount: everyone.length, deliveredAt: now });
  });

  it('reaches only the students of the grade it is addressed to', async () => {
    const [grade] = await t.db.select().from(grades).where(eq(grades.name, '三年级'));
    const pupil = await createUser(t);
    await t.db.update(users).set({ gradeId: grade!.id, gradeName: grade!.name }).where(eq(users.id, pupil.id));
    const inGrade = (await t.db.select({ id: users.id }).from(users).where(eq(users.gradeId, grade!.id))).map((r) => r.id);

    const id = await createBroadcast(t.db, { title: '三年级期末复习直播', audience: 'grade', audienceId: grade!.id });
    await fanOutBroadcasts(t.db, now);

    const reached = [...(await copiesPerUser(id)).keys()].sort((a, b) => a - b);
    expect(reached).toEqual(inGrade.sort((a, b) => a - b));
    expect(reached).toContain(pupil.id);
  });

  it('reaches only the students enrolled in the course, not those whose enrolment was revoked', async () => {
    const [course] = await t.db.select({ id: courses.id }).from(courses).limit(1);
    const [enrolled, revoked] = [await createUser(t), await createUser(t)];
    await t.db.insert(courseEnrollments).values([
      { userId: enrolled.id, courseId: course!.id, source: 'gift' },
      { userId: revoked.id, courseId: course!.id, source: 'gift', revokedAt: now },
    ]);
    const students = (
      await t.db
        .select({ userId: courseEnrollments.userId, revokedAt: courseEnrollments.revokedAt })
        .from(courseEnrollments)
        .where(eq(courseEnrollments.courseId, course!.id))
    )
      .filter((row) => row.revokedAt === null)
      .map((row) => row.userId);

    const id = await createBroadcast(t.db, {
      kind: 'course',
      title: '课程更新：新增第五章',
      audience: 'course',
      audienceId: course!.id,
      objectType: 'course',
      objectId: course!.id,
    });
    await fanOutBroadcasts(t.db, now);

    const reached = [...(await copiesPerUser(id)).keys()];
    expect(reached.sort((a, b) => a - b)).toEqual(students.sort((a, b) => a - b));
    expect(reached).not.toContain(revoked.id);
    const [message] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.broadcastId, id), eq(notifications.userId, enrolled.id)));
    expect(message).toMatchObject({ kind: 'course', objectType: 'course', objectId: course!.id, readAt: null });
  });

  it('carries on from its cursor when a run stopped half-way', async () => {
    const everyone = await allUserIds();
    const id = await createBroadcast(t.db, { title: '系统维护通知', audience: 'all' });
    const half = everyone[Math.floor(everyone.length / 2)]!;
    // What a run that wrote up to `half` and then died leaves behind: its copies and its cursor.
    const firstHalf = everyone.filter((userId) => userId <= half);
    await t.db.insert(notifications).values(firstHalf.map((userId) => ({ userId, title: '系统维护通知', broadcastId: id })));
    await t.db
      .update(notificationBroadcasts)
      .set({ lastUserId: half, deliveredCount: firstHalf.length })
      .where(eq(notificationBroadcasts.id, id));

    expect(await fanOutBroadcasts(t.db, now, 2)).toBe(everyone.length - firstHalf.length);
    const copies = await copiesPerUser(id);
    expect(copies.size).toBe(everyone.length);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    expect((await broadcastProgress(t.db, [id]))[0]?.deliveredCount).toBe(everyone.length);
  });

  it('writes each copy once when two runs overlap', async () => {
    const everyone = await allUserIds();
    const id = await createBroadcast(t.db, { title: '家长会邀请', audience: 'all' });

    const [a, b] = await Promise.all([fanOutBroadcasts(t.db, now, 2), fanOutBroadcasts(t.db, now, 2)]);
    // Whichever run lost a batch stops; a later run finishes what is left.
    const later = await fanOutBroadcasts(t.db, now, 2);
    expect(a + b + later).toBe(everyone.length);
    const copies = await copiesPerUser(id);
    expect(copies.size).toBe(everyone.length);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
  });

  it('holds a broadcast until its send time', async () => {
    const id = await createBroadcast(t.db, { title: '开学提醒', audience: 'all', sendAt: new Date('2027-02-20T00:00:00Z') });
    expect(await fanOutBroadcasts(t.db, now)).toBe(0);
    expect((await copiesPerUser(id)).size).toBe(0);
    expect(await fanOutBroadcasts(t.db, new Date('2027-02-20T00:00:01Z'))).toBeGreaterThan(0);
    const rows = await t.db
      .select({ id: notificationBroadcasts.id })
      .from(notificationBroadcasts)
      .where(inArray(notificationBroadcasts.id, [id]));
    expect(rows).toHaveLength(1);
  });

  it('refuses an audience id on a broadcast to all, and a grade broadcast without one', async () => {
    await expect(createBroadcast(t.db, { title: 'x', audience: 'all', audienceId: 3 })).rejects.toThrow(/audienceId/);
    await expect(createBroadcast(t.db, { title: 'x', audience: 'grade' })).rejects.toThrow(/audienceId/);
  });
});
