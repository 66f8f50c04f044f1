import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { chapterClasses, courses, exercises, learningRecords, studyPlanItems } from '../schema';
import { notifyStudyProgress } from '../../../modules/content';
import {
  addDays,
  bookWrongAnswer,
  type BuiltReport,
  buildNextWeekPlan,
  buildWeeklyReport,
  chinaDay,
  notifyWeeklyReport,
  recordMastery,
} from '../../../modules/learning';
import type { DemoStudentExtras } from './data';
import type { StudyCalendar } from './studyCalendar';

/** A seeded answer as the practice's updates take it. */
interface SeededAnswer {
  exerciseId: number;
  chosen: string;
  isCorrect: boolean;
  answeredAt: Date;
}

/**
 * The wrong-answer book and the mastery of the knowledge points, from the seeded answers in the order they were
 * given, by the same updates an answer in practice makes: nothing here is a finished number.
 */
async function seedPracticeStanding(db: DbExecutor, userId: number, answers: readonly SeededAnswer[]) {
  const ids = [...new Set(answers.map((answer) => answer.exerciseId))];
  if (ids.length === 0) return;
  const questions = new Map(
    (
      await db
        .select({ id: exercises.id, categoryId: exercises.categoryId, knowledgePoint: exercises.knowledgePoint })
        .from(exercises)
        .where(inArray(exercises.id, ids))
    ).map((question) => [question.id, question]),
  );
  for (const answer of [...answers].sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime())) {
    const question = questions.get(answer.exerciseId);
    if (!question) throw new Error(`练习题不存在：${answer.exerciseId}`);
    if (!answer.isCorrect) {
      await bookWrongAnswer(db, { userId, exerciseId: question.id, classId: null, answer: answer.chosen, at: answer.answeredAt });
    }
    await recordMastery(db, userId, question, answer.isCorrect, answer.answeredAt);
  }
}

/**
 * Demo ticks of a plan: a lesson's task counts as done when the student studied that lesson in the plan's week, on
 * or before the task's day, and that day has begun.
 */
async function tickStudiedTasks(
  db: DbExecutor,
  userId: number,
  plan: { id: number; weekStart: string },
  calendar: StudyCalendar,
) {
  const items = await db
    .select({ id: studyPlanItems.id, date: studyPlanItems.date, task: studyPlanItems.task })
    .from(studyPlanItems)
    .where(eq(studyPlanItems.planId, plan.id));
  const studied = await db
    .select({ at: learningRecords.lastStudiedAt, lesson: chapterClasses.title, course: courses.title })
    .from(learningRecords)
    .innerJoin(chapterClasses, eq(chapterClasses.id, learningRecords.classId))
    .innerJoin(courses, eq(courses.id, learningRecords.courseId))
    .where(eq(learningRecords.userId, userId));
  const done = items.filter((item) =>
    studied.some((record) => {
      const day = chinaDay(record.at);
      return (
        day >= plan.weekStart &&
        day <= item.date &&
        calendar.hasBegun(item.date) &&
        item.task.startsWith(`学习《${record.course}》第`) &&
        item.task.endsWith(`讲 ${record.lesson}`)
      );
    }),
  );
  if (done.length > 0) {
    await db
      .update(studyPlanItems)
      .set({ done: true })
      .where(
        inArray(
          studyPlanItems.id,
          done.map((item) => item.id),
        ),
      );
  }
}

/**
 * The demo student's weeks as the site would have made them from the seeded lessons and answers: the practice's
 * book and mastery, then each report week's report (oldest first, so each compares with the one before), the plans
 * built from the report of the week before them, and the reports' notifications.
 */
export async function seedStudyWeeks(
  db: DbExecutor,
  userId: number,
  extras: Pick<DemoStudentExtras, 'studyReports' | 'studyPlans'>,
  answers: readonly SeededAnswer[],
  calendar: StudyCalendar,
  seededAt: Date,
): Promise<void> {
  await seedPracticeStanding(db, userId, answers);
  const reports: BuiltReport[] = [];
  for (const week of extras.studyReports) {
    reports.push(await buildWeeklyReport(db, userId, calendar.day(week.weekStart), seededAt));
  }
  for (const week of extras.studyPlans) {
    const weekStart = calendar.day(week.weekStart);
    const report = reports.find((built) => built.periodStart === addDays(weekStart, -7));
    if (!report) throw new Error(`种子数据的学习计划没有前一周的学习报告：${week.weekStart}`);
    const plan = await buildNextWeekPlan(db, userId, report, weekStart);
    await tickStudiedTasks(db, userId, plan, calendar);
  }
  for (const report of reports) await notifyWeeklyReport(db, report.id, notifyStudyProgress, seededAt);
}
