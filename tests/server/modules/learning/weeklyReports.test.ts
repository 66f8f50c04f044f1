import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as studyReportCalls from '../../../../contract/api/schemas/admin/studyReports';
import * as learning from '../../../../contract/api/schemas/web/learningManagement';
import * as practice from '../../../../contract/api/schemas/web/practice';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { notifyStudyProgress } from '../../../../server/src/modules/content';
import { JOB_NAMES, scheduleJobs } from '../../../../server/src/modules/jobs';
import { runWeeklyReports, runWeeklyReportsFor } from '../../../../server/src/modules/learning';
import { CHILD_REPORT_NOT_FOUND } from '../../../../server/src/modules/learning/childReport';
import { strengthsOf, weaknessesOf } from '../../../../server/src/modules/learning/weeklyReports/reportText';
import { createRsNo } from '../../../../server/src/platform/db/ids';
import {
  chapterClasses,
  chapters,
  classExercises,
  courseCategories,
  courses,
  evaluationReports,
  evaluationUsers,
  exercises,
  knowledgeMastery,
  learningRecords,
  type NewExercise,
  notifications,
  parentBindings,
  staffAuditLog,
  staffMembers,
  studyPlanItems,
  studyPlans,
  studyReports,
  users,
  videos,
} from '../../../../server/src/platform/db/schema';
import { defaultScheduler, JOB_QUEUE_NAME, type JobScheduler } from '../../../../server/src/platform/jobs';
import { type Buyer, type CommerceApp, createCommerceApp } from '../commerce/harness';
import { memberOf, staffSignIns } from '../console/staffHelpers';
import { markedInLesson, type PracticeLesson, practiceLesson, practisingStudent } from './practiceFixture';

/*
 * The weeks of these tests lie before the demo's (which follow the day the database is seeded), so only the students
 * made here have activity in them; each scenario has a week of its own. Moving the clock back keeps the students'
 * sessions valid.
 */
const at = (chinaTime: string) => new Date(`${chinaTime}+08:00`);

let t: CommerceApp;
let lesson: PracticeLesson;
/** Single choice (right answer A) of a knowledge point no other question has, in the lesson. */
let fresh: { id: number; knowledgePoint: string };
/** Single choice (right answer A) without a knowledge point, in the lesson. */
let late: number;
let subjectName: string;
let otherSubjectName: string;

async function addQuestion(knowledgePoint: string, sort: number) {
  const [course] = await t.db.select({ categoryId: courses.categoryId }).from(courses).where(eq(courses.id, lesson.courseId));
  const options = (['A', 'B', 'C', 'D'] as const).map((key) => ({ key, text: `选项 ${key}` }));
  const [made] = await t.db
    .insert(exercises)
    .values({
      categoryId: course!.categoryId,
      knowledgePoint,
      code: `weekly-${randomBytes(4).toString('hex')}`,
      kind: 'single',
      question: '周报测试题',
      options,
      answer: 'A',
      analysis: '解析',
    } satisfies NewExercise)
    .returning({ id: exercises.id });
  await t.db.insert(classExercises).values({ classId: lesson.classId, exerciseId: made!.id, sort });
  return made!.id;
}

async function subjectNameOf(code: string) {
  const [row] = await t.db.select({ name: courseCategories.name }).from(courseCategories).where(eq(courseCategories.code, code));
  return row!.name;
}

beforeAll(async () => {
  t = await createCommerceApp();
  lesson = await practiceLesson(t);
  const knowledgePoint = `新考点 ${randomBytes(3).toString('hex')}`;
  fresh = { id: await addQuestion(knowledgePoint, 2000), knowledgePoint };
  late = await addQuestion('', 2001);
  subjectName = lesson.subjectName;
  otherSubjectName = await subjectNameOf(lesson.otherSubject.subject);
}, 240_000);
afterAll(() => t?.close());

