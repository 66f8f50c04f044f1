import { z } from 'zod';
import { defineCall } from '../contract';
import { choice } from '../fields';
import { paymentStart } from '../pay/payOrder';
import { createOrder as userCreateOrder, isPaySuccess, myOrderDetail } from '../user/orders';
import { orderNo } from '../../../fields/orders';
import { PAY_DEVICES } from '../../../vocabulary/orders';
import { EVALUATION_API } from './paths';

/*
 * Buying the recommended course from the evaluation area. The order is the main site's: it belongs to the
 * main-site account with the evaluation account's phone (opened for it on the first purchase), goes through
 * the same checkout rules and cashier, and the course is then studied on the main site with that phone.
 */

export const createOrder = defineCall({
  path: `${EVALUATION_API}/orders/createOrder`,
  summary: '测评区购买推荐课程：为同手机号的主站账号下单（没有则开通），价格由服务器计算，支付宝付款',
  auth: true,
  // The delivery fields, the region (findRegionById) among them, are needed only for a course that posts printed material.
  request: userCreateOrder.request.pick({
    courseId: true,
    receiverName: true,
    receiverPhone: true,
    receiverAddress: true,
    receiverRegionId: true,
  }),
  response: z.object({ orderNo: z.string() }),
});

export const payOrder = defineCall({
  path: `${EVALUATION_API}/orders/payOrder`,
  summary: '测评区订单去支付：开始支付宝支付，付款后回到测评区订单详情；只能支付自己的订单',
  auth: true,
  request: z.object({ orderNo: orderNo(), device: choice(PAY_DEVICES).default('phone') }),
  response: paymentStart,
});

export const orderDetail = defineCall({
  path: `${EVALUATION_API}/orders/detail`,
  summary: '测评区订单详情：与主站订单详情相同；只能查看自己的订单',
  auth: true,
  request: z.object({ orderNo: orderNo() }),
  response: myOrderDetail.response,
});

export const payStatus = defineCall({
  path: `${EVALUATION_API}/orders/isPaySuccess`,
  summary: '测评区支付结果轮询：订单状态与最近一次支付尝试',
  auth: true,
  request: z.object({ orderNo: orderNo() }),
  response: isPaySuccess.response,
});
