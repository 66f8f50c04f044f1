import { z } from 'zod';
import { PAYMENT_PROVIDER_NAMES } from '../../../vocabulary/orders';
import {
  RECONCILIATION_DIFF_KINDS,
  RECONCILIATION_NOTE_MAX,
  RECONCILIATION_RUN_STATUSES,
} from '../../../vocabulary/reconciliation';
import { defineCall } from '../contract';
import { choice, id, isoDateTime, paged, pagingRequest, text, yuan } from '../fields';
import { ADMIN_API } from './paths';

const side = z.object({ payments: z.number().int(), paymentTotal: yuan, refunds: z.number().int(), refundTotal: yuan });

export const reconciliationRunRow = z.object({
  id: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  day: z.string().describe('对账日期（北京时间）YYYY-MM-DD'),
  status: z.enum(RECONCILIATION_RUN_STATUSES),
  failureReason: z.string(),
  attempts: z.number().int(),
  bill: side.describe('支付机构账单中的笔数与金额'),
  ours: side.describe('我方记录的笔数与金额'),
  differences: z.number().int(),
  ranAt: isoDateTime,
});

export const reconciliationLine = z.object({
  id: z.number().int(),
  kind: z.enum(RECONCILIATION_DIFF_KINDS),
  reference: z.string().describe('我方交易号或退款单号'),
  orderNo: z.string().nullable(),
  providerTradeNo: z.string().nullable(),
  ours: yuan.nullable(),
  bill: yuan.nullable(),
  detail: z.string(),
  handled: z.boolean(),
  handledBy: z.string().nullable(),
  handledAt: isoDateTime.nullable(),
  handledNote: z.string(),
});

export const reconciliationList = defineCall({
  path: `${ADMIN_API}/reconciliation/list`,
  summary: '对账记录（需 finance.reconcile）：按日期与支付渠道，最新的日期在前，含笔数、金额与差异数',
  auth: true,
  request: z.object({ ...pagingRequest }),
  response: paged(reconciliationRunRow).extend({
    providers: z.array(z.enum(PAYMENT_PROVIDER_NAMES)).describe('有账单可对的支付渠道'),
    today: z.string().describe('今天（北京时间）'),
  }),
});

export const reconciliationDetail = defineCall({
  path: `${ADMIN_API}/reconciliation/detail`,
  summary: '一次对账的差异（需 finance.reconcile），每条可链接到订单',
  auth: true,
  request: z.object({ runId: id() }),
  response: z.object({ run: reconciliationRunRow, lines: z.array(reconciliationLine) }),
});

export const reconciliationRun = defineCall({
  path: `${ADMIN_API}/reconciliation/run`,
  summary: '重新对账某一天某个渠道（需 finance.reconcile）：替换该日的结果，不会重复',
  auth: true,
  request: z.object({
    provider: choice(PAYMENT_PROVIDER_NAMES),
    day: z
      .string({ error: '应为日期' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '应为 YYYY-MM-DD 格式的日期' })
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+08:00`)), { error: '日期不存在' }),
  }),
  response: z.object({ run: reconciliationRunRow, lines: z.array(reconciliationLine) }),
});

export const reconciliationHandle = defineCall({
  path: `${ADMIN_API}/reconciliation/handle`,
  summary: '把一条对账差异标记为已处理并写明处理说明（需 finance.reconcile）',
  auth: true,
  request: z.object({ lineId: id(), note: text(RECONCILIATION_NOTE_MAX) }),
  response: z.object({ run: reconciliationRunRow, lines: z.array(reconciliationLine) }),
});

export type ReconciliationRunRow = z.infer<typeof reconciliationRunRow>;
export type ReconciliationLineRow = z.infer<typeof reconciliationLine>;