/** The lesson's course outline in order, with each lesson's length as the outline shows it. */
async function outline() {
  const rows = await t.db
    .select({
      classId: chapterClasses.id,
      title: chapterClasses.title,
      durationSec: chapterClasses.durationSec,
      videoSec: videos.durationSec,
    })
    .from(chapterClasses)
    .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
    .leftJoin(videos, and(eq(videos.id, chapterClasses.videoId), eq(videos.status, 'ready')))
    .where(eq(chapters.courseId, lesson.courseId))
    .orderBy(asc(chapters.sort), asc(chapters.id), asc(chapterClasses.sort), asc(chapterClasses.id));
  return rows.map((row, index) => ({
    ...row,
    position: index + 1,
    minutes: Math.ceil((row.durationSec > 0 ? row.durationSec : (row.videoSec ?? 0)) / 60),
  }));
}

/**
 * A student of the lesson's course, signed in at the present: the tests then move the clock back into their week,
 * where the session is still valid (a session issued in a past week would have expired since).
 */
function newStudent() {
  t.clock.now = new Date();
  return practisingStudent(t, lesson);
}

async function watched(me: Buyer, classId: number, record: { sec: number; progress: number; at: Date }) {
  await t.db.insert(learningRecords).values({
    userId: me.id,
    courseId: lesson.courseId,
    classId,
    watchedSec: record.sec,
    progress: record.progress,
    finishedAt: record.progress >= 90 ? record.at : null,
    lastStudiedAt: record.at,
    createdAt: record.at,
  });
}

function redo(me: Buyer, exerciseId: number, answer: string) {
  return t.ok(practice.redoWrongAnswer, { exerciseId, answer: JSON.stringify(answer), spentSec: 45 }, { token: me.token });
}

async function reportOf(userId: number, periodStart: string) {
  const [row] = await t.db
    .select()
    .from(studyReports)
    .where(and(eq(studyReports.userId, userId), eq(studyReports.periodStart, periodStart)));
  return row;
}

async function planOf(me: Buyer, weekStart: string) {
  const [row] = await t.db
    .select({ id: studyPlans.id, reportId: studyPlans.reportId })
    .from(studyPlans)
    .where(and(eq(studyPlans.userId, me.id), eq(studyPlans.weekStart, weekStart)));
  const shown = await t.ok(learning.learningPlan, { planId: row!.id }, { token: me.token });
  return { ...row!, plan: shown.plan! };
}

const messagesTo = (userId: number) =>
  t.db
    .select({ title: notifications.title, content: notifications.content })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.title, '%周学习报告已生成')));

