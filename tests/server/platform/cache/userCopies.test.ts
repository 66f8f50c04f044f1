/**
 * Two instances on one database, as deployed: each keeps copies of signed-in users' sessions and reads,
 * and the database's change notices keep every copy right, whoever changed the rows.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '../../../../contract/api/schemas/user/account';
import * as learning from '../../../../contract/api/schemas/user/learning';
import * as login from '../../../../contract/api/schemas/user/login';
import * as notification from '../../../../contract/api/schemas/user/notification';
import { ROW_CHANGES_APPLICATION_NAME, type RowChangeFeed, rowChangesOf } from '../../../../server/src/platform/db/rowChanges';
import { courseEnrollments, courses, notifications, users } from '../../../../server/src/platform/db/schema';
import { type FreshDatabase, freshDatabase } from '../db/freshDatabase';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';
import { DEMO_PASSWORD } from '../../../../server/src/platform/db/seed/accounts';
import { encryptPassword, newPhone, sendCodeOk } from '../../modules/accounts/helpers';

let database: FreshDatabase;
let first: TestApp;
let second: TestApp;
let student: number;

beforeAll(async () => {
  database = await freshDatabase({ seed: true });
  // Each instance listens on a connection of its own, as two processes would.
  const instance = () => ({ db: database.handle.db, build: { rowChanges: rowChangesOf(database.handle) } });
  first = await createTestApp(instance());
  second = await createTestApp(instance());
  student = await demoUserId(database.handle.db, 'student');
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.cleanup();
});

/** Waits until both instances have heard every change committed so far. */
async function heard() {
  await Promise.all([first.app.deps.userCache.caughtUp(), second.app.deps.userCache.caughtUp()]);
}

async function signIn(userId: number) {
  const { token } = await first.app.deps.sessions.issueSession(userId);
  return token;
}

async function courseNotOwnedBy(userId: number) {
  const [course] = await database.handle.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.isPublished, true),
        notExists(
          database.handle.db
            .select({ id: courseEnrollments.id })
            .from(courseEnrollments)
            .where(and(eq(courseEnrollments.courseId, courses.id), eq(courseEnrollments.userId, userId))),
        ),
      ),
    )
    .limit(1);
  return course!.id;
}

const courseIds = (answer: { subjects: { courses: { courseId: number }[] }[] }) =>
  answer.subjects.flatMap((subject) => subject.courses.map((course) => course.courseId));

