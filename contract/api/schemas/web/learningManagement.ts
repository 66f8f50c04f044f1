import { z } from 'zod';
import { defineCall } from '../contract';
import { flag, id, isoDateTime, optionalId } from '../fields';
import { WEB_API } from './paths';

/** A knowledge point at the end of a report's week: mastery 0..100 and its move since the previous report. */
export const reportMastery = z.object({
  subject: z.string().describe('学科代码'),
  subjectName: z.string(),
  knowledgePoint: z.string(),
  score: z.number().int().describe('掌握度 0..100'),
  change: z.number().int().nullable().describe('与上一份报告相比的变化；上一份报告里没有这个知识点时为 null'),
});

export const studyReport = z.object({
  id: z.number().int(),
  title: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  studyMinutes: z.number().int(),
  finishedClasses: z.number().int(),
  exerciseCount: z.number().int(),
  accuracy: z.number().int(),
  subjectStats: z.array(
    z.object({ subject: z.string(), subjectName: z.string(), studyMinutes: z.number().int(), accuracy: z.number().int() }),
  ),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  /** Every knowledge point answered up to the report's end, as it stood then. */
  mastery: z.array(reportMastery),
  /** One line of the week's numbers, as the family's notification said it; empty for reports from before it. */
  summary: z.string(),
  /** A teacher's words; empty until a teacher writes some. */
  teacherComment: z.string(),
});

/** Minutes studied on one day of the report's period: lesson time plus exercise time, China time. */
export const dailyStudy = z.object({ date: z.string(), minutes: z.number().int() });

/** Exercises answered in one week (weekStart, a Monday); accuracy is null in a week without answers. */
export const weeklyAccuracy = z.object({
  weekStart: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().int().nullable(),
});

export const learningHome = defineCall({
  path: `${WEB_API}/learningManagement/home`,
  summary: '学习管理首页：学习报告与最近学习',
  auth: true,
  request: z.object({ reportId: optionalId() }),
  response: z.object({
    report: studyReport.nullable(),
    /** One entry per day of the chosen report's period (empty without a report). */
    dailyStudy: z.array(dailyStudy),
    /** The weeks up to the end of the chosen report's period, oldest first (empty without a report). */
    accuracyTrend: z.array(weeklyAccuracy),
    reports: z.array(z.object({ id: z.number().int(), title: z.string(), periodStart: z.string(), periodEnd: z.string() })),
    recentLearning: z.array(
      z.object({
        courseId: z.number().int(),
        courseTitle: z.string(),
        coverUrl: z.string(),
        classId: z.number().int(),
        classTitle: z.string(),
        watchedSec: z.number().int(),
        progress: z.number().int(),
        lastStudiedAt: z.string(),
      }),
    ),
  }),
});

export const childReport = defineCall({
  path: `${WEB_API}/learningManagement/childReport`,
  summary:
    '家长查看绑定孩子的一份学习周报（周报通知里的链接）：与学员本人的学习报告相同的数字与图表，以及孩子的其他周报；不含最近学习。只有绑定了该学员的家长账号（手机号一致）可以打开',
  auth: true,
  request: z.object({ reportId: id() }),
  response: learningHome.response.extend({ student: z.object({ name: z.string().describe('孩子的姓名，未填写时为空') }) }),
});

export const learningPlan = defineCall({
  path: `${WEB_API}/learningManagement/plan`,
  summary: '学习计划：指定或最近一周的计划',
  auth: true,
  request: z.object({ planId: optionalId() }),
  response: z.object({
    plan: z
      .object({
        id: z.number().int(),
        title: z.string(),
        weekStart: z.string(),
        goal: z.string(),
        doneCount: z.number().int(),
        items: z.array(
          z.object({
            id: z.number().int(),
            date: z.string(),
            subjectName: z.string(),
            task: z.string(),
            durationMin: z.number().int(),
            courseId: z.number().int().nullable(),
            courseTitle: z.string().nullable(),
            done: z.boolean(),
          }),
        ),
      })
      .nullable(),
    plans: z.array(z.object({ id: z.number().int(), title: z.string(), weekStart: z.string() })),
  }),
});

export const planTask = defineCall({
  path: `${WEB_API}/learningManagement/planTask`,
  summary: '学习计划：勾选或取消一项任务（仅计划本人）',
  auth: true,
  request: z.object({ planId: id(), itemId: id(), done: flag() }),
  response: z.object({ planId: z.number().int(), itemId: z.number().int(), done: z.boolean(), doneCount: z.number().int() }),
});

/** Optional report whose period limits a detail list; without it the whole history. */
const detailRequest = z.object({ reportId: optionalId() });
const detailPeriod = z
  .object({ reportId: z.number().int(), title: z.string(), periodStart: z.string(), periodEnd: z.string() })
  .nullable();

export const exerciseDetail = defineCall({
  path: `${WEB_API}/learningManagement/exerciseDetail`,
  summary: '练习报告详情：作答记录、对错、解析与汇总',
  auth: true,
  request: detailRequest,
  response: z.object({
    period: detailPeriod,
    summary: z.object({
      answered: z.number().int(),
      correct: z.number().int(),
      /** 0..100, null without answers */
      accuracy: z.number().int().nullable(),
      spentSec: z.number().int(),
      subjects: z.array(
        z.object({ subjectName: z.string(), answered: z.number().int(), correct: z.number().int(), accuracy: z.number().int() }),
      ),
    }),
    items: z.array(
      z.object({
        id: z.number().int(),
        answeredAt: isoDateTime,
        subjectName: z.string(),
        knowledgePoint: z.string(),
        question: z.string(),
        options: z.array(z.object({ key: z.string(), text: z.string() })),
        chosen: z.string().nullable(),
        answer: z.string(),
        isCorrect: z.boolean(),
        analysis: z.string(),
        spentSec: z.number().int(),
      }),
    ),
  }),
});

export const learningDetail = defineCall({
  path: `${WEB_API}/learningManagement/learningDetail`,
  summary: '学习报告详情：观看的课时、时长、完成度与汇总',
  auth: true,
  request: detailRequest,
  response: z.object({
    period: detailPeriod,
    summary: z.object({
      lessons: z.number().int(),
      finished: z.number().int(),
      watchedSec: z.number().int(),
      /** 0..100, null without lessons */
      averageProgress: z.number().int().nullable(),
      courses: z.array(
        z.object({
          courseId: z.number().int(),
          courseTitle: z.string(),
          lessons: z.number().int(),
          watchedSec: z.number().int(),
        }),
      ),
    }),
    items: z.array(
      z.object({
        classId: z.number().int(),
        classTitle: z.string(),
        courseId: z.number().int(),
        courseTitle: z.string(),
        subjectName: z.string(),
        watchedSec: z.number().int(),
        progress: z.number().int(),
        finished: z.boolean(),
        lastStudiedAt: isoDateTime,
      }),
    ),
  }),
});
