import { z } from 'zod';
import { defineCall } from '../contract';
import { optionalId } from '../fields';
import { WEB_API } from './paths';

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
  teacherComment: z.string(),
});

export const learningHome = defineCall({
  path: `${WEB_API}/learningManagement/home`,
  summary: '学习管理首页：学习报告与最近学习',
  auth: true,
  request: z.object({ reportId: optionalId() }),
  response: z.object({
    report: studyReport.nullable(),
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
