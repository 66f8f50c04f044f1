import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  chapterClasses,
  courseCategories,
  courses,
  learningRecords,
  studyPlanItems,
  studyPlans,
  studyReports,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { accuracyTrend, reportActivity } from './studyDetails';

const RECENT_LEARNING_LIMIT = 10;

export async function learningHome(db: Db, userId: number, reportId: number | undefined) {
  const [reports, recent] = await Promise.all([
    db
      .select()
      .from(studyReports)
      .where(eq(studyReports.userId, userId))
      .orderBy(desc(studyReports.periodStart), desc(studyReports.id)),
    db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        coverUrl: courses.coverUrl,
        classId: chapterClasses.id,
        classTitle: chapterClasses.title,
        watchedSec: learningRecords.watchedSec,
        progress: learningRecords.progress,
        lastStudiedAt: learningRecords.lastStudiedAt,
      })
      .from(learningRecords)
      .innerJoin(courses, eq(courses.id, learningRecords.courseId))
      .innerJoin(chapterClasses, eq(chapterClasses.id, learningRecords.classId))
      .where(and(eq(learningRecords.userId, userId), isNull(learningRecords.hiddenAt)))
      .orderBy(desc(learningRecords.lastStudiedAt), desc(learningRecords.id))
      .limit(RECENT_LEARNING_LIMIT),
  ]);
  const chosen = reportId === undefined ? reports[0] : reports.find((report) => report.id === reportId);
  if (reportId !== undefined && !chosen) throw new ApiError('学习报告不存在');
  const [activity, trend] = chosen
    ? await Promise.all([reportActivity(db, userId, chosen), accuracyTrend(db, userId, chosen.periodEnd)])
    : [null, []];
  return {
    report:
      activity && chosen
        ? {
            id: chosen.id,
            title: chosen.title,
            periodStart: chosen.periodStart,
            periodEnd: chosen.periodEnd,
            // The cards and the subjects come from the same lessons and answers as the charts, not from the figures
            // stored with the report, which nothing keeps in step with the records.
            ...activity.figures,
            subjectStats: activity.subjectStats,
            strengths: [...chosen.strengths],
            weaknesses: [...chosen.weaknesses],
            mastery: chosen.mastery.map((point) => ({ ...point })),
            summary: chosen.summary,
            teacherComment: chosen.teacherComment,
          }
        : null,
    dailyStudy: activity?.days ?? [],
    accuracyTrend: trend,
    reports: reports.map(({ id, title, periodStart, periodEnd }) => ({ id, title, periodStart, periodEnd })),
    recentLearning: recent.map((row) => ({ ...row, lastStudiedAt: iso(row.lastStudiedAt) })),
  };
}

/** Without a planId: the plan of the current week, else the latest one that has started, else the earliest. */
export async function learningPlan(db: Db, userId: number, planId: number | undefined, today: string) {
  const plans = await db
    .select()
    .from(studyPlans)
    .where(eq(studyPlans.userId, userId))
    .orderBy(desc(studyPlans.weekStart), desc(studyPlans.id));
  const chosen =
    planId === undefined
      ? (plans.find((plan) => plan.weekStart <= today) ?? plans[plans.length - 1])
      : plans.find((plan) => plan.id === planId);
  if (planId !== undefined && !chosen) throw new ApiError('学习计划不存在');
  const summaries = plans.map(({ id, title, weekStart }) => ({ id, title, weekStart }));
  if (!chosen) return { plan: null, plans: summaries };
  const items = await db
    .select({
      id: studyPlanItems.id,
      date: studyPlanItems.date,
      subjectName: courseCategories.name,
      task: studyPlanItems.task,
      durationMin: studyPlanItems.durationMin,
      courseId: studyPlanItems.courseId,
      courseTitle: courses.title,
      done: studyPlanItems.done,
    })
    .from(studyPlanItems)
    .leftJoin(courseCategories, eq(courseCategories.id, studyPlanItems.categoryId))
    .leftJoin(courses, eq(courses.id, studyPlanItems.courseId))
    .where(eq(studyPlanItems.planId, chosen.id))
    .orderBy(asc(studyPlanItems.date), asc(studyPlanItems.sort), asc(studyPlanItems.id));
  return {
    plan: {
      id: chosen.id,
      title: chosen.title,
      weekStart: chosen.weekStart,
      goal: chosen.goal,
      doneCount: items.filter((item) => item.done).length,
      items: items.map((item) => ({ ...item, subjectName: item.subjectName ?? '' })),
    },
    plans: summaries,
  };
}