describe('copies of signed-in users’ sessions and reads', () => {
  it('follows the database on both instances', () => {
    expect(first.app.deps.userCache.active).toBe(true);
    expect(second.app.deps.userCache.active).toBe(true);
  });

  it('answers a read from its copy until the database says the rows changed', async () => {
    const token = await signIn(student);
    const before = await second.ok(account.findUserinfo, {}, { token });
    // An update the triggers do not hear (as if they were missing) leaves the copy as it was …
    await database.handle.db.execute(sql`alter table users disable trigger users_user_rows`);
    try {
      await database.handle.db.update(users).set({ name: '未通知的新名字' }).where(eq(users.id, student));
    } finally {
      await database.handle.db.execute(sql`alter table users enable trigger users_user_rows`);
    }
    await heard();
    expect((await second.ok(account.findUserinfo, {}, { token })).name).toBe(before.name);
    // … and one they hear replaces it on every instance.
    await database.handle.db.update(users).set({ name: '已通知的新名字' }).where(eq(users.id, student));
    await heard();
    expect((await second.ok(account.findUserinfo, {}, { token })).name).toBe('已通知的新名字');
    expect((await first.ok(account.findUserinfo, {}, { token })).name).toBe('已通知的新名字');
    await database.handle.db.update(users).set({ name: before.name }).where(eq(users.id, student));
  });

  it('shows a course unlocked outside the API (an operator, a payment) in my courses copied before', async () => {
    const token = await signIn(student);
    const courseId = await courseNotOwnedBy(student);
    expect(courseIds(await first.ok(learning.myCourseCategory, {}, { token }))).not.toContain(courseId);
    expect(courseIds(await second.ok(learning.myCourseCategory, {}, { token }))).not.toContain(courseId);
    await database.handle.db.insert(courseEnrollments).values({ userId: student, courseId, source: 'gift' });
    await heard();
    expect(courseIds(await first.ok(learning.myCourseCategory, {}, { token }))).toContain(courseId);
    expect(courseIds(await second.ok(learning.myCourseCategory, {}, { token }))).toContain(courseId);
  });

  it('shows a message a job delivered in the list copied on each instance', async () => {
    const token = await signIn(student);
    const read = (app: TestApp) => app.ok(notification.findByUserInfoId, { kind: 'all', page: 1, size: 10 }, { token });
    const unread = (await read(first)).unread;
    await read(second);
    await database.handle.db
      .insert(notifications)
      .values({ userId: student, kind: 'system', title: '系统维护通知', content: '今晚 23:00 维护' });
    await heard();
    for (const app of [first, second]) {
      const answer = await read(app);
      expect(answer.unread).toBe(unread + 1);
      expect(answer.list[0]).toMatchObject({ title: '系统维护通知', read: false });
    }
  });

  it('keeps a signed-in user’s session through changes to their courses, and reads it again when their account changes', async () => {
    const token = await signIn(student);
    const sessions = first.app.deps.sessions;
    const loads = () => first.app.deps.userCache.counts().misses;
    await sessions.check(token);
    const kept = loads();
    await database.handle.db
      .insert(courseEnrollments)
      .values({ userId: student, courseId: await courseNotOwnedBy(student), source: 'gift' });
    await heard();
    expect(await sessions.check(token)).toMatchObject({ valid: true });
    expect(loads()).toBe(kept);
    const [{ name } = { name: '' }] = await database.handle.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, student));
    await database.handle.db.update(users).set({ name: '账户改过了' }).where(eq(users.id, student));
    await heard();
    try {
      expect(await sessions.check(token)).toMatchObject({ valid: true, user: { name: '账户改过了' } });
      expect(loads()).toBe(kept + 1);
    } finally {
      await database.handle.db.update(users).set({ name }).where(eq(users.id, student));
    }
  });

  it('stops a token at once on the instance that logged it out, and on the other once it hears', async () => {
    const token = await signIn(student);
    await first.ok(account.findUserinfo, {}, { token });
    await second.ok(account.findUserinfo, {}, { token });
    await first.ok(login.logout, {}, { token });
    expect((await first.call(account.findUserinfo, {}, { token })).status).toBe(4);
    await heard();
    expect((await second.call(account.findUserinfo, {}, { token })).status).toBe(4);
  });

  it('still answers expired for a copied session whose time ran out', async () => {
    const { token } = await first.app.deps.sessions.issueSession(student);
    await first.ok(account.findUserinfo, {}, { token });
    const saved = first.clock.now;
    first.clock.now = new Date(saved.getTime() + (first.config.sessionTtlHours + 1) * 3600 * 1000);
    try {
      expect((await first.call(account.findUserinfo, {}, { token })).status).toBe(4);
    } finally {
      first.clock.now = saved;
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'uses no copies while the connection that hears the changes is cut, and again once it is back',
    async () => {
      const token = await signIn(student);
      await first.ok(account.findUserinfo, {}, { token });
      await database.handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = ${ROW_CHANGES_APPLICATION_NAME}`,
      );
      await expect.poll(() => first.app.deps.userCache.active, { timeout: 5_000 }).toBe(false);
      // Changes made now would not be heard: the instances read the database instead of their copies.
      const name = `断线期间改名${Date.now() % 1000}`;
      await database.handle.db.update(users).set({ name }).where(eq(users.id, student));
      expect((await first.ok(account.findUserinfo, {}, { token })).name).toBe(name);
      await expect.poll(() => first.app.deps.userCache.active, { timeout: 10_000 }).toBe(true);
      await expect.poll(() => second.app.deps.userCache.active, { timeout: 10_000 }).toBe(true);
    },
  );
});

describe('on the instance that made a change, before the database’s notice arrives', () => {
  /** A feed that is connected but whose notices are still on their way: only the instance's own steps count. */
  const noticesOnTheirWay: RowChangeFeed = {
    async watch(listener) {
      listener.live();
      return async () => undefined;
    },
    caughtUp: async () => undefined,
  };
  let own: FreshDatabase;
  let t: TestApp;
  let user: number;
  beforeAll(async () => {
    own = await freshDatabase({ seed: true });
    t = await createTestApp({ db: own.handle.db, build: { rowChanges: noticesOnTheirWay } });
    user = await demoUserId(own.handle.db, 'student');
  });
  afterAll(async () => {
    await t?.close();
    await own?.cleanup();
  });

  it('shows the user’s own change in their next read', async () => {
    const { token } = await t.app.deps.sessions.issueSession(user);
    await t.ok(account.findUserinfo, {}, { token });
    await t.ok(account.modifyUserInfo, { name: '马上看到' }, { token });
    expect((await t.ok(account.findUserinfo, {}, { token })).name).toBe('马上看到');
  });

  it('keeps the user’s session through their own calls that leave their account alone', async () => {
    const { token } = await t.app.deps.sessions.issueSession(user);
    await t.ok(account.findUserinfo, {}, { token });
    const loads = t.app.deps.userCache.counts().misses;
    await t.ok(account.saveProblemFeedback, { type: '功能建议', content: '希望增加夜间模式' }, { token });
    expect(t.app.deps.userCache.counts().misses).toBe(loads);
    // The copied answers were dropped: the read is loaded again (one more load, the session still kept).
    await t.ok(account.findUserinfo, {}, { token });
    expect(t.app.deps.userCache.counts().misses).toBe(loads + 1);
  });

  it('signs the user’s next call in with the phone they just bound', async () => {
    const { token } = await t.app.deps.sessions.issueSession(user);
    await t.ok(account.findUserinfo, {}, { token });
    const phone = newPhone();
    const password = encryptPassword(t, DEMO_PASSWORD);
    await t.ok(account.bindingPhone, { mobilePhone: phone, smsCode: await sendCodeOk(t, phone, '4'), password }, { token });
    // Checked against the session's phone: a copy from before the change would call it someone else's.
    expect(await t.fails(account.bindingPhone, { mobilePhone: phone, smsCode: '123456', password }, { token })).toBe(
      '新手机号与当前手机号相同',
    );
  });

  it('stops a token it logged out', async () => {
    const { token } = await t.app.deps.sessions.issueSession(user);
    await t.ok(account.findUserinfo, {}, { token });
    await t.ok(login.logout, {}, { token });
    expect((await t.call(account.findUserinfo, {}, { token })).status).toBe(4);
  });

  it('stops the older token of a device that signed in again', async () => {
    const { token: older } = await t.app.deps.sessions.issueSession(user, 'tablet-01');
    await t.ok(account.findUserinfo, {}, { token: older });
    await t.app.deps.sessions.issueSession(user, 'tablet-01');
    expect((await t.call(account.findUserinfo, {}, { token: older })).status).toBe(4);
  });

  it('stops every token of a user whose sessions it ended', async () => {
    const { token } = await t.app.deps.sessions.issueSession(user);
    await t.ok(account.findUserinfo, {}, { token });
    await t.app.deps.sessions.revokeUserSessions(user, 'password-changed');
    expect((await t.call(account.findUserinfo, {}, { token })).status).toBe(4);
  });
});
