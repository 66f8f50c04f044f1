import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as learning from '../../../../contract/api/schemas/web/learningManagement';
import { studyReports } from '../../../../server/src/platform/db/schema';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';

let t: TestApp;
let studentId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  studentId = await demoUserId(t.db, 'student');
  ({ token } = await t.app.deps.sessions.issueSession(studentId, 'studymag-report-cards'));
});
afterAll(async () => {
  await t?.close();
});

/** Every report of the demo student, as the report page shows it when it is picked. */
async function everyReport() {
  const rows = await t.db.select({ id: studyReports.id }).from(studyReports).where(eq(studyReports.userId, studentId));
  expect(rows.length).toBeGreaterThan(1);
  return Promise.all(rows.map((row) => t.ok(learning.learningHome, { reportId: row.id }, { token })));
}

describe('report cards', () => {
  it('reports the study time of the cards as the sum of the daily bars', async () => {
    for (const home of await everyReport()) {
      const bars = home.dailyStudy.reduce((sum, day) => sum + day.minutes, 0);
      expect(bars).toBeGreaterThan(0);
      expect(home.report!.studyMinutes, home.report!.title).toBe(bars);
    }
  });

  it("reports the accuracy and the exercise count of the cards as the week's point of the accuracy chart", async () => {
    for (const home of await everyReport()) {
      const report = home.report!;
      const week = home.accuracyTrend[home.accuracyTrend.length - 1]!;
      expect(week.weekStart).toBe(report.periodStart);
      expect(week.answered).toBeGreaterThan(0);
      expect(report.accuracy, report.title).toBe(week.accuracy);
      expect(report.exerciseCount, report.title).toBe(week.answered);
    }
  });

  it("agrees with the report's exercise and learning details for the same period", async () => {
    for (const home of await everyReport()) {
      const report = home.report!;
      const exercises = await t.ok(learning.exerciseDetail, { reportId: report.id }, { token });
      const lessons = await t.ok(learning.learningDetail, { reportId: report.id }, { token });
      expect(report.exerciseCount, report.title).toBe(exercises.summary.answered);
      expect(report.accuracy, report.title).toBe(exercises.summary.accuracy);
      expect(report.finishedClasses, report.title).toBe(lessons.summary.finished);
    }
  });

  it("shows each subject's mastery as the exercise details count it, for the subjects answered in the period", async () => {
    for (const home of await everyReport()) {
      const report = home.report!;
      const exercises = await t.ok(learning.exerciseDetail, { reportId: report.id }, { token });
      const bySubject = (stats: { subjectName: string; accuracy: number }[]) =>
        stats
          .map(({ subjectName, accuracy }) => ({ subjectName, accuracy }))
          .sort((a, b) => a.subjectName.localeCompare(b.subjectName));
      expect(report.subjectStats.length, report.title).toBeGreaterThan(0);
      expect(bySubject(report.subjectStats), report.title).toEqual(bySubject(exercises.summary.subjects));
    }
  });
});
