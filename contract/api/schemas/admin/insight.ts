import { z } from 'zod';
import { INSIGHT_GRAINS, insightRangeProblem, SITE_CHANNELS } from '../../../vocabulary/insight';
import { defineCall } from '../contract';
import { choice } from '../fields';
import { ADMIN_API } from './paths';

const fen = z.number().int().describe('金额，单位分（整数）');
const day = z.string().describe('上海时间的日期 YYYY-MM-DD');

/** One day or week of money: what was paid, what was given back, and what stayed. */
const period = z.object({
  start: day.describe('这一天，或这一周的星期一'),
  sales: fen.describe('当期支付成功的订单金额（分），按支付时间'),
  refunds: fen.describe('当期退款成功的金额（分），按退款完成时间'),
  net: fen.describe('销售额 − 退款（分）'),
  orders: z.number().int().describe('当期支付成功的订单数'),
  payingFamilies: z.number().int().describe('当期有支付成功订单的买家数（去重）'),
});

const channelRow = z.object({
  channel: z.enum([...SITE_CHANNELS, 'unknown']).describe('PC、H5、微信；unknown 为记录渠道之前的账号和订单'),
  visits: z.number().int().describe('公开网站的页面访问次数'),
  signups: z.number().int().describe('新注册的账号数'),
  firstOrders: z.number().int().describe('首单：买家的第一笔支付成功订单，按下单渠道'),
});

const courseRow = z.object({
  courseId: z.number().int(),
  title: z.string(),
  count: z.number().int().describe('售出份数'),
  amount: fen.describe('售出金额（分）'),
});

const completionRow = z.object({
  courseId: z.number().int(),
  title: z.string(),
  enrolled: z.number().int().describe('有效报名的学员数（截至结束日）'),
  lessons: z.number().int().describe('课时数'),
  finishedStudents: z.number().int().describe('学完全部课时的学员数'),
  lessonCompletion: z.number().describe('课时完成率 0..1：学完的（学员, 课时）数 ÷（学员数 × 课时数）'),
});

export const insightDashboard = defineCall({
  path: `${ADMIN_API}/insight/dashboard`,
  summary:
    '数据看板（需 insight.read）：所选日期范围（上海时间，最长 366 天）内按日或按周的销售额、退款、净额与付费家庭数，各渠道的访问 → 注册 → 首单，热销课程与课程完课率；金额单位为分',
  auth: true,
  request: z
    .object({
      from: z.string({ error: '请选择开始日期' }).trim().describe('开始日期 YYYY-MM-DD（含）'),
      to: z.string({ error: '请选择结束日期' }).trim().describe('结束日期 YYYY-MM-DD（含）'),
      grain: choice(INSIGHT_GRAINS).default('day'),
    })
    .superRefine((range, context) => {
      const problem = insightRangeProblem(range.from, range.to);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['from'] });
    }),
  response: z.object({
    from: day,
    to: day,
    grain: z.enum(INSIGHT_GRAINS),
    totals: period.omit({ start: true }),
    periods: z.array(period),
    channels: z.array(channelRow),
    courses: z.array(courseRow).describe('售出金额最高的 10 门课程'),
    completion: z.array(completionRow).describe('报名人数最多的 10 门课程'),
  }),
});

export type InsightDashboard = z.infer<typeof insightDashboard.response>;
export type InsightPeriod = z.infer<typeof period>;
export type InsightChannelRow = z.infer<typeof channelRow>;
export type InsightCourseRow = z.infer<typeof courseRow>;
export type InsightCompletionRow = z.infer<typeof completionRow>;
