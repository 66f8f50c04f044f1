import { z } from 'zod';
import {
  NOTIFICATION_OUTCOMES,
  ORDER_CHANGE_STATUSES,
  ORDER_STATUSES,
  PAY_CHANNELS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATUSES,
} from '../../../vocabulary/orders';
import { orderNo } from '../../../fields/orders';
import { defineCall } from '../contract';
import { choice, isoDateTime, optionalText, optionalZonedTime, paged, pagingRequest, yuan } from '../fields';
import { ADMIN_API } from './paths';
import { refundRow } from './refunds';
import { shipmentView } from './shipping';

const orderStatus = z.enum(ORDER_STATUSES);
const payChannel = z.enum(PAY_CHANNELS);

/**
 * One order in the console's list. The list masks the middle digits of the buyer's phone (138****8000): it is
 * enough to recognise a buyer, and a page of many phones is not a contact list; the detail shows it in full.
 */
const orderRow = z.object({
  orderNo: z.string(),
  status: orderStatus,
  courses: z.array(z.string()).describe('课程名称（下单时的），按下单顺序'),
  buyerPhone: z.string().describe('中间四位隐藏，如 138****8000'),
  buyerName: z.string(),
  amount: yuan.describe('应付金额（元）'),
  paid: yuan.describe('已收金额（元）：支付成功（含其后退款）的支付之和'),
  payChannel: payChannel.nullable(),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
});

export const orderList = defineCall({
  path: `${ADMIN_API}/order/list`,
  summary:
    '订单列表（需 orders.read）：按订单号、买家手机号（完整 11 位或后四位）或课程名称搜索，按状态、支付渠道、下单时间筛选，最新的在前，分页；手机号中间四位隐藏',
  auth: true,
  request: z.object({
    q: optionalText(40).describe('订单号、手机号（11 位或后 4 位）或课程名称'),
    status: choice(ORDER_STATUSES).optional(),
    channel: choice(PAY_CHANNELS).optional(),
    /** The first moment of the range (the start of the staff member's local day), inclusive. */
    createdFrom: optionalZonedTime().describe('下单时间起（含），带时区'),
    /** The moment after the range (the start of the day after its last local day), exclusive. */
    createdBefore: optionalZonedTime().describe('下单时间止（不含），带时区'),
    ...pagingRequest,
  }),
  response: paged(orderRow),
});

/** The order list's filter as the console keeps it (in the address): '' where it is not set; days as YYYY-MM-DD. */
export interface OrderFilter {
  q: string;
  status: (typeof ORDER_STATUSES)[number] | '';
  channel: (typeof PAY_CHANNELS)[number] | '';
  /** First local day of the range, inclusive. */
  from: string;
  /** Last local day of the range, inclusive. */
  to: string;
  page: number;
}

const orderLine = z.object({
  courseId: z.number().int(),
  title: z.string().describe('下单时的课程名称'),
  listPrice: yuan.describe('原价（元），下单时的'),
  price: yuan.describe('售价（元），下单时的'),
});

export const orderDetail = defineCall({
  path: `${ADMIN_API}/order/detail`,
  summary:
    '订单详情（需 orders.read）：课程与金额（原价 − 优惠 = 实付）、状态记录、支付记录与第三方交易号、收到的支付通知、教材物流、换课申请，以及买家的完整手机号、姓名与年级',
  auth: true,
  request: z.object({ orderNo: orderNo() }),
  response: z.object({
    orderNo: z.string(),
    status: orderStatus,
    payChannel: payChannel.nullable(),
    createdAt: isoDateTime,
    paidAt: isoDateTime.nullable(),
    cancelledAt: isoDateTime.nullable(),
    refundedAt: isoDateTime.nullable(),
    closesAt: isoDateTime.nullable().describe('未支付订单的自动关闭时间'),
    changedAt: isoDateTime.nullable(),
    remark: z.string(),
    campaignChannel: z.string().nullable(),
    lines: z.array(orderLine),
    /** The breakdown as the family sees it: 原价 − 优惠 = 实付, to the cent. */
    price: z.object({ listPrice: yuan, discount: yuan, paid: yuan }),
    paid: yuan.describe('已收金额（元）：支付成功（含其后退款）的支付之和'),
    /** The buyer's contact in full: staff who may read orders call the buyer. */
    buyer: z.object({ phone: z.string(), name: z.string(), grade: z.string() }),
    receiver: z.object({ name: z.string(), phone: z.string(), region: z.string().nullable(), address: z.string() }).nullable(),
    history: z.array(z.object({ status: orderStatus, note: z.string(), at: isoDateTime })),
    payments: z.array(
      z.object({
        outTradeNo: z.string().describe('我方发给支付机构的交易号'),
        tradeNo: z.string().nullable().describe('支付机构的交易号，支付成功后才有'),
        channel: payChannel,
        provider: z.enum(PAYMENT_PROVIDER_NAMES),
        amount: yuan,
        status: z.enum(PAYMENT_STATUSES),
        createdAt: isoDateTime,
        paidAt: isoDateTime.nullable(),
        endedAt: isoDateTime.nullable().describe('失败或关闭的时间'),
      }),
    ),
    notifications: z.array(
      z.object({
        receivedAt: isoDateTime,
        provider: z.enum(PAYMENT_PROVIDER_NAMES),
        source: z.enum(['notify', 'reconcile']),
        verified: z.boolean().describe('签名是否验证通过'),
        outcome: z.enum(NOTIFICATION_OUTCOMES),
        summary: z.string().describe('通知内容摘要：交易状态、金额、交易号'),
      }),
    ),
    /** Printed material: whether the order ships any, and the parcel once shipped. */
    shipping: z.object({
      needed: z.boolean(),
      company: z.string().nullable(),
      trackingNo: z.string().nullable(),
      shippedAt: isoDateTime.nullable(),
      shippedBy: z.string().nullable().describe('发货人姓名；命令行发货时为空'),
      corrections: shipmentView.shape.corrections,
      /** Paid, with material to send and nothing sent yet: the shipping form applies. */
      canShip: z.boolean(),
    }),
    changes: z.array(
      z.object({
        fromTitle: z.string(),
        toTitle: z.string(),
        reason: z.string(),
        status: z.enum(ORDER_CHANGE_STATUSES),
        createdAt: isoDateTime,
      }),
    ),
    refunds: z.array(refundRow).describe('退款，最新的在前'),
    refundable: yuan.describe('还可退的金额（元）：已收金额减去已申请、处理中与已退的退款'),
    /** Paid through a provider that refunds online, with nothing left open: a refund can be asked for. */
    canRequestRefund: z.boolean(),
  }),
});