describe('a week of study, reported and planned', () => {
  let me: Buyer;
  let firstReportId: number;

  it('reports the week from its lessons and answers: figures, summary, mastery, strengths and weaknesses', async () => {
    me = await newStudent();
    const lessons = await outline();
    // Week 10 of 2025 (3 March, a Monday): two lessons finished, one half watched (25 + 10 + 20 minutes).
    await watched(me, lessons[0]!.classId, { sec: 1500, progress: 100, at: at('2025-03-04T20:00:00') });
    await watched(me, lessons[1]!.classId, { sec: 1200, progress: 50, at: at('2025-03-05T19:00:00') });
    await watched(me, lessons[2]!.classId, { sec: 600, progress: 100, at: at('2025-03-05T19:30:00') });
    // Four answers of 30 s on Thursday: two right, a wrong one of another subject and a wrong one without a point.
    t.clock.now = at('2025-03-06T19:00:00');
    await markedInLesson(t, me, lesson, lesson.single, 'B');
    await markedInLesson(t, me, lesson, lesson.fill, ['H2O', 'x = 1']);
    await markedInLesson(t, me, lesson, lesson.otherSubject.id, 'A');
    await markedInLesson(t, me, lesson, lesson.unpointed, 'B');

    expect(await runWeeklyReports(t.db, at('2025-03-11T09:00:00'), notifyStudyProgress)).toBe(1);

    const report = (await reportOf(me.id, '2025-03-03'))!;
    firstReportId = report.id;
    expect(report).toMatchObject({
      title: '第10周学习报告（3月3日—3月9日）',
      periodEnd: '2025-03-09',
      summary: '本周学习 57 分钟，完成 2 讲，做题 4 道，正确率 50%，错题本还有 2 道待巩固',
      teacherComment: '',
    });
    // Mastery starts at 0.5 and moves 30 % of the way to 1 (right) or 0 (wrong): 65 after one right, 35 after one wrong.
    expect(report.mastery).toEqual(
      expect.arrayContaining([
        { subject: lesson.subject, subjectName, knowledgePoint: lesson.knowledgePoint, score: 65, change: null },
        { subject: lesson.subject, subjectName, knowledgePoint: `${lesson.knowledgePoint}（填空）`, score: 65, change: null },
        {
          subject: lesson.otherSubject.subject,
          subjectName: otherSubjectName,
          knowledgePoint: lesson.knowledgePoint,
          score: 35,
          change: null,
        },
      ]),
    );
    expect(report.mastery).toHaveLength(3);
    // No point reached 80: the subject answered best (2 of 3) stands in; the point at 35 is the weakness.
    expect(report.strengths).toEqual([`${subjectName}练习正确率 67%，各科最高`]);
    expect(report.weaknesses).toEqual([`${otherSubjectName} · ${lesson.knowledgePoint}`]);

    const home = await t.ok(learning.learningHome, { reportId: report.id }, { token: me.token });
    expect(home.report).toMatchObject({
      studyMinutes: 57,
      finishedClasses: 2,
      exerciseCount: 4,
      accuracy: 50,
      summary: report.summary,
      mastery: report.mastery,
    });
  });

  it("plans the next week: the next unfinished lessons in outline order, the weak points and the book's questions", async () => {
    const lessons = await outline();
    const next = lessons.filter((_, index) => index !== 0 && index !== 2).slice(0, 5);
    const { plan, reportId } = await planOf(me, '2025-03-10');
    expect(reportId).toBe(firstReportId);
    expect(plan.title).toBe('第11周学习计划');
    expect(plan.goal).toBe(
      `上周学习 57 分钟，正确率 50%。本周学完 ${next.length} 讲新课，把 1 个薄弱知识点练到 60 分以上，重做 2 道错题。`,
    );
    const tasks = [
      ...next.map((entry) => ({
        task: `学习《${lesson.courseTitle}》第${entry.position}讲 ${entry.title}`,
        courseId: lesson.courseId,
        subjectName,
        durationMin: entry.minutes,
      })),
      { task: `练习「${lesson.knowledgePoint}」`, courseId: null, subjectName: otherSubjectName, durationMin: 15 },
      { task: '重做错题本中的 2 道错题', courseId: null, subjectName: '', durationMin: 4 },
    ];
    const monday = Date.parse('2025-03-10T00:00:00Z');
    const dayOf = (index: number) => new Date(monday + (index % 5) * 86_400_000).toISOString().slice(0, 10);
    const expected = tasks.map((task, index) => ({ ...task, date: dayOf(index), done: false }));
    const shown = plan.items.map(({ task, courseId, subjectName: subject, durationMin, date, done }) => ({
      task,
      courseId,
      subjectName: subject,
      durationMin,
      date,
      done,
    }));
    expect(shown).toEqual([...expected].sort((a, b) => a.date.localeCompare(b.date)));
  });

  it('builds the same week again in place, keeping the ticks of unchanged tasks and sending nothing twice', async () => {
    const { id: planId, plan } = await planOf(me, '2025-03-10');
    const lessonTask = plan.items.find((item) => item.courseId !== null)!;
    const bookTask = plan.items.find((item) => item.task.startsWith('重做错题本'))!;
    for (const item of [lessonTask, bookTask]) {
      await t.ok(learning.planTask, { planId, itemId: item.id, done: '1' }, { token: me.token });
    }
    // An answer of the week that reaches the server late: the book had 3 questions at the week's end after all.
    t.clock.now = at('2025-03-08T10:00:00');
    await markedInLesson(t, me, lesson, late, 'B');

    const run = await runWeeklyReportsFor(t.db, at('2025-03-11T10:00:00'), 'last', notifyStudyProgress);
    expect(run).toEqual({ weekStart: '2025-03-03', reportsBuilt: 1, notificationsSent: 0 });
    const report = (await reportOf(me.id, '2025-03-03'))!;
    expect(report.id).toBe(firstReportId);
    expect(report.summary).toBe('本周学习 58 分钟，完成 2 讲，做题 5 道，正确率 40%，错题本还有 3 道待巩固');

    const rebuilt = await planOf(me, '2025-03-10');
    expect(rebuilt.id).toBe(planId);
    expect(rebuilt.plan.items.find((item) => item.task === lessonTask.task)!.done).toBe(true);
    expect(rebuilt.plan.items.find((item) => item.task === bookTask.task)).toBeUndefined();
    expect(rebuilt.plan.items.find((item) => item.task === '重做错题本中的 3 道错题')!.done).toBe(false);
    expect(rebuilt.plan.doneCount).toBe(1);
    expect(await messagesTo(me.id)).toHaveLength(1);
    expect(await runWeeklyReports(t.db, at('2025-03-11T11:00:00'), notifyStudyProgress)).toBe(0);
    expect(await messagesTo(me.id)).toHaveLength(1);
  });

  it('compares each point with the previous report, and names the points of the week at 80 or more and below 60', async () => {
    t.clock.now = at('2025-03-12T19:00:00');
    await markedInLesson(t, me, lesson, lesson.single, 'B');
    await markedInLesson(t, me, lesson, lesson.single, 'B');
    await markedInLesson(t, me, lesson, lesson.otherSubject.id, 'D');
    await markedInLesson(t, me, lesson, lesson.otherSubject.id, 'D');
    await markedInLesson(t, me, lesson, fresh.id, 'B');
    // Two right redos take the question without a point out of the book.
    await redo(me, lesson.unpointed, 'A');
    const cleared = await redo(me, lesson.unpointed, 'A');
    expect(cleared.cleared).toBe(true);

    expect(await runWeeklyReports(t.db, at('2025-03-17T09:00:00'), notifyStudyProgress)).toBe(1);
    const report = (await reportOf(me.id, '2025-03-10'))!;
    // 5 lesson answers of 30 s and 2 redos of 45 s make 4 minutes; 6 of 7 right.
    expect(report.summary).toBe('本周学习 4 分钟，做题 7 道，正确率 86%，错题本还有 3 道待巩固');
    const byPoint = (subject: string, knowledgePoint: string) =>
      report.mastery.find((point) => point.subject === subject && point.knowledgePoint === knowledgePoint);
    expect(byPoint(lesson.subject, lesson.knowledgePoint)).toMatchObject({ score: 83, change: 18 });
    expect(byPoint(lesson.subject, `${lesson.knowledgePoint}（填空）`)).toMatchObject({ score: 65, change: 0 });
    expect(byPoint(lesson.otherSubject.subject, lesson.knowledgePoint)).toMatchObject({ score: 68, change: 33 });
    expect(byPoint(lesson.subject, fresh.knowledgePoint)).toMatchObject({ score: 35, change: null });
    expect(report.strengths).toEqual([`${subjectName} · ${lesson.knowledgePoint}`]);
    expect(report.weaknesses).toEqual([`${subjectName} · ${fresh.knowledgePoint}`]);

    // Replayed from the answers, the report's end agrees with the mastery the practice kept as they came in.
    const kept = await t.db
      .select({ knowledgePoint: knowledgeMastery.knowledgePoint, score: knowledgeMastery.score, subject: courseCategories.code })
      .from(knowledgeMastery)
      .innerJoin(courseCategories, eq(courseCategories.id, knowledgeMastery.categoryId))
      .where(eq(knowledgeMastery.userId, me.id));
    expect(kept).toHaveLength(report.mastery.length);
    for (const point of kept) {
      expect(byPoint(point.subject, point.knowledgePoint)!.score, point.knowledgePoint).toBe(Math.round(point.score * 100));
    }
  });
});

