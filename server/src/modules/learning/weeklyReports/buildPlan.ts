import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/client';
import { courseCategories, studyPlanItems, studyPlans } from '../../../platform/db/schema';
import { addDays } from '../studyDetails';
import type { BuiltReport } from './buildReport';
import { nextLessons } from './nextLessons';
import { planTasks, taskDay } from './planTasks';
import { goalOf } from './reportText';
import { studyPlanTitle } from './titles';
import { weekOf } from './week';

async function categoryIdsOf(db: DbExecutor, report: BuiltReport) {
  const codes = [...new Set(report.mastery.map((point) => point.subject))];
  if (codes.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: courseCategories.id, code: courseCategories.code })
    .from(courseCategories)
    .where(inArray(courseCategories.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The tasks of the plan that are ticked, by their text. */
async function tickedTasks(db: DbExecutor, planId: number): Promise<Set<string>> {
  const rows = await db
    .select({ task: studyPlanItems.task })
    .from(studyPlanItems)
    .where(and(eq(studyPlanItems.planId, planId), eq(studyPlanItems.done, true)));
  return new Set(rows.map((row) => row.task));
}

/**
 * Builds the plan of the week after a report (nextWeekStart, a Monday) from it: the next unfinished lessons of the
 * student's courses, the weakest knowledge points to practise and the wrong-answer book, spread over Monday..Friday,
 * with a goal drawn from the report's numbers. One plan per user and week: building it again replaces its tasks,
 * and a task whose text is unchanged keeps its tick. Runs inside the caller's transaction; the plan's row is taken
 * by the upsert, so two builds of one plan at once replace its tasks one after the other.
 */
export async function buildNextWeekPlan(db: DbExecutor, userId: number, report: BuiltReport, nextWeekStart: string) {
  const week = weekOf(nextWeekStart);
  const reportEnd = weekOf(report.periodStart).to;
  const lessons = await nextLessons(db, userId, reportEnd);
  const categoryIds = await categoryIdsOf(db, report);
  const { tasks, weakPoints } = planTasks(
    lessons,
    report.mastery,
    report.openWrongAnswers,
    (subject) => categoryIds.get(subject) ?? null,
  );
  const plan = {
    title: studyPlanTitle(week.periodStart),
    goal: goalOf(report.figures, { lessons: lessons.length, weakPoints, wrongAnswers: report.openWrongAnswers }),
    reportId: report.id,
  };
  const [row] = await db
    .insert(studyPlans)
    .values({ userId, weekStart: week.periodStart, ...plan })
    .onConflictDoUpdate({ target: [studyPlans.userId, studyPlans.weekStart], set: { ...plan, updatedAt: new Date() } })
    .returning({ id: studyPlans.id });
  if (!row) throw new Error('学习计划写入失败');
  const ticked = await tickedTasks(db, row.id);
  await db.delete(studyPlanItems).where(eq(studyPlanItems.planId, row.id));
  if (tasks.length > 0) {
    await db.insert(studyPlanItems).values(
      tasks.map((task, index) => ({
        planId: row.id,
        date: addDays(week.periodStart, taskDay(index)),
        ...task,
        done: ticked.has(task.task),
        sort: index + 1,
      })),
    );
  }
  return { id: row.id, weekStart: week.periodStart, tasks: tasks.length };
}
