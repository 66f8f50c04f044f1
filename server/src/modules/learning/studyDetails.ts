import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client';
import {
  chapterClasses,
  courseCategories,
  courses,
  exerciseRecords,
  exercises,
  learningRecords,
  type OptionKey,
  studyPlanItems,
  studyPlans,
  studyReports,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { answerText, rightAnswerOf } from './practice/marking';

const DAY_MS = 24 * 3600 * 1000;
const CHINA_OFFSET_MS = 8 * 3600 * 1000;
/** Weeks shown in the accuracy trend, the report's own week last. */
export const ACCURACY_WEEKS = 6;
/** Most recent answers listed on the exercise detail page. */
export const EXERCISE_DETAIL_LIMIT = 100;

/** Calendar date in China time, whatever the server's zone: reports and plans are dated that way. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start of a China-time calendar day as an instant. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}

interface Period {
  periodStart: string;
  periodEnd: string;
}

/**
 * What a report shows for its period, all from the same rows: minutes per day (lesson time counted on the day it was
 * last studied, plus exercise time) and the figures of its cards. The cards are derived here rather than stored, so
 * the study time is the sum of the daily bars and the accuracy is the week's point of the accuracy trend; the lessons
 * and answers are those the report's learning and exercise details list.
 */
export async function reportActivity(db: DbExecutor, userId: number, period: Period) {
  const from = dayStart(period.periodStart);
  const to = dayStart(addDays(period.periodEnd, 1));
  const subject = { code: courseCategories.code, name: courseCategories.name };
  const [lessons, answers] = await Promise.all([
    db
      .select({
        at: learningRecords.lastStudiedAt,
        sec: learningRecords.watchedSec,
        finishedAt: learningRecords.finishedAt,
        ...subject,
      })
      .from(learningRecords)
      .innerJoin(courses, eq(courses.id, learningRecords.courseId))
      .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
      .where(
        and(eq(learningRecords.userId, userId), gte(learningRecords.lastStudiedAt, from), lt(learningRecords.lastStudiedAt, to)),
      ),
    db
      .select({ at: exerciseRecords.answeredAt, sec: exerciseRecords.spentSec, isCorrect: exerciseRecords.isCorrect, ...subject })
      .from(exerciseRecords)
      .innerJoin(exercises, eq(exercises.id, exerciseRecords.exerciseId))
      .innerJoin(courseCategories, eq(courseCategories.id, exercises.categoryId))
      .where(and(eq(exerciseRecords.userId, userId), gte(exerciseRecords.answeredAt, from), lt(exerciseRecords.answeredAt, to))),
  ]);
  const seconds = new Map<string, number>();
  const subjects = new Map<string, { subject: string; subjectName: string; sec: number; answered: number; correct: number }>();
  const subjectOf = (row: { code: string; name: string }) => {
    let entry = subjects.get(row.code);
    if (!entry) subjects.set(row.code, (entry = { subject: row.code, subjectName: row.name, sec: 0, answered: 0, correct: 0 }));
    return entry;
  };
  for (const row of [...lessons, ...answers]) {
    const day = chinaDay(row.at);
    seconds.set(day, (seconds.get(day) ?? 0) + row.sec);
    subjectOf(row).sec += row.sec;
  }
  for (const row of answers) {
    const entry = subjectOf(row);
    entry.answered += 1;
    if (row.isCorrect) entry.correct += 1;
  }
  const days: { date: string; minutes: number }[] = [];
  for (let day = period.periodStart; day <= period.periodEnd; day = addDays(day, 1)) {
    days.push({ date: day, minutes: Math.round((seconds.get(day) ?? 0) / 60) });
  }
  const correct = answers.filter((row) => row.isCorrect).length;
  const byTime = [...subjects.values()].sort((a, b) => b.sec - a.sec || a.subject.localeCompare(b.subject));
  return {
    days,
    figures: {
      // The sum of the rounded bars, so the card and the chart's "本期共学习" caption never differ by rounding.
      studyMinutes: days.reduce((sum, day) => sum + day.minutes, 0),
      finishedClasses: lessons.filter((row) => row.finishedAt !== null).length,
      exerciseCount: answers.length,
      // A period without answers has no accuracy; the card shows 0 as the subject accuracies of the details do.
      accuracy: percent(correct, answers.length) ?? 0,
    },
    /*
     * Mastery by subject, as the exercise details count it: only subjects with answers in the period have an
     * accuracy to show (a subject only watched would read as 0 % mastered). Most time first.
     */
    subjectStats: byTime
      .filter((entry) => entry.answered > 0)
      .map((entry) => ({
        subject: entry.subject,
        subjectName: entry.subjectName,
        studyMinutes: Math.round(entry.sec / 60),
        accuracy: percent(entry.correct, entry.answered) ?? 0,
      })),
    /** Every subject studied or answered in the period, most time first (a subject only watched included). */
    studiedSubjects: byTime.map((entry) => ({
      subject: entry.subject,
      subjectName: entry.subjectName,
      studyMinutes: Math.round(entry.sec / 60),
    })),
  };
}

/** Answers and right answers per week, for the weeks up to the one the period ends in. */
export async function accuracyTrend(db: Db, userId: number, periodEnd: string) {
  const lastWeek = mondayOf(periodEnd);
  const firstWeek = addDays(lastWeek, -7 * (ACCURACY_WEEKS - 1));
  const rows = await db
    .select({ at: exerciseRecords.answeredAt, isCorrect: exerciseRecords.isCorrect })
    .from(exerciseRecords)
    .where(
      and(
        eq(exerciseRecords.userId, userId),
        gte(exerciseRecords.answeredAt, dayStart(firstWeek)),
        lt(exerciseRecords.answeredAt, dayStart(addDays(lastWeek, 7))),
      ),
    );
  const weeks = Array.from({ length: ACCURACY_WEEKS }, (_, index) => ({
    weekStart: addDays(firstWeek, index * 7),
    answered: 0,
    correct: 0,
  }));
  for (const row of rows) {
    const week = weeks.find((entry) => entry.weekStart === mondayOf(chinaDay(row.at)));
    if (!week) continue;
    week.answered += 1;
    if (row.isCorrect) week.correct += 1;
  }
  return weeks.map((week) => ({ ...week, accuracy: percent(week.correct, week.answered) }));
}

/** Ticks or unticks one task of a plan; only the plan's owner may, and the item must belong to the plan. */
export async function setPlanTask(db: Db, userId: number, input: { planId: number; itemId: number; done: boolean }) {
  return db.transaction(async (tx) => {
    const [plan] = await tx.select({ userId: studyPlans.userId }).from(studyPlans).where(eq(studyPlans.id, input.planId));
    if (!plan) throw new ApiError('学习计划不存在');
    if (plan.userId !== userId) throw new ApiError('只能修改自己的学习计划');
    const [updated] = await tx
      .update(studyPlanItems)
      .set({ done: input.done, updatedAt: new Date() })
      .where(and(eq(studyPlanItems.id, input.itemId), eq(studyPlanItems.planId, input.planId)))
      .returning({ id: studyPlanItems.id });
    if (!updated) throw new ApiError('计划任务不存在');
    const doneCount = await tx.$count(
      studyPlanItems,
      and(eq(studyPlanItems.planId, input.planId), eq(studyPlanItems.done, true)),
    );
    return { planId: input.planId, itemId: input.itemId, done: input.done, doneCount };
  });
}

/** The report whose period limits a detail list, checked to be the user's own. */
async function reportPeriod(db: Db, userId: number, reportId: number | undefined) {
  if (reportId === undefined) return null;
  const [report] = await db
    .select({
      reportId: studyReports.id,
      title: studyReports.title,
      periodStart: studyReports.periodStart,
      periodEnd: studyReports.periodEnd,
    })
    .from(studyReports)
    .where(and(eq(studyReports.id, reportId), eq(studyReports.userId, userId)));
  if (!report) throw new ApiError('学习报告不存在');
  return report;
}

function periodRange(period: Period | null) {
  return period ? { from: dayStart(period.periodStart), to: dayStart(addDays(period.periodEnd, 1)) } : null;
}

/**
 * The answer given and the right one, each on one line whatever the kind: "B", "A、C" or the blanks' texts joined
 * by "；". A question answered with nothing shows no answer.
 */
function answersAsText(
  question: Parameters<typeof rightAnswerOf>[0],
  record: { chosen: OptionKey | null; response: string[] | null },
) {
  const given = question.kind === 'single' ? record.chosen : record.response;
  return {
    chosen: given === null ? null : answerText(question, given),
    answer: answerText(question, rightAnswerOf(question)),
  };
}

export async function exerciseDetail(db: Db, userId: number, reportId: number | undefined) {
  const period = await reportPeriod(db, userId, reportId);
  const range = periodRange(period);
  const rows = await db
    .select({
      id: exerciseRecords.id,
      answeredAt: exerciseRecords.answeredAt,
      subjectName: courseCategories.name,
      knowledgePoint: exercises.knowledgePoint,
      question: exercises.question,
      options: exercises.options,
      chosen: exerciseRecords.chosen,
      response: exerciseRecords.response,
      kind: exercises.kind,
      answer: exercises.answer,
      answerKeys: exercises.answerKeys,
      blanks: exercises.blanks,
      isCorrect: exerciseRecords.isCorrect,
      analysis: exercises.analysis,
      spentSec: exerciseRecords.spentSec,
    })
    .from(exerciseRecords)
    .innerJoin(exercises, eq(exercises.id, exerciseRecords.exerciseId))
    .innerJoin(courseCategories, eq(courseCategories.id, exercises.categoryId))
    .where(
      and(
        eq(exerciseRecords.userId, userId),
        range ? gte(exerciseRecords.answeredAt, range.from) : undefined,
        range ? lt(exerciseRecords.answeredAt, range.to) : undefined,
      ),
    )
    .orderBy(desc(exerciseRecords.answeredAt), desc(exerciseRecords.id));
  const bySubject = new Map<string, { answered: number; correct: number }>();
  for (const row of rows) {
    const entry = bySubject.get(row.subjectName) ?? { answered: 0, correct: 0 };
    entry.answered += 1;
    if (row.isCorrect) entry.correct += 1;
    bySubject.set(row.subjectName, entry);
  }
  const correct = rows.filter((row) => row.isCorrect).length;
  return {
    period,
    summary: {
      answered: rows.length,
      correct,
      accuracy: percent(correct, rows.length),
      spentSec: rows.reduce((sum, row) => sum + row.spentSec, 0),
      subjects: [...bySubject].map(([subjectName, entry]) => ({
        subjectName,
        ...entry,
        accuracy: percent(entry.correct, entry.answered) ?? 0,
      })),
    },
    items: rows.slice(0, EXERCISE_DETAIL_LIMIT).map(({ response, kind, answerKeys, blanks, ...row }) => ({
      ...row,
      answeredAt: iso(row.answeredAt),
      options: row.options.map((option) => ({ key: option.key, text: option.text })),
      ...answersAsText({ kind, answer: row.answer, answerKeys, blanks }, { chosen: row.chosen, response }),
    })),
  };
}

export async function learningDetail(db: Db, userId: number, reportId: number | undefined) {
  const period = await reportPeriod(db, userId, reportId);
  const range = periodRange(period);
  const rows = await db
    .select({
      classId: chapterClasses.id,
      classTitle: chapterClasses.title,
      courseId: courses.id,
      courseTitle: courses.title,
      subjectName: courseCategories.name,
      watchedSec: learningRecords.watchedSec,
      progress: learningRecords.progress,
      finishedAt: learningRecords.finishedAt,
      lastStudiedAt: learningRecords.lastStudiedAt,
    })
    .from(learningRecords)
    .innerJoin(courses, eq(courses.id, learningRecords.courseId))
    .innerJoin(chapterClasses, eq(chapterClasses.id, learningRecords.classId))
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
    .where(
      and(
        eq(learningRecords.userId, userId),
        range ? gte(learningRecords.lastStudiedAt, range.from) : undefined,
        range ? lt(learningRecords.lastStudiedAt, range.to) : undefined,
      ),
    )
    .orderBy(desc(learningRecords.lastStudiedAt), desc(learningRecords.id));
  const byCourse = new Map<number, { courseId: number; courseTitle: string; lessons: number; watchedSec: number }>();
  for (const row of rows) {
    const entry = byCourse.get(row.courseId) ?? {
      courseId: row.courseId,
      courseTitle: row.courseTitle,
      lessons: 0,
      watchedSec: 0,
    };
    entry.lessons += 1;
    entry.watchedSec += row.watchedSec;
    byCourse.set(row.courseId, entry);
  }
  return {
    period,
    summary: {
      lessons: rows.length,
      finished: rows.filter((row) => row.finishedAt !== null).length,
      watchedSec: rows.reduce((sum, row) => sum + row.watchedSec, 0),
      averageProgress: percent(
        rows.reduce((sum, row) => sum + row.progress, 0),
        rows.length * 100,
      ),
      courses: [...byCourse.values()],
    },
    items: rows.map(({ finishedAt, lastStudiedAt, ...row }) => ({
      ...row,
      finished: finishedAt !== null,
      lastStudiedAt: iso(lastStudiedAt),
    })),
  };
}