describe('strengths and weaknesses', () => {
  const point = (score: number) => ({
    subject: 'math',
    subjectName: '数学',
    knowledgePoint: `考点${score}`,
    score,
    change: null,
  });

  it('counts a point at 80 as a strength and one at 79 as not; a point at 59 as a weakness and one at 60 as not', () => {
    const points = [point(80), point(79), point(60), point(59)];
    expect(strengthsOf(points, [], [])).toEqual(['数学 · 考点80']);
    expect(weaknessesOf(points, [], [])).toEqual(['数学 · 考点59']);
  });

  it('speaks of subjects when no point qualifies, and says nothing of practice that did not happen', () => {
    const subjects = [
      { subjectName: '数学', studyMinutes: 30, accuracy: 50 },
      { subjectName: '物理', studyMinutes: 10, accuracy: 40 },
    ];
    const studied = [
      { subjectName: '数学', studyMinutes: 30 },
      { subjectName: '物理', studyMinutes: 10 },
    ];
    expect(strengthsOf([point(70)], subjects, studied)).toEqual(['数学投入时间最多，共 30 分钟']);
    expect(weaknessesOf([point(70)], subjects, studied)).toEqual(['物理练习正确率 40%，还有提升空间']);
    expect(weaknessesOf([], [], studied)).toEqual(['数学、物理本周只看了课，还没有做练习']);
    expect(weaknessesOf([], [{ subjectName: '数学', studyMinutes: 5, accuracy: 100 }], studied)).toEqual([]);
  });
});

