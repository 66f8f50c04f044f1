import { z } from 'zod';
import { defineCall } from '../contract';
import { choice, isoDateTime, yuan } from '../fields';
import { orderNo, shareId } from '../../../fields/orders';
import { PAY_CHANNELS, PAY_DEVICES } from '../../../vocabulary/orders';
import { PAY_API } from './paths';

/*
 * Starting a payment: the server creates (or reuses) a payment of the order's own amount with the
 * provider and answers where the buyer goes. Paying a paid, closed or somebody else's order is refused.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'alipay', 'wechat', 'icbc'] as const;

export const jsapiParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.enum(['RSA', 'HMAC-SHA256']),
  paySign: z.string(),
});
export type JsapiParams = z.infer<typeof jsapiParams>;

export const paymentStart = z.object({
  outTradeNo: z.string(),
  channel: z.enum(PAY_CHANNELS),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** redirect: open `url`; qr: show `url` as a QR code to scan; jsapi: pay with `jsapi` inside WeChat. */
  kind: z.enum(['redirect', 'qr', 'jsapi']),
  url: z.string(),
  /** An address this browser can open for a QR payment (the sandbox cashier); null for real providers. */
  openUrl: z.string().nullable(),
  /** JSAPI payments: the signed parameters for WeixinJSBridge.invoke('getBrandWCPayRequest', …); null otherwise. */
  jsapi: jsapiParams.nullable().default(null),
  amount: yuan,
  expiresAt: isoDateTime,
});

/** The payer's openid (weixin/weChatOpenId), for JSAPI payments inside WeChat with a real provider. */
const openId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, 'openid 格式不正确')
  .optional();
const own = z.object({ orderNo: orderNo(), device: choice(PAY_DEVICES).default('desktop'), openId });
const shared = z.object({ shareId: shareId(), device: choice(PAY_DEVICES).default('desktop'), openId });

export const alipayPayOrder = defineCall({
  path: `${PAY_API}/alipay/payOrder`,
  summary: '支付宝支付自己的订单：电脑网站支付（跳转收银台）或手机网站支付',
  auth: true,
  request: own,
  response: paymentStart,
});

export const alipayPayOrderQrcode = defineCall({
  path: `${PAY_API}/alipay/payOrderQrcode`,
  summary: '支付宝扫码支付自己的订单（当面付预下单二维码）',
  auth: true,
  request: own,
  response: paymentStart,
});

export const weixinPayOrder = defineCall({
  path: `${PAY_API}/weixin/payOrder`,
  summary: '微信支付自己的订单：电脑上 Native 二维码，手机浏览器 H5，微信内 JSAPI',
  auth: true,
  request: own,
  response: paymentStart,
});

export const icbcPayOrder = defineCall({
  path: `${PAY_API}/icbc/payOrder`,
  summary: '工商银行支付自己的订单（跳转工行收银台）',
  auth: true,
  request: own,
  response: paymentStart,
});

export const shareWeixinPayOrder = defineCall({
  path: `${PAY_API}/share/weixin/payOrder`,
  summary: '代付：微信支付他人分享的订单',
  auth: true,
  request: shared,
  response: paymentStart,
});

export const shareAlipayPayOrder = defineCall({
  path: `${PAY_API}/share/alipay/payOrder`,
  summary: '代付：支付宝支付他人分享的订单（电脑网站支付）',
  auth: true,
  request: shared,
  response: paymentStart,
});

export const shareMovePayOrder = defineCall({
  path: `${PAY_API}/share/move/payOrder`,
  summary: '代付：手机上用支付宝支付他人分享的订单（手机网站支付）',
  auth: true,
  request: shared,
  response: paymentStart,
});

export const shareIcbcPayOrder = defineCall({
  path: `${PAY_API}/share/icbc/payOrder`,
  summary: '代付：工商银行支付他人分享的订单',
  auth: true,
  request: shared,
  response: paymentStart,
});
