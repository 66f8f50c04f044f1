/**
 * The console's exports of orders and refunds: the file formats, how long a range one file may cover, and the
 * words the files are written in. The files are for finance's spreadsheets, so they speak Chinese whatever
 * language the console is shown in.
 */
import type { OrderStatus, PayChannel } from './orders';
import type { RefundStatus } from './refunds';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_KINDS = ['orders', 'refunds'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The longest range of days one export may cover: a year, leap day included. */
export const EXPORT_MAX_DAYS = 366;

/** How long a download ticket may wait to be used. */
export const EXPORT_TICKET_SECONDS = 60;

/** The time zone the files' times are written in: the business's own. */
export const EXPORT_TIME_ZONE = 'Asia/Shanghai';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  unpaid: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  refunded: '已退款',
};

export const PAY_CHANNEL_LABELS: Readonly<Record<PayChannel, string>> = {
  alipay: '支付宝',
  'alipay-qrcode': '支付宝扫码',
  weixin: '微信支付',
  icbc: '工商银行',
  'share-weixin': '微信代付',
  'share-alipay': '支付宝代付',
  'share-move': '手机支付宝代付',
  'share-icbc': '工商银行代付',
  sandbox: '在线支付',
};

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  requested: '待审核',
  rejected: '已驳回',
  processing: '退款中',
  succeeded: '已退款',
  failed: '退款失败',
};

export const ORDER_EXPORT_COLUMNS = [
  '订单号',
  '下单时间',
  '支付时间',
  '课程',
  '应付金额（元）',
  '已收金额（元）',
  '已退金额（元）',
  '支付渠道',
  '状态',
  '买家手机号',
  '支付交易号',
] as const;

export const REFUND_EXPORT_COLUMNS = [
  '退款单号',
  '订单号',
  '退款金额（元）',
  '退款原因',
  '状态',
  '申请人',
  '审核人',
  '申请时间',
  '审核时间',
  '到账时间',
  '支付机构退款单号',
] as const;

/** The last line of a whole CSV file: a file without it was cut off and is not to be trusted. */
export const exportSummaryLine = (rows: number) => `# 导出完成，共 ${rows} 条`;
