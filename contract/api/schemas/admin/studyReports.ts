import { z } from 'zod';
import { defineCall } from '../contract';
import { choice } from '../fields';
import { ADMIN_API } from './paths';

/** Which week a run of the weekly reports builds: the one in progress (so far) or the last full week. */
export const REPORT_WEEKS = ['current', 'last'] as const;
export type ReportWeek = (typeof REPORT_WEEKS)[number];

export const runStudyReports = defineCall({
  path: `${ADMIN_API}/studyReports/run`,
  summary:
    '生成学习周报（需 service.write）：为所选一周（last 上一个完整周，current 本周至今，按北京时间周一至周日）有学习或做题记录的每位学员重新生成周报与下周学习计划，尚未通知的周报通知学员本人及已注册的绑定家长；同一周再次运行不会重复通知。写入操作日志',
  auth: true,
  request: z.object({ week: choice(REPORT_WEEKS).describe('last 上一个完整周；current 本周至今') }),
  response: z.object({
    weekStart: z.string().describe('所生成那一周的周一 YYYY-MM-DD'),
    reportsBuilt: z.number().int().describe('生成（或重新生成）的周报数'),
    notificationsSent: z.number().int().describe('本次写入的通知条数（学员与家长各算一条）'),
  }),
});
