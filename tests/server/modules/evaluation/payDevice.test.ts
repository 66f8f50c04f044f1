import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as evaluationOrders from '../../../../contract/api/schemas/evaluation/orders';
import type { PayDevice } from '../../../../contract/vocabulary/orders';
import { evaluationUsers } from '../../../../server/src/platform/db/schema';
import type { CreatePaymentRequest } from '../../../../server/src/providers/payment/types';
import { type CommerceApp, createCommerceApp } from '../commerce/harness';
import { newPhone } from '../accounts/helpers';
import { DESKTOP_UA, IPHONE_UA, WECHAT_ANDROID_UA as WECHAT_UA } from '../commerce/userAgents';

/**
 * The evaluation area pays through the main site's payment start, so the same device decision holds there:
 * the provider is asked for the device the browser really is (Alipay's phone cashier in a phone browser
 * or inside WeChat, its computer cashier on a computer), whatever device the evaluation page names, and
 * the payer still comes back to the evaluation order page.
 */
describe('the device of an evaluation-area payment', () => {
  let t: CommerceApp;
  let asked: CreatePaymentRequest[] = [];
  beforeAll(async () => {
    t = await createCommerceApp();
  }, 240_000);
  beforeEach(() => {
    const create = t.sandbox.create.bind(t.sandbox);
    vi.spyOn(t.sandbox, 'create').mockImplementation((request) => {
      asked.push(request);
      return create(request);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function pay(named: PayDevice | undefined, userAgent: string) {
    const phone = newPhone();
    const [row] = await t.db
      .insert(evaluationUsers)
      .values({ phone, passwordHash: 'not-used', name: '小测' })
      .returning({ id: evaluationUsers.id });
    const { token } = await t.app.deps.evaluationSessions.issue(row!.id);
    const course = await t.course();
    const { orderNo } = await t.ok(evaluationOrders.createOrder, { courseId: course.id }, { token });
    asked = [];
    const started = await t.ok(evaluationOrders.payOrder, named ? { orderNo, device: named } : { orderNo }, {
      token,
      headers: { 'user-agent': userAgent },
    });
    expect(asked).toHaveLength(1);
    return { orderNo, started, device: asked[0]!.device, returnUrl: asked[0]!.returnUrl };
  }

  it('asks for the phone cashier in a phone browser, even when the page says it is a computer', async () => {
    const { orderNo, started, device, returnUrl } = await pay('desktop', IPHONE_UA);
    expect(device).toBe('phone');
    expect(started.kind).toBe('redirect');
    expect(returnUrl).toMatch(new RegExp(`/e/order-detail\\?orderNo=${orderNo}$`));
  });

  it('pays for inside WeChat when the page runs in WeChat, whatever device the page names', async () => {
    for (const named of ['desktop', 'phone', undefined] as const) {
      const { device } = await pay(named, WECHAT_UA);
      expect(device, String(named)).toBe('wechat');
    }
  });

  it('asks for the computer cashier on a computer that the page names', async () => {
    const { device, started } = await pay('desktop', DESKTOP_UA);
    expect(device).toBe('desktop');
    expect(started.kind).toBe('redirect');
  });

  it('keeps the page’s word where the user agent cannot tell (an iPad that announces itself as a Mac)', async () => {
    const { device } = await pay('phone', DESKTOP_UA);
    expect(device).toBe('phone');
  });
});
