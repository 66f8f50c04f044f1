import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayDevice } from '../../../../contract/vocabulary/orders';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import * as campaign from '../../../../contract/api/schemas/user/campaign';
import { type CommerceApp, createCommerceApp } from '../commerce/harness';
import { DESKTOP_UA, IPHONE_UA, WECHAT_IPHONE_UA as WECHAT_UA } from '../commerce/userAgents';

/**
 * A live-class sign-up is paid like any order of the main site: WeChat Pay follows where the payer really
 * is, a QR code only on a computer, H5 in a phone browser and JSAPI inside WeChat, whatever the campaign
 * page names.
 */
describe('the device of a live-class payment', () => {
  let t: CommerceApp;
  let liveClassId = 0;
  beforeAll(async () => {
    t = await createCommerceApp();
    const { list } = await t.ok(campaign.liveClasses, { channel: 'tencent' });
    liveClassId = list.find((live) => live.seatsLeft > 10)!.id;
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  async function payLive(named: PayDevice, userAgent: string) {
    const buyer = await t.buyer();
    await t.ok(campaign.liveSignUp, { liveClassId, channel: 'tencent' }, { token: buyer.token });
    const { orderNo } = await t.ok(campaign.liveOrder, { liveClassId, payMethod: 'weixin' }, { token: buyer.token });
    return t.ok(pay.weixinPayOrder, { orderNo, device: named }, { token: buyer.token, headers: { 'user-agent': userAgent } });
  }

  it('gives a phone browser H5, not a QR code, even when the page says it is a computer', async () => {
    for (const named of ['desktop', 'phone'] as const) {
      const started = await payLive(named, IPHONE_UA);
      expect(started.kind, named).toBe('redirect');
      expect(started.jsapi, named).toBeNull();
    }
  });

  it('pays through JSAPI inside WeChat, even when the page says it is a computer or a phone browser', async () => {
    for (const named of ['desktop', 'phone', 'wechat'] as const) {
      const started = await payLive(named, WECHAT_UA);
      expect(started.kind, named).toBe('jsapi');
      expect(started.jsapi?.package, named).toMatch(/^prepay_id=SBX/);
    }
  });

  it('shows a computer a QR code to scan with the phone', async () => {
    const started = await payLive('desktop', DESKTOP_UA);
    expect(started.kind).toBe('qr');
  });
});
