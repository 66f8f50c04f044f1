import { z } from 'zod';
import { ORDER_STATUSES, PAY_CHANNELS } from '../../../vocabulary/orders';
import { EXPORT_FORMATS, EXPORT_MAX_DAYS, EXPORT_TICKET_SECONDS } from '../../../vocabulary/exports';
import { defineCall } from '../contract';
import { choice, isoDateTime, optionalText, optionalZonedTime } from '../fields';
import { ADMIN_API } from './paths';

/**
 * Where a ticket is exchanged for its file: a plain GET the browser downloads itself (a link cannot carry the
 * console's Authorization header, so the ticket stands in for it: single use, valid for a minute).
 */
export const EXPORT_DOWNLOAD_PATH = `${ADMIN_API}/export/download`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** One hour more than the days, so a range that crosses a daylight-saving change is still whole days. */
const MAX_SPAN_MS = EXPORT_MAX_DAYS * DAY_MS + 60 * 60 * 1000;

/** A range of creation times, both ends required, in order and at most EXPORT_MAX_DAYS days long. */
const range = {
  createdFrom: optionalZonedTime().describe('创建时间起（含），带时区；必填'),
  createdBefore: optionalZonedTime().describe('创建时间止（不含），带时区；必填'),
};

function checkRange(input: { createdFrom: string; createdBefore: string }, context: z.RefinementCtx) {
  if (!input.createdFrom) context.addIssue({ code: 'custom', message: '请选择开始日期', path: ['createdFrom'] });
  if (!input.createdBefore) context.addIssue({ code: 'custom', message: '请选择结束日期', path: ['createdBefore'] });
  if (!input.createdFrom || !input.createdBefore) return;
  const span = Date.parse(input.createdBefore) - Date.parse(input.createdFrom);
  if (span <= 0) context.addIssue({ code: 'custom', message: '结束日期应不早于开始日期', path: ['createdBefore'] });
  else if (span > MAX_SPAN_MS)
    context.addIssue({ code: 'custom', message: `一次最多导出 ${EXPORT_MAX_DAYS} 天`, path: ['createdBefore'] });
}

const ticket = z.object({
  ticket: z.string().describe(`下载凭证：只能用一次，${EXPORT_TICKET_SECONDS} 秒内有效`),
  downloadPath: z.string().describe(`GET 此地址（${EXPORT_DOWNLOAD_PATH}?ticket=…）即下载文件`),
  expiresAt: isoDateTime,
});

export const orderExport = defineCall({
  path: `${ADMIN_API}/export/orders`,
  summary: `导出订单（需 orders.export）：按订单列表的筛选条件（关键词、状态、支付渠道）与下单时间范围（必填，最多 ${EXPORT_MAX_DAYS} 天）导出 CSV（UTF-8 带 BOM）或 XLSX；返回一次性下载凭证，文件边查边写；写入操作日志`,
  auth: true,
  request: z
    .object({
      format: choice(EXPORT_FORMATS),
      q: optionalText(40).describe('订单号、手机号（11 位或后 4 位）或课程名称'),
      status: choice(ORDER_STATUSES).optional(),
      channel: choice(PAY_CHANNELS).optional(),
      ...range,
    })
    .superRefine(checkRange),
  response: ticket,
});

export const refundExport = defineCall({
  path: `${ADMIN_API}/export/refunds`,
  summary: `导出退款（需 orders.export）：按申请时间范围（必填，最多 ${EXPORT_MAX_DAYS} 天）导出 CSV（UTF-8 带 BOM）或 XLSX；返回一次性下载凭证；写入操作日志`,
  auth: true,
  request: z.object({ format: choice(EXPORT_FORMATS), ...range }).superRefine(checkRange),
  response: ticket,
});
