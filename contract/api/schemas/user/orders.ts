import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, id, isoDateTime, optionalText, paged, pagingRequest, yuan } from '../fields';
import { mobilePhone } from './fields';
import { USER_API } from './paths';
import { orderNo, shareId } from '../../../fields/orders';
import { ENROLLMENT_SOURCES } from '../../../vocabulary/families';
import { ORDER_FILTERS, ORDER_STATUSES, PAY_ATTEMPTS, PAY_CHANNELS, PAY_METHODS } from '../../../vocabulary/orders';

/*
 * Buying a course and managing its order (SPEC §7 orders/…). Amounts are yuan in answers; the server
 * computes every amount from its own records and never reads one from a request.
 */

export const orderCourse = z.object({
  courseId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  coverUrl: z.string(),
  teacherName: z.string(),
  lessonCount: z.number().int(),
  gradeName: z.string().nullable(),
  categoryName: z.string(),
  /** Price as sold in this order (yuan). */
  price: yuan,
});

export const orderSummary = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** What was (or is to be) paid. */
  amount: yuan,
  discount: yuan,
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  /** When an unpaid order closes by itself; null once it is no longer unpaid. */
  closesAt: isoDateTime.nullable(),
  payChannel: z.enum(PAY_CHANNELS).nullable(),
  /** Created with "ask someone to pay". */
  shared: z.boolean(),
  course: orderCourse,
  /** Further courses of the same order (older orders may hold several). */
  moreCourses: z.number().int(),
});

export const purchasePreview = defineCall({
  path: `${USER_API}/orders/purchasePreview`,
  summary: '购买页：课程、原价、优惠与应付金额（服务端计算），是否需要收货地址，可用的支付方式',
  auth: true,
  request: z.object({ courseId: id() }),
  response: z.object({
    course: orderCourse.extend({ hasMaterials: z.boolean() }),
    listPrice: yuan,
    discount: yuan,
    payable: yuan,
    /** The course already belongs to the user. */
    owned: z.boolean(),
    /** An unpaid order for this course that a new purchase continues. */
    pendingOrderNo: z.string().nullable(),
    payMethods: z.array(z.enum(PAY_METHODS)),
    closeAfterMinutes: z.number().int(),
  }),
});

export const createOrder = defineCall({
  path: `${USER_API}/orders/createOrder`,
  summary: '下单：金额由服务端按课程计算；同一课程未支付的订单只有一个（重复提交返回同一订单）；已拥有的课程不能再买',
  auth: true,
  request: z.object({
    courseId: id(),
    payMethod: choice(PAY_METHODS),
    receiverName: optionalText(20),
    receiverPhone: z.union([z.literal(''), mobilePhone()]).default(''),
    receiverAddress: optionalText(120),
    /** The delivery region (findRegionById): a district, or a city without districts. Required with printed material. */
    receiverRegionId: id().optional(),
    remark: optionalText(100),
  }),
  response: z.object({
    orderNo: z.string(),
    amount: yuan,
    closesAt: isoDateTime,
    /** The order existed already (a repeated click, another tab) and was continued. */
    reused: z.boolean(),
    /** Token of the share link when the method is "ask someone to pay". */
    shareId: z.string().nullable(),
  }),
});

export const buyRecord = defineCall({
  path: `${USER_API}/orders/buyRecord`,
  summary: '我的订单：按状态分页，最新在前，附各状态数量',
  auth: true,
  request: z.object({ status: choice(ORDER_FILTERS).default('all'), ...pagingRequest }),
  response: paged(orderSummary).extend({
    counts: z.object({
      all: z.number().int(),
      unpaid: z.number().int(),
      paid: z.number().int(),
      cancelled: z.number().int(),
      refunded: z.number().int(),
    }),
  }),
});

const historyEntry = z.object({ status: z.enum(ORDER_STATUSES), note: z.string(), at: isoDateTime });

export const myOrderDetail = defineCall({
  path: `${USER_API}/orders/myOrderDetail`,
  summary: '订单详情：状态、收货信息、支付方式、状态记录，以及能否支付、取消、换课',
  auth: true,
  request: z.object({ orderNo: orderNo() }),
  response: orderSummary.extend({
    receiver: z
      .object({
        name: z.string(),
        phone: z.string(),
        /** Province, city and district, e.g. 广东省 深圳市 南山区; null on orders placed before the region was asked. */
        region: z.string().nullable(),
        address: z.string(),
      })
      .nullable(),
    /** Masked phone of whoever paid, when it was not the buyer. */
    payerPhone: z.string().nullable(),
    shareId: z.string().nullable(),
    remark: z.string(),
    canPay: z.boolean(),
    canCancel: z.boolean(),
    canChange: z.boolean(),
    changedAt: isoDateTime.nullable(),
    /** The live-class sign-up page the order came from (tiktok, tencent, headlines), if any. */
    campaignChannel: z.enum(['tiktok', 'tencent', 'headlines']).nullable(),
    history: z.array(historyEntry),
    /** Money given back on the order, newest first: on its way (processing) or back in the payer's account. */
    refunds: z.array(
      z.object({
        amount: yuan,
        reason: z.string(),
        status: z.enum(['processing', 'refunded']),
        requestedAt: isoDateTime,
        refundedAt: isoDateTime.nullable(),
      }),
    ),
  }),
});

