import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as learning from '../../../../contract/api/schemas/web/learningManagement';
import {
  exerciseRecords,
  exercises,
  learningRecords,
  studyPlanItems,
  studyPlans,
  studyReports,
} from '../../../../server/src/platform/db/schema';
import { chinaDay } from '../../../../server/src/modules/learning/studyDetails';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';

let t: TestApp;
let studentId: number;
let newStudentId: number;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  studentId = await demoUserId(t.db, 'student');
  newStudentId = await demoUserId(t.db, 'newStudent');
  ({ token } = await t.app.deps.sessions.issueSession(studentId, 'studymag-owner'));
  ({ token: otherToken } = await t.app.deps.sessions.issueSession(newStudentId, 'studymag-other'));
});
afterAll(async () => {
  await t?.close();
});

async function demoPlan() {
  const [plan] = await t.db.select().from(studyPlans).where(eq(studyPlans.userId, studentId)).limit(1);
  const items = await t.db.select().from(studyPlanItems).where(eq(studyPlanItems.planId, plan!.id));
  return { plan: plan!, items };
}

describe('ticking plan tasks', () => {
  it('keeps a ticked task ticked and counts it, and unticks it again', async () => {
    const { plan, items } = await demoPlan();
    const open = items.find((item) => !item.done)!;
    const before = items.filter((item) => item.done).length;
    const ticked = await t.ok(learning.planTask, { planId: plan.id, itemId: open.id, done: '1' }, { token });
    expect(ticked).toEqual({ planId: plan.id, itemId: open.id, done: true, doneCount: before + 1 });
    const shown = await t.ok(learning.learningPlan, { planId: plan.id }, { token });
    expect(shown.plan!.items.find((item) => item.id === open.id)!.done).toBe(true);
    expect(shown.plan!.doneCount).toBe(before + 1);

    const unticked = await t.ok(learning.planTask, { planId: plan.id, itemId: open.id, done: 'false' }, { token });
    expect(unticked.doneCount).toBe(before);
  });

  it("refuses to change another user's plan with status 0 and leaves it as it was", async () => {
    const { plan, items } = await demoPlan();
    const open = items.find((item) => !item.done)!;
    expect(await t.fails(learning.planTask, { planId: plan.id, itemId: open.id, done: '1' }, { token: otherToken })).toBe(
      '只能修改自己的学习计划',
    );
    const [row] = await t.db.select().from(studyPlanItems).where(eq(studyPlanItems.id, open.id));
    expect(row!.done).toBe(false);
  });

  it('answers bad input with status 0 and a clear message', async () => {
    const { plan, items } = await demoPlan();
    const item = items[0]!;
    expect(await t.fails(learning.planTask, { planId: plan.id, itemId: item.id, done: 'yes' }, { token })).toMatch(/done/);
    expect(await t.fails(learning.planTask, { planId: 'x', itemId: item.id, done: '1' }, { token })).toMatch(/planId/);
    expect(await t.fails(learning.planTask, { planId: plan.id, done: '1' }, { token })).toMatch(/itemId/);
    expect(await t.fails(learning.planTask, { planId: 999999, itemId: item.id, done: '1' }, { token })).toBe('学习计划不存在');
    expect(await t.fails(learning.planTask, { planId: plan.id, itemId: 999999, done: '1' }, { token })).toBe('计划任务不存在');
    expect((await t.call(learning.planTask, { planId: plan.id, itemId: item.id, done: '1' })).status).toBe(2);
  });
});

describe('report charts', () => {
  it('sums lesson and exercise time per day of the report and reports weekly accuracy from the answers', async () => {
    const home = await t.ok(learning.learningHome, {}, { token });
    const report = home.report!;
    expect(home.dailyStudy.map((day) => day.date)).toHaveLength(7);
    expect(home.dailyStudy[0]!.date).toBe(report.periodStart);
    expect(home.dailyStudy[6]!.date).toBe(report.periodEnd);

    const lessons = await t.db.select().from(learningRecords).where(eq(learningRecords.userId, studentId));
    const answers = await t.db.select().from(exerciseRecords).where(eq(exerciseRecords.userId, studentId));
    for (const day of home.dailyStudy) {
      const seconds =
        lessons.filter((row) => chinaDay(row.lastStudiedAt) === day.date).reduce((sum, row) => sum + row.watchedSec, 0) +
        answers.filter((row) => chinaDay(row.answeredAt) === day.date).reduce((sum, row) => sum + row.spentSec, 0);
      expect(day.minutes).toBe(Math.round(seconds / 60));
    }
    expect(home.dailyStudy.some((day) => day.minutes > 0)).toBe(true);

    const lastWeek = home.accuracyTrend[home.accuracyTrend.length - 1]!;
    expect(lastWeek.weekStart).toBe(report.periodStart);
    const inWeek = answers.filter(
      (row) => chinaDay(row.answeredAt) >= report.periodStart && chinaDay(row.answeredAt) <= report.periodEnd,
    );
    expect(lastWeek.answered).toBe(inWeek.length);
    expect(lastWeek.correct).toBe(inWeek.filter((row) => row.isCorrect).length);
    expect(lastWeek.accuracy).toBe(Math.round((lastWeek.correct / lastWeek.answered) * 100));
  });

  it('shows nothing to a new student', async () => {
    expect(await t.ok(learning.learningHome, {}, { token: otherToken })).toMatchObject({
      report: null,
      dailyStudy: [],
      accuracyTrend: [],
    });
  });
});

