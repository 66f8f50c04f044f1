import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pay from '../../../src/api/schemas/pay/payOrder';
import * as orders from '../../../src/api/schemas/user/orders';
import { hmacSign } from '../../../server/src/providers/payment/signing';
import { type CommerceApp, createCommerceApp, payInSandbox, placeOrder } from './harness';

const SANDBOX_SECRET = 'xueban-sandbox-development-secret';

/** Inside WeChat the payer pays through WeixinJSBridge with parameters the server signs. */
describe('paying inside WeChat (JSAPI)', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers signed bridge parameters for a shared order, and the cashier to fall back to', async () => {
    const child = await t.buyer();
    const parent = await t.buyer();
    const course = await t.course();
    const { shareId } = await placeOrder(t, child, course.id, 'share');
    const started = await t.ok(pay.shareWeixinPayOrder, { shareId: shareId!, device: 'wechat' }, { token: parent.token });
    expect(started.kind).toBe('jsapi');
    const params = started.jsapi!;
    expect(Object.keys(params).sort()).toEqual(['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp']);
    expect(params.package).toMatch(/^prepay_id=SBX\d{8}[0-9A-F]{16}$/);
    expect(params.timeStamp).toMatch(/^\d{10}$/);
    expect(params.signType).toBe('HMAC-SHA256');
    const { paySign, signType: _type, ...unsigned } = params;
    expect(paySign).toBe(hmacSign(unsigned, SANDBOX_SECRET));
    expect(started.openUrl).toMatch(/\/api\/pay\/sandbox\/cashier\/SBX/);
    expect(started.url).toBe(params.package);
  });

  it('takes the amount from the order, whatever the page sends', async () => {
    const buyer = await t.buyer();
    const course = await t.course();
    const { orderNo } = await placeOrder(t, buyer, course.id, 'weixin');
    const response = await t.post(
      pay.weixinPayOrder.path,
      { orderNo, device: 'wechat', amount: '0.01', total: '1', totalAmount: '0.01' },
      { token: buyer.token },
    );
    const body = response.json() as { status: number; appData: pay.JsapiParams & Record<string, unknown> };
    expect(body.status).toBe(1);
    const started = body.appData as unknown as { amount: number; jsapi: pay.JsapiParams };
    expect(started.amount).toBe(course.priceCents / 100);
    const tradeNo = started.jsapi.package.replace('prepay_id=', '');
    expect((await t.sandbox.trade(tradeNo))?.amountCents).toBe(course.priceCents);
  });

  it('follows the order to paid when the sandbox notifies the payment', async () => {
    const buyer = await t.buyer();
    const course = await t.course();
    const { orderNo } = await placeOrder(t, buyer, course.id, 'weixin');
    const started = await t.ok(pay.weixinPayOrder, { orderNo, device: 'wechat' }, { token: buyer.token });
    await payInSandbox(t, started.jsapi!.package.replace('prepay_id=', ''));
    expect((await t.ok(orders.isPaySuccess, { orderNo }, { token: buyer.token })).paid).toBe(true);
  });

  it('keeps QR codes on computers and H5 in phone browsers for WeChat Pay', async () => {
    const buyer = await t.buyer();
    const course = await t.course();
    const { orderNo } = await placeOrder(t, buyer, course.id, 'weixin');
    const desktop = await t.ok(pay.weixinPayOrder, { orderNo, device: 'desktop' }, { token: buyer.token });
    expect([desktop.kind, desktop.jsapi]).toEqual(['qr', null]);
    const phone = await t.ok(pay.weixinPayOrder, { orderNo, device: 'phone' }, { token: buyer.token });
    expect([phone.kind, phone.jsapi]).toEqual(['redirect', null]);
  });
});