export const buyDetails = defineCall({
  path: `${USER_API}/orders/buyDetails`,
  summary: '订单商品明细：成交时的课程与价格、优惠与实付',
  auth: true,
  request: z.object({ orderNo: orderNo() }),
  response: z.object({
    orderNo: z.string(),
    items: z.array(orderCourse),
    itemsTotal: yuan,
    discount: yuan,
    amount: yuan,
  }),
});

export const logistics = defineCall({
  path: `${USER_API}/orders/logistics`,
  summary: '纸质资料物流：是否需要寄送、快递公司、单号与轨迹（最新在前）',
  auth: true,
  request: z.object({ orderNo: orderNo() }),
  response: z.object({
    needsShipping: z.boolean(),
    shipped: z.boolean(),
    company: z.string(),
    trackingNo: z.string(),
    events: z.array(z.object({ at: isoDateTime, description: z.string(), location: z.string() })),
  }),
});

export const cancelOrder = defineCall({
  path: `${USER_API}/orders/cancelOrder`,
  summary: '取消未支付的订单',
  auth: true,
  request: z.object({ orderNo: orderNo() }),
  response: z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES) }),
});

export const changeCourseDetail = defineCall({
  path: `${USER_API}/orders/changeCourseDetail`,
  summary: '换课：规则、是否可换（及原因）、期限、已学比例与可换的课程',
  auth: true,
  request: z.object({ orderNo: orderNo() }),
  response: z.object({
    orderNo: z.string(),
    course: orderCourse,
    paidAt: isoDateTime.nullable(),
    rule: z.object({ days: z.number().int(), maxWatchedPercent: z.number().int() }),
    /** Last moment a change is accepted. */
    deadline: isoDateTime.nullable(),
    watchedPercent: z.number().int(),
    eligible: z.boolean(),
    /** Why the order cannot be changed, when it cannot. */
    reason: z.string().nullable(),
    candidates: z.array(orderCourse),
  }),
});

export const modifyOrders = defineCall({
  path: `${USER_API}/orders/modifyOrders`,
  summary: '换课：把已支付订单的课程换成一门可换的课程（规则见 changeCourseDetail，服务端校验）',
  auth: true,
  request: z.object({ orderNo: orderNo(), courseId: id(), reason: optionalText(200) }),
  response: z.object({ orderNo: z.string(), course: orderCourse }),
});

export const buyShareDetails = defineCall({
  path: `${USER_API}/orders/buyShareDetails`,
  summary: '代付页：分享的订单（课程、金额、分享人脱敏手机号、状态）与可用的代付渠道',
  auth: true,
  request: z.object({ shareId: shareId() }),
  response: z.object({
    shareId: z.string(),
    status: z.enum(ORDER_STATUSES),
    amount: yuan,
    course: orderCourse,
    sharerPhone: z.string(),
    closesAt: isoDateTime.nullable(),
    /** The person looking is the one who shared it. */
    isMine: z.boolean(),
    /** Providers that can take the payment now. */
    methods: z.array(z.enum(['alipay', 'weixin', 'icbc'])),
  }),
});

export const isPaySuccess = defineCall({
  path: `${USER_API}/orders/isPaySuccess`,
  summary: '支付结果轮询：订单状态与最近一次支付尝试（按订单号查自己的订单，或按分享 ID 查代付的订单）',
  auth: true,
  request: z
    .object({ orderNo: orderNo().optional(), shareId: shareId().optional() })
    .refine((value) => Boolean(value.orderNo) !== Boolean(value.shareId), { error: '请提供订单号或分享 ID 其中之一' }),
  response: z.object({
    status: z.enum(ORDER_STATUSES),
    paid: z.boolean(),
    paidAt: isoDateTime.nullable(),
    closesAt: isoDateTime.nullable(),
    attempt: z.enum(PAY_ATTEMPTS),
    amount: yuan,
  }),
});

export const findMyCourse = defineCall({
  path: `${USER_API}/orders/findMyCourse`,
  summary: '我的课程：已购（及免费领取）的课程，最近加入在前',
  auth: true,
  request: z.object({ ...pagingRequest }),
  response: paged(
    z.object({
      courseId: z.number().int(),
      title: z.string(),
      coverUrl: z.string(),
      teacherName: z.string(),
      lessonCount: z.number().int(),
      source: z.enum(ENROLLMENT_SOURCES),
      orderNo: z.string().nullable(),
      enrolledAt: isoDateTime,
    }),
  ),
});

/** Receiver fields are required for courses that ship printed material; the texts the server answers with. */
export const RECEIVER_REQUIRED = {
  name: '请填写收货人姓名',
  phone: '请填写收货人手机号',
  address: '请填写收货地址',
  region: '请选择收货地区（省、市、区县）',
} as const;