describe('exercise detail', () => {
  it('lists every answer with right or wrong and the explanation, and sums them up', async () => {
    const detail = await t.ok(learning.exerciseDetail, {}, { token });
    const answers = await t.db.select().from(exerciseRecords).where(eq(exerciseRecords.userId, studentId));
    const correct = answers.filter((row) => row.isCorrect).length;
    expect(detail.summary).toMatchObject({
      answered: answers.length,
      correct,
      accuracy: Math.round((correct / answers.length) * 100),
      spentSec: answers.reduce((sum, row) => sum + row.spentSec, 0),
    });
    expect(detail.summary.subjects.reduce((sum, s) => sum + s.answered, 0)).toBe(answers.length);
    const wrong = detail.items.find((item) => !item.isCorrect)!;
    const [source] = await t.db
      .select()
      .from(exercises)
      .innerJoin(exerciseRecords, eq(exerciseRecords.exerciseId, exercises.id))
      .where(eq(exerciseRecords.id, wrong.id));
    expect(wrong.answer).toBe(source!.exercises.answer);
    expect(wrong.chosen).not.toBe(wrong.answer);
    expect(wrong.analysis).toBe(source!.exercises.analysis);
    const times = detail.items.map((item) => item.answeredAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("limits the list to a report's week, and never shows another user's report", async () => {
    const [report] = await t.db.select().from(studyReports).where(eq(studyReports.userId, studentId)).limit(1);
    const detail = await t.ok(learning.exerciseDetail, { reportId: report!.id }, { token });
    expect(detail.period).toMatchObject({ reportId: report!.id, periodStart: report!.periodStart });
    for (const item of detail.items) {
      expect(chinaDay(new Date(item.answeredAt)) >= report!.periodStart).toBe(true);
      expect(chinaDay(new Date(item.answeredAt)) <= report!.periodEnd).toBe(true);
    }
    expect(await t.fails(learning.exerciseDetail, { reportId: report!.id }, { token: otherToken })).toBe('学习报告不存在');
    expect(await t.fails(learning.exerciseDetail, { reportId: '-3' }, { token })).toMatch(/reportId/);
  });

  it('is empty for a new student', async () => {
    expect(await t.ok(learning.exerciseDetail, {}, { token: otherToken })).toEqual({
      period: null,
      summary: { answered: 0, correct: 0, accuracy: null, spentSec: 0, subjects: [] },
      items: [],
    });
  });
});

describe('learning detail', () => {
  it('lists the lessons watched with time and completion, and sums them up', async () => {
    const detail = await t.ok(learning.learningDetail, {}, { token });
    const lessons = await t.db.select().from(learningRecords).where(eq(learningRecords.userId, studentId));
    expect(detail.summary).toMatchObject({
      lessons: lessons.length,
      finished: lessons.filter((row) => row.finishedAt !== null).length,
      watchedSec: lessons.reduce((sum, row) => sum + row.watchedSec, 0),
      averageProgress: Math.round(lessons.reduce((sum, row) => sum + row.progress, 0) / lessons.length),
    });
    expect(detail.summary.courses.reduce((sum, c) => sum + c.lessons, 0)).toBe(lessons.length);
    expect(detail.items.every((item) => item.finished === item.progress >= 90)).toBe(true);
  });

  it("refuses another user's report and is empty for a new student", async () => {
    const [report] = await t.db
      .select()
      .from(studyReports)
      .where(and(eq(studyReports.userId, studentId)))
      .limit(1);
    expect(await t.fails(learning.learningDetail, { reportId: report!.id }, { token: otherToken })).toBe('学习报告不存在');
    const empty = await t.ok(learning.learningDetail, {}, { token: otherToken });
    expect(empty.items).toEqual([]);
    expect(empty.summary).toEqual({ lessons: 0, finished: 0, watchedSec: 0, averageProgress: null, courses: [] });
  });
});

describe('demo dates', () => {
  const addDays = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it("dates the demo student's current plan in this week and the latest report in the week before", async () => {
    const today = chinaDay(new Date());
    const { plan } = await t.ok(learning.learningPlan, {}, { token });
    expect(plan!.weekStart <= today).toBe(true);
    expect(today <= addDays(plan!.weekStart, 6)).toBe(true);
    for (const item of plan!.items) expect(item.date >= plan!.weekStart && item.date <= addDays(plan!.weekStart, 6)).toBe(true);
    // A task of a day still to come cannot have been done yet.
    for (const item of plan!.items.filter((entry) => entry.date > today)) expect(item.done).toBe(false);

    const home = await t.ok(learning.learningHome, {}, { token });
    expect(home.report!.periodEnd).toBe(addDays(plan!.weekStart, -1));
    expect(home.report!.title).toContain(home.report!.periodStart.slice(5, 7).replace(/^0/, '') + '月');
  });

  it('never dates demo study activity after the moment it was seeded', async () => {
    const now = Date.now();
    const lessons = await t.db.select().from(learningRecords).where(eq(learningRecords.userId, studentId));
    const answers = await t.db.select().from(exerciseRecords).where(eq(exerciseRecords.userId, studentId));
    for (const row of lessons) expect(row.lastStudiedAt.getTime()).toBeLessThanOrEqual(now);
    for (const row of answers) expect(row.answeredAt.getTime()).toBeLessThanOrEqual(now);
  });
});
