import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as course from '../../../../contract/api/schemas/web/course';
import * as customer from '../../../../contract/api/schemas/web/customer';
import * as learning from '../../../../contract/api/schemas/web/learningManagement';
import {
  advisers,
  chapterClasses,
  chapterEvaluations,
  chapters,
  collections,
  courseEnrollments,
  courses,
  sessions,
  studyPlans,
  studyReports,
  users,
} from '../../../../server/src/platform/db/schema';
import { demoContent } from '../../../../server/src/platform/db/seed';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';

const HOUR_MS = 3600 * 1000;

describe('calls of a logged-in user', () => {
  let t: TestApp;
  let studentId: number;
  let newStudentId: number;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    studentId = await demoUserId(t.db, 'student');
    newStudentId = await demoUserId(t.db, 'newStudent');
    ({ token } = await t.app.deps.sessions.issueSession(studentId, 'browser-1'));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('sessions', () => {
    it('stores only the SHA-256 of a token, with its expiry', async () => {
      const { token: fresh, expiresAt } = await t.app.deps.sessions.issueSession(studentId, 'browser-hash');
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, studentId));
      const row = rows.find((r) => r.tokenHash === createHash('sha256').update(fresh).digest('hex'));
      expect(row).toBeDefined();
      expect(rows.some((r) => r.tokenHash === fresh)).toBe(false);
      expect(row!.expiresAt.getTime()).toBe(expiresAt.getTime());
      expect(expiresAt.getTime() - t.clock.now.getTime()).toBe(t.config.sessionTtlHours * HOUR_MS);
    });

    it('answers status 2 without a token on a call that needs login', async () => {
      expect(await t.call(learning.learningHome)).toEqual({ status: 2, message: '请先登录', appData: null });
    });

    it('answers status 4 for an unknown token', async () => {
      expect(await t.call(learning.learningHome, {}, { token: 'x'.repeat(43) })).toEqual({
        status: 4,
        message: '登录已失效，请重新登录',
        appData: null,
      });
      expect((await t.call(learning.learningHome, {}, { token: 'short' })).status).toBe(4);
    });

    it('answers status 4 once the session has expired', async () => {
      const { token: shortLived } = await t.app.deps.sessions.issueSession(studentId, 'browser-expiring');
      expect((await t.call(learning.learningHome, {}, { token: shortLived })).status).toBe(1);
      const started = t.clock.now;
      t.clock.now = new Date(started.getTime() + t.config.sessionTtlHours * HOUR_MS + 1000);
      try {
        expect((await t.call(learning.learningHome, {}, { token: shortLived })).status).toBe(4);
      } finally {
        t.clock.now = started;
      }
    });

    it('answers status 4 after logout', async () => {
      const { token: leaving } = await t.app.deps.sessions.issueSession(studentId, 'browser-logout');
      expect(await t.app.deps.sessions.revokeSession(leaving)).toBe(true);
      expect(await t.call(learning.learningHome, {}, { token: leaving })).toMatchObject({
        status: 4,
        message: '登录已失效，请重新登录',
      });
      expect(await t.app.deps.sessions.revokeSession(leaving)).toBe(false);
    });

    it('replaces the older session of the same device and says so', async () => {
      const { token: first } = await t.app.deps.sessions.issueSession(studentId, 'phone-7');
      const { token: second } = await t.app.deps.sessions.issueSession(studentId, 'phone-7');
      expect(await t.call(learning.learningHome, {}, { token: first })).toEqual({
        status: 4,
        message: '您的账号已在其他设备登录，请重新登录',
        appData: null,
      });
      expect((await t.call(learning.learningHome, {}, { token: second })).status).toBe(1);
    });

    it('ends every session of a user at once', async () => {
      const { token: a } = await t.app.deps.sessions.issueSession(newStudentId, 'a');
      const { token: b } = await t.app.deps.sessions.issueSession(newStudentId, 'b');
      expect(await t.app.deps.sessions.revokeUserSessions(newStudentId, 'password-changed')).toBe(2);
      expect((await t.call(learning.learningHome, {}, { token: a })).status).toBe(4);
      expect((await t.call(learning.learningHome, {}, { token: b })).status).toBe(4);
    });

    it('treats a dead token on a public call as an anonymous visit', async () => {
      const [first] = await t.db.select({ id: courses.id }).from(courses).orderBy(asc(courses.id)).limit(1);
      const envelope = await t.call(course.findCourseById, { courseId: first!.id }, { token: 'y'.repeat(43) });
      expect(envelope).toMatchObject({ status: 1, appData: { purchased: false } });
    });
  });

  describe('study management', () => {
    it('shows the latest study report and recent learning', async () => {
      const home = await t.ok(learning.learningHome, {}, { token });
      // The seed dates the demo reports in the weeks before it ran and titles them from those dates.
      expect(home.reports).toHaveLength(demoContent.demoStudentExtras.studyReports.length);
      expect(home.reports.every((r) => /^第\d+周学习报告/.test(r.title))).toBe(true);
      expect(home.report?.title).toBe(home.reports[0]!.title);
      expect(home.report?.subjectStats.every((stat) => stat.subjectName !== stat.subject)).toBe(true);
      expect(home.recentLearning.length).toBe(Math.min(10, demoContent.demoStudentExtras.learningRecords.length));
      const times = home.recentLearning.map((r) => r.lastStudiedAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it("shows an older report on request, but never another user's", async () => {
      const home = await t.ok(learning.learningHome, {}, { token });
      const older = home.reports[home.reports.length - 1]!;
      expect((await t.ok(learning.learningHome, { reportId: older.id }, { token })).report?.id).toBe(older.id);

      const { token: otherToken } = await t.app.deps.sessions.issueSession(newStudentId, 'other-device');
      expect(await t.fails(learning.learningHome, { reportId: older.id }, { token: otherToken })).toBe('学习报告不存在');
      const otherHome = await t.ok(learning.learningHome, {}, { token: otherToken });
      expect(otherHome).toEqual({ report: null, dailyStudy: [], accuracyTrend: [], reports: [], recentLearning: [] });
    });

    it('shows the study plan built from the latest report, with its daily tasks', async () => {
      const { plan, plans } = await t.ok(learning.learningPlan, {}, { token });
      expect(plans.length).toBe(demoContent.demoStudentExtras.studyPlans.length);
      expect(plan).not.toBeNull();
      expect(plan!.goal).toMatch(/^上周学习 \d+ 分钟/);
      expect(plan!.items.length).toBeGreaterThan(0);
      expect(plan!.items.some((item) => /^学习《.+》第\d+讲 /.test(item.task) && item.courseTitle !== null)).toBe(true);
      const dates = plan!.items.map((item) => item.date);
      expect(dates).toEqual([...dates].sort());
      expect(plan!.doneCount).toBe(plan!.items.filter((item) => item.done).length);
    });

    it('answers an unknown plan or report id with status 0', async () => {
      expect(await t.fails(learning.learningPlan, { planId: 999999 }, { token })).toBe('学习计划不存在');
      expect(await t.fails(learning.learningHome, { reportId: 999999 }, { token })).toBe('学习报告不存在');
      expect(await t.fails(learning.learningPlan, { planId: 'latest' }, { token })).toBe('参数 planId 应为正整数');
    });

    it('keeps reports and plans that belong to the user only', async () => {
      const [report] = await t.db.select().from(studyReports).where(eq(studyReports.userId, studentId)).limit(1);
      const [plan] = await t.db.select().from(studyPlans).where(eq(studyPlans.userId, studentId)).limit(1);
      const { token: otherToken } = await t.app.deps.sessions.issueSession(newStudentId, 'plan-device');
      expect(await t.fails(learning.learningPlan, { planId: plan!.id }, { token: otherToken })).toBe('学习计划不存在');
      expect(report).toBeDefined();
    });
  });

  describe('courses for a learner', () => {
    async function enrolledPaidCourse() {
      const [row] = await t.db
        .select({ id: courses.id })
        .from(courseEnrollments)
        .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
        .where(and(eq(courseEnrollments.userId, studentId), isNull(courseEnrollments.revokedAt), eq(courses.isFree, false)))
        .limit(1);
      return row!.id;
    }

    async function notEnrolledPaidCourse() {
      const enrolled = t.db
        .select({ id: courseEnrollments.courseId })
        .from(courseEnrollments)
        .where(eq(courseEnrollments.userId, studentId));
      const [row] = await t.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.isFree, false), notInArray(courses.id, enrolled)))
        .orderBy(asc(courses.id))
        .limit(1);
      return row!.id;
    }

    async function lessons(courseId: number) {
      return t.db
        .select({ id: chapterClasses.id, isTrial: chapterClasses.isTrial })
        .from(chapterClasses)
        .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
        .where(eq(chapters.courseId, courseId))
        .orderBy(asc(chapters.sort), asc(chapterClasses.sort));
    }

    it('marks purchased and collected courses in the course detail', async () => {
      const purchasedId = await enrolledPaidCourse();
      expect(await t.ok(course.findCourseById, { courseId: purchasedId }, { token })).toMatchObject({ purchased: true });
      const [collected] = await t.db
        .select({ objectId: collections.objectId })
        .from(collections)
        .where(and(eq(collections.userId, studentId), eq(collections.objectType, 'course')))
        .limit(1);
      expect(await t.ok(course.findCourseById, { courseId: collected!.objectId }, { token })).toMatchObject({ collected: true });
      expect(await t.ok(course.findCourseById, { courseId: purchasedId })).toMatchObject({ purchased: false, collected: false });
    });

    it('plays trial lessons for anyone logged in and every lesson of a purchased course', async () => {
      const paid = await lessons(await notEnrolledPaidCourse());
      const trial = paid.find((lesson) => lesson.isTrial)!;
      const video = await t.ok(course.studyCourseVideo, { classId: trial.id }, { token });
      expect(video.videoUrl).toMatch(/^\/api\/v1\/media\/video\/\d+\?u=\d+&e=\d+&s=/);
      expect(video.classId).toBe(trial.id);

      const locked = paid.find((lesson) => !lesson.isTrial)!;
      expect(await t.fails(course.studyCourseVideo, { classId: locked.id }, { token })).toBe('该课时需要购买课程后观看');

      const owned = (await lessons(await enrolledPaidCourse())).find((lesson) => !lesson.isTrial)!;
      expect((await t.ok(course.studyCourseVideo, { classId: owned.id }, { token })).classId).toBe(owned.id);
    });

    it('plays every lesson of a free course', async () => {
      const [free] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.isFree, true)).limit(1);
      const locked = (await lessons(free!.id)).find((lesson) => !lesson.isTrial)!;
      const { token: newToken } = await t.app.deps.sessions.issueSession(newStudentId, 'free-device');
      expect((await t.ok(course.studyCourseVideo, { classId: locked.id }, { token: newToken })).classId).toBe(locked.id);
    });

    it('needs login to play and answers unknown lessons with status 0', async () => {
      expect((await t.call(course.studyCourseVideo, { classId: 1 })).status).toBe(2);
      expect(await t.fails(course.studyCourseVideo, { classId: 999999 }, { token })).toBe('课时不存在');
    });

    it('lists chapter evaluations with masked names and the average score', async () => {
      const [chapter] = await t.db.select({ id: chapters.id }).from(chapters).orderBy(asc(chapters.id)).limit(1);
      await t.db.insert(chapterEvaluations).values([
        { chapterId: chapter!.id, userId: studentId, score: 5, content: '讲得很清楚' },
        { chapterId: chapter!.id, userId: newStudentId, score: 4, content: '例题多一些更好' },
      ]);
      const page = await t.ok(course.findChapterEvaluations, { chapterId: chapter!.id });
      expect(page.total).toBe(2);
      expect(page.averageScore).toBe(4.5);
      expect(page.list.map((item) => item.content).sort()).toEqual(['例题多一些更好', '讲得很清楚']);
      expect(page.list.every((item) => /^.\*\*$/u.test(item.userName))).toBe(true);
    });
  });

  describe('course adviser', () => {
    it('keeps the adviser already assigned to the user', async () => {
      const [row] = await t.db
        .select({ wechatAccount: advisers.wechatAccount })
        .from(users)
        .innerJoin(advisers, eq(advisers.id, users.adviserId))
        .where(eq(users.id, studentId));
      for (let i = 0; i < 3; i += 1) {
        expect((await t.ok(customer.findRandomAdviser, {}, { token })).wechatAccount).toBe(row!.wechatAccount);
      }
    });

    it('assigns a user without an adviser one, then always the same', async () => {
      await t.db.update(users).set({ adviserId: null }).where(eq(users.id, newStudentId));
      const { token: newToken } = await t.app.deps.sessions.issueSession(newStudentId, 'adviser-device');
      const first = await t.ok(customer.findRandomAdviser, {}, { token: newToken });
      const [stored] = await t.db
        .select({ wechatAccount: advisers.wechatAccount })
        .from(users)
        .innerJoin(advisers, eq(advisers.id, users.adviserId))
        .where(eq(users.id, newStudentId));
      expect(stored?.wechatAccount).toBe(first.wechatAccount);
      expect((await t.ok(customer.findRandomAdviser, {}, { token: newToken })).wechatAccount).toBe(first.wechatAccount);
    });

    it('reassigns when the assigned adviser has left', async () => {
      const [current] = await t.db.select({ adviserId: users.adviserId }).from(users).where(eq(users.id, studentId));
      await t.db.update(advisers).set({ isActive: false }).where(eq(advisers.id, current!.adviserId!));
      try {
        const next = await t.ok(customer.findRandomAdviser, {}, { token });
        const [left] = await t.db.select().from(advisers).where(eq(advisers.id, current!.adviserId!));
        expect(next.wechatAccount).not.toBe(left!.wechatAccount);
      } finally {
        await t.db.update(advisers).set({ isActive: true }).where(eq(advisers.id, current!.adviserId!));
      }
    });

    it('answers status 0 when no adviser is active', async () => {
      await t.db.update(advisers).set({ isActive: false });
      try {
        expect(await t.fails(customer.findRandomAdviser)).toBe('暂时没有可联系的课程顾问，请稍后再试');
      } finally {
        await t.db.update(advisers).set({ isActive: true });
      }
    });
  });
});
