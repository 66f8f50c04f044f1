import { describe, expect, it } from 'vitest';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import type * as orders from '../../../../contract/vocabulary/orders';
import { commerceAppForTests, placeOrder } from './harness';
import { DESKTOP_UA, IPHONE_UA, WECHAT_IPHONE_UA as WECHAT_UA } from './userAgents';

/**
 * How WeChat Pay is paid follows where the payer really is: a QR code only on a computer, H5 (the provider's
 * mobile cashier, back to the phone's result page) in a phone browser, JSAPI inside WeChat. A phone is never
 * handed a QR code it would have to scan with itself, whatever device the page names.
 */
describe('the payment device', () => {
  const shop = commerceAppForTests();

  async function startWeixin(device: orders.PayDevice, userAgent: string) {
    const buyer = await shop.t.buyer();
    const course = await shop.t.course();
    const { orderNo } = await placeOrder(shop.t, buyer, course.id, 'weixin' as orders.PayMethod);
    const started = await shop.t.ok(
      pay.weixinPayOrder,
      { orderNo, device },
      { token: buyer.token, headers: { 'user-agent': userAgent } },
    );
    return { orderNo, started };
  }

  it('pays WeChat Pay in a phone browser through H5: the sandbox cashier, which sends the phone back to /m/order/success', async () => {
    const { orderNo, started } = await startWeixin('phone', IPHONE_UA);
    expect(started.kind).toBe('redirect');
    expect(started.jsapi).toBeNull();
    const tradeNo = /\/api\/pay\/sandbox\/cashier\/(SBX[0-9A-F]+)$/.exec(started.url)?.[1];
    expect(tradeNo, started.url).toBeTruthy();
    const paid = await shop.t.app.inject({
      method: 'POST',
      url: `/api/pay/sandbox/cashier/${tradeNo}`,
      payload: 'decision=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': IPHONE_UA },
    });
    expect(paid.statusCode).toBe(303);
    expect(new URL(paid.headers.location as string).pathname + new URL(paid.headers.location as string).search).toBe(
      `/m/order/success?orderNo=${orderNo}`,
    );
    await shop.t.sandbox.settled();
  });

  it('gives a phone browser H5, not a QR code, even when its page says it is a computer', async () => {
    const { started } = await startWeixin('desktop', IPHONE_UA);
    expect(started.kind).toBe('redirect');
  });

  it('pays through JSAPI inside WeChat, even when the page says it is a computer or a phone browser', async () => {
    for (const device of ['desktop', 'phone'] as const) {
      const { started } = await startWeixin(device, WECHAT_UA);
      expect(started.kind, device).toBe('jsapi');
      expect(started.jsapi?.package, device).toMatch(/^prepay_id=SBX/);
    }
  });

  it('shows a computer a QR code to scan with the phone', async () => {
    const { started } = await startWeixin('desktop', DESKTOP_UA);
    expect(started.kind).toBe('qr');
  });
});