describe('the weekly notification', () => {
  it('reaches the student and every bound parent with an account once, and skips a parent without one', async () => {
    const me = await newStudent();
    const parentPhone = `135${String(Date.now()).slice(-8)}`;
    const [parent] = await t.db
      .insert(users)
      .values({ rsNo: createRsNo(), phone: parentPhone, passwordHash: 'not-used', name: '妈妈' })
      .returning({ id: users.id });
    await t.db.insert(parentBindings).values([
      { studentUserId: me.id, parentPhone, relationship: '妈妈' },
      { studentUserId: me.id, parentPhone: '13499990000', relationship: '爸爸' },
    ]);
    t.clock.now = at('2025-04-08T19:00:00');
    await markedInLesson(t, me, lesson, lesson.single, 'B');
    await markedInLesson(t, me, lesson, lesson.fill, ['水', 'x = 1']);
    const before = await t.db.$count(notifications);

    expect(await runWeeklyReports(t.db, at('2025-04-14T08:00:00'), notifyStudyProgress)).toBe(1);
    const summary = '本周学习 1 分钟，做题 2 道，正确率 100%';
    expect(await messagesTo(me.id)).toEqual([{ title: '第15周学习报告已生成', content: summary }]);
    expect(await messagesTo(parent!.id)).toEqual([
      { title: '孩子学习动态：第15周学习报告已生成', content: `测试家长：${summary}` },
    ]);
    expect(await t.db.$count(notifications)).toBe(before + 2);
    expect((await reportOf(me.id, '2025-04-07'))!.notifiedAt).not.toBeNull();

    expect(await runWeeklyReports(t.db, at('2025-04-14T09:00:00'), notifyStudyProgress)).toBe(0);
    expect(await runWeeklyReportsFor(t.db, at('2025-04-14T10:00:00'), 'last', notifyStudyProgress)).toEqual({
      weekStart: '2025-04-07',
      reportsBuilt: 1,
      notificationsSent: 0,
    });
    expect(await t.db.$count(notifications)).toBe(before + 2);
  });

  it('links the student’s message to the report and a bound parent’s to the parent’s view, which only that parent opens', async () => {
    const me = await newStudent();
    const parent = await t.buyer();
    const stranger = await t.buyer();
    await t.db.insert(parentBindings).values({ studentUserId: me.id, parentPhone: parent.phone, relationship: '爸爸' });
    t.clock.now = at('2025-09-02T19:00:00');
    await markedInLesson(t, me, lesson, lesson.single, 'A');
    expect(await runWeeklyReports(t.db, at('2025-09-08T08:00:00'), notifyStudyProgress)).toBe(1);
    const report = (await reportOf(me.id, '2025-09-01'))!;
    const links = await t.db
      .select({ userId: notifications.userId, objectType: notifications.objectType, objectId: notifications.objectId })
      .from(notifications)
      .where(and(inArray(notifications.userId, [me.id, parent.id]), like(notifications.title, '%周学习报告已生成')))
      .orderBy(asc(notifications.id));
    expect(links).toEqual([
      { userId: me.id, objectType: 'studyReport', objectId: report.id },
      { userId: parent.id, objectType: 'childReport', objectId: report.id },
    ]);

    t.clock.now = at('2025-09-08T09:00:00');
    const own = await t.ok(learning.learningHome, { reportId: report.id }, { token: me.token });
    const seen = await t.ok(learning.childReport, { reportId: report.id }, { token: parent.token });
    expect(seen.report).toEqual(own.report);
    expect(seen.reports).toEqual(own.reports);
    expect(seen.recentLearning).toEqual([]);
    expect(seen.student).toEqual({ name: expect.any(String) });
    for (const token of [stranger.token, me.token]) {
      expect(await t.fails(learning.childReport, { reportId: report.id }, { token })).toBe(CHILD_REPORT_NOT_FOUND);
    }
    expect(await t.fails(learning.childReport, { reportId: 999_999_999 }, { token: parent.token })).toBe(CHILD_REPORT_NOT_FOUND);
  });

  it('counts a question the student put back in the book as open from then, in a report built at once or later', async () => {
    const me = await newStudent();
    t.clock.now = at('2025-10-07T19:00:00');
    await markedInLesson(t, me, lesson, lesson.single, 'C');
    await redo(me, lesson.single, 'B');
    expect((await redo(me, lesson.single, 'B')).cleared).toBe(true);
    t.clock.now = at('2025-10-08T19:00:00');
    await t.ok(practice.restoreWrongAnswer, { exerciseId: lesson.single }, { token: me.token });
    expect(await runWeeklyReports(t.db, at('2025-10-13T08:00:00'), notifyStudyProgress)).toBe(1);
    expect((await reportOf(me.id, '2025-10-06'))!.summary).toMatch(/错题本还有 1 道待巩固$/);

    // Cleared again the next week: that week, built again, still ends with the question in the book.
    t.clock.now = at('2025-10-14T19:00:00');
    await redo(me, lesson.single, 'B');
    expect((await redo(me, lesson.single, 'B')).cleared).toBe(true);
    await runWeeklyReportsFor(t.db, at('2025-10-14T20:00:00'), 'last', notifyStudyProgress);
    expect((await reportOf(me.id, '2025-10-06'))!.summary).toMatch(/错题本还有 1 道待巩固$/);
    await runWeeklyReportsFor(t.db, at('2025-10-20T08:00:00'), 'last', notifyStudyProgress);
    expect((await reportOf(me.id, '2025-10-13'))!.summary).not.toMatch(/错题本/);
  });

  it("adds the week's results of the evaluation area's account with the student's phone", async () => {
    const me = await newStudent();
    const [account] = await t.db
      .insert(evaluationUsers)
      .values({ phone: me.phone, passwordHash: 'not-used' })
      .returning({ id: evaluationUsers.id });
    await t.db.insert(evaluationReports).values([
      {
        evaluationUserId: account!.id,
        title: '期中测评',
        score: 85,
        totalScore: 100,
        accuracy: 85,
        createdAt: at('2025-08-06T10:00:00'),
      },
      // Sat in the week after: not this week's.
      {
        evaluationUserId: account!.id,
        title: '单元测评',
        score: 40,
        totalScore: 50,
        accuracy: 80,
        createdAt: at('2025-08-11T10:00:00'),
      },
    ]);
    t.clock.now = at('2025-08-05T19:00:00');
    await markedInLesson(t, me, lesson, lesson.single, 'B');
    await markedInLesson(t, me, lesson, lesson.fill, ['H2O', 'x = 1']);

    expect(await runWeeklyReports(t.db, at('2025-08-12T09:00:00'), notifyStudyProgress)).toBe(1);
    expect((await reportOf(me.id, '2025-08-04'))!.summary).toBe(
      '本周学习 1 分钟，做题 2 道，正确率 100%，测评《期中测评》得分 85/100',
    );
  });

  it('builds nothing for a week without lessons or answers', async () => {
    expect(await runWeeklyReports(t.db, at('2025-05-14T09:00:00'), notifyStudyProgress)).toBe(0);
    expect(await t.db.$count(studyReports, eq(studyReports.periodStart, '2025-05-05'))).toBe(0);
  });
});

