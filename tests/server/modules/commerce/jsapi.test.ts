import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import * as orders from '../../../../contract/api/schemas/user/orders';
import * as weixin from '../../../../contract/api/schemas/web/weixin';
import { hmacSign } from '../../../../server/src/providers/payment/signing';
import { createOfficialWechatProvider } from '../../../../server/src/providers/wechat/official';
import { createMemoryStore } from '../../../../server/src/platform/store';
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

  describe("the payer's openid, from WeChat's authorisation", () => {
    const authorize = (returnTo: string) =>
      t.app.inject({ method: 'GET', url: `/api/pay/v1/pay/weixin/authorize?returnTo=${encodeURIComponent(returnTo)}` });

    it('comes back to the page with a code and the payment state; the code gives the openid the payment takes', async () => {
      const answer = await authorize('/m/order-detail-share?shareId=abc&mobilePhone=13500000000');
      expect(answer.statusCode).toBe(302);
      const back = new URL(answer.headers.location!);
      expect(back.pathname).toBe('/m/order-detail-share');
      expect(back.searchParams.get('shareId')).toBe('abc');
      expect(back.searchParams.get('state')).toBe('wxpay');
      const { openId } = await t.ok(weixin.weChatOpenId, { code: back.searchParams.get('code')! });
      expect(openId).toMatch(/^o[\w-]{27}$/);

      const buyer = await t.buyer();
      const course = await t.course();
      const { orderNo } = await placeOrder(t, buyer, course.id, 'weixin');
      const started = await t.ok(pay.weixinPayOrder, { orderNo, device: 'wechat', openId }, { token: buyer.token });
      expect(started.kind).toBe('jsapi');
    });

    it('sends a visitor to WeChat for a silent authorisation that returns to the page', () => {
      const wechat = createOfficialWechatProvider({
        appId: 'wx1234567890abcdef',
        appSecret: 'secret',
        store: createMemoryStore(),
      });
      const url = new URL(wechat.authorizeUrl('https://www.example.cn/course/purchase-alipay-payment?orderNo=X1', 'wxpay'));
      expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        appid: 'wx1234567890abcdef',
        redirect_uri: 'https://www.example.cn/course/purchase-alipay-payment?orderNo=X1',
        response_type: 'code',
        scope: 'snsapi_base',
        state: 'wxpay',
      });
      expect(url.hash).toBe('#wechat_redirect');
    });

    it.each(['https://evil.example/pay', '//evil.example/pay', '/\\evil.example', 'pay', ''])(
      'refuses to send anyone back to %j, which is not a page of this site',
      async (returnTo) => {
        const answer = await authorize(returnTo);
        expect(answer.statusCode).toBe(400);
        expect(answer.headers.location).toBeUndefined();
      },
    );

    it('refuses an openid that is not one, with status 0', async () => {
      const buyer = await t.buyer();
      const course = await t.course();
      const { orderNo } = await placeOrder(t, buyer, course.id, 'weixin');
      const answer = await t.call(pay.weixinPayOrder, { orderNo, device: 'wechat', openId: 'x y' }, { token: buyer.token });
      expect(answer.status).toBe(0);
    });
  });
});
