import { z } from 'zod';
import { REFUND_NOTIFICATION_OUTCOMES, REFUND_REASON_MAX, REFUND_STATUSES } from '../../../vocabulary/refunds';
import { orderNo } from '../../../fields/orders';
import { defineCall } from '../contract';
import { id, isoDateTime, moneyCents, positiveInt, text, yuan } from '../fields';
import { ADMIN_API } from './paths';

/** One refund of an order as the console shows it, with the staff who asked and decided, and its callbacks. */
export const refundRow = z.object({
  id: z.number().int(),
  refundNo: z.string().describe('我方退款单号，发给支付机构的 out_refund_no'),
  amount: yuan,
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  requestedBy: z.string().describe('申请人姓名'),
  decidedBy: z.string().nullable().describe('审核人姓名'),
  decisionNote: z.string().describe('驳回理由，或支付机构的失败说明'),
  providerRefundId: z.string().nullable().describe('支付机构的退款单号'),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  succeededAt: isoDateTime.nullable(),
  failedAt: isoDateTime.nullable(),
  version: z.number().int(),
  notifications: z.array(
    z.object({ receivedAt: isoDateTime, verified: z.boolean(), outcome: z.enum(REFUND_NOTIFICATION_OUTCOMES) }),
  ),
});

export const refundRequest = defineCall({
  path: `${ADMIN_API}/order/refund/request`,
  summary:
    '申请退款（需 refunds.request）：全额或部分金额与理由，等待财务审核；同一 requestKey 重复提交只生成一笔退款；一笔订单同时只能有一笔未处理完的退款',
  auth: true,
  request: z.object({
    orderNo: orderNo(),
    amount: moneyCents().refine((cents) => cents > 0, { error: '退款金额应大于 0' }),
    reason: text(REFUND_REASON_MAX),
    requestKey: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, { error: '应为表单生成的请求键' }),
  }),
  response: refundRow,
});

export const refundApprove = defineCall({
  path: `${ADMIN_API}/order/refund/approve`,
  summary: '批准退款（需 orders.refund）：以我方退款单号向原支付机构发起退款；结果由支付机构应答、退款通知或退款任务的查询确定',
  auth: true,
  request: z.object({ refundId: id(), version: positiveInt() }),
  response: refundRow,
});

export const refundReject = defineCall({
  path: `${ADMIN_API}/order/refund/reject`,
  summary: '驳回退款（需 orders.refund）：写明理由',
  auth: true,
  request: z.object({ refundId: id(), version: positiveInt(), note: text(200) }),
  response: refundRow,
});

export type RefundRow = z.infer<typeof refundRow>;