describe('running the weekly reports from the console', () => {
  const { signIn } = staffSignIns(() => t);

  it('refuses a role without service.write, and for one with it builds, sends, answers the counts and audits', async () => {
    const me = await newStudent();
    t.clock.now = at('2025-06-03T19:00:00');
    await markedInLesson(t, me, lesson, lesson.single, 'B');
    t.clock.now = at('2025-06-10T10:00:00');

    const editor = await signIn('contentEditor');
    expect(await t.fails(studyReportCalls.runStudyReports, { week: 'last' }, { token: editor })).toBe(NO_PERMISSION);
    expect(await reportOf(me.id, '2025-06-02')).toBeUndefined();

    const service = await signIn('service');
    expect(await t.fails(studyReportCalls.runStudyReports, { week: 'next' }, { token: service })).toMatch(/current、last/);
    expect(await t.ok(studyReportCalls.runStudyReports, { week: 'last' }, { token: service })).toEqual({
      weekStart: '2025-06-02',
      reportsBuilt: 1,
      notificationsSent: 1,
    });
    expect(await messagesTo(me.id)).toHaveLength(1);
    expect(await t.ok(studyReportCalls.runStudyReports, { week: 'current' }, { token: service })).toEqual({
      weekStart: '2025-06-09',
      reportsBuilt: 0,
      notificationsSent: 0,
    });

    const entries = await t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'studyReports.run'), inArray(staffAuditLog.entityId, ['2025-06-02', '2025-06-09'])))
      .orderBy(asc(staffAuditLog.id));
    expect(entries.map((entry) => [entry.entityId, entry.after])).toEqual([
      ['2025-06-02', { week: 'last', reportsBuilt: 1, notificationsSent: 1 }],
      ['2025-06-09', { week: 'current', reportsBuilt: 0, notificationsSent: 0 }],
    ]);
    const [member] = await t.db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.phone, memberOf('service').phone));
    expect(entries.map((entry) => entry.staffId)).toEqual([member!.id, member!.id]);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the weekly job on two instances sharing a queue', () => {
  let one: CommerceApp;
  let two: CommerceApp;
  const schedulers: JobScheduler[] = [];
  const prefix = `weekly-reports-test-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix };
    one = await createCommerceApp({ env });
    two = await createCommerceApp({ env, db: one.db });
  }, 240_000);
  afterAll(async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await two?.close();
    await one?.close();
    const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    const queue = new Queue(JOB_QUEUE_NAME, { connection, prefix: `${prefix}bull` });
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  });

  it('runs once for the pair, and the week is reported and sent once', async () => {
    const shared = await practiceLesson(one);
    const me = await practisingStudent(one, shared);
    one.clock.now = at('2025-07-01T19:00:00');
    await markedInLesson(one, me, shared, shared.single, 'B');
    one.clock.now = at('2025-07-07T09:00:00');
    two.clock.now = one.clock.now;

    const runs = [0, 0];
    [one, two].forEach((app, index) => {
      const count = (name: string) => {
        if (name === JOB_NAMES.weeklyReports) runs[index] = (runs[index] ?? 0) + 1;
      };
      const scheduler = scheduleJobs(app.app, defaultScheduler(app.app, { onRun: count }));
      schedulers.push(scheduler);
      scheduler.start();
    });
    const sent = async () =>
      one.db.$count(notifications, and(eq(notifications.userId, me.id), like(notifications.title, '%周学习报告已生成')));
    for (let waited = 0; (await sent()) < 1 && waited < 15_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Let the pair settle: an instance that took the job twice would send nothing more, but would count a run.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.stop()));

    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await sent()).toBe(1);
    expect(await one.db.$count(studyReports, eq(studyReports.userId, me.id))).toBe(1);
    const [plan] = await one.db.select({ id: studyPlans.id }).from(studyPlans).where(eq(studyPlans.userId, me.id));
    expect(await one.db.$count(studyPlanItems, eq(studyPlanItems.planId, plan!.id))).toBeGreaterThan(0);
  });
});
