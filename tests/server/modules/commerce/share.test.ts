import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { notifications } from '../../../../server/src/platform/db/schema';
import { type CommerceApp, createCommerceApp, payInSandbox, placeOrder, startSandboxPayment } from './harness';
import { IPHONE_UA } from './userAgents';

describe('asking someone else to pay', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows the payer the course, the amount and the sharer's masked phone, and nothing of the address", async () => {
    const child = await t.buyer();
    const parent = await t.buyer();
    const course = await t.course();
    const created = await placeOrder(t, child, course.id, 'share');
    expect(created.shareId).toMatch(/^[a-f0-9]{32}$/);
    const seen = await t.ok(orders.buyShareDetails, { shareId: created.shareId! }, { token: parent.token });
    expect(seen).toMatchObject({
      status: 'unpaid',
      amount: course.priceCents / 100,
      isMine: false,
      methods: ['alipay', 'weixin', 'icbc'],
    });
    expect(seen.sharerPhone).toBe(`${child.phone.slice(0, 3)}****${child.phone.slice(-4)}`);
    expect(Object.keys(seen)).not.toContain('orderNo');
    expect(JSON.stringify(seen)).not.toContain(created.orderNo);
  });

  it('unlocks the course for the sharer, not the payer, and tells both', async () => {
    const child = await t.buyer();
    const parent = await t.buyer();
    const course = await t.course();
    const { orderNo, shareId } = await placeOrder(t, child, course.id, 'share');
    const { tradeNo } = await startSandboxPayment(t, parent, { shareId: shareId! }, pay.shareWeixinPayOrder);
    await payInSandbox(t, tradeNo);
    expect(await t.enrolments(child.id, course.id)).toBe(1);
    expect(await t.enrolments(parent.id, course.id)).toBe(0);
    expect((await t.ok(orders.isPaySuccess, { shareId: shareId! }, { token: parent.token })).paid).toBe(true);
    const detail = await t.ok(orders.myOrderDetail, { orderNo }, { token: child.token });
    expect(detail).toMatchObject({
      status: 'paid',
      payChannel: 'share-weixin',
      payerPhone: `${parent.phone.slice(0, 3)}****${parent.phone.slice(-4)}`,
    });
    expect(detail.history.at(-1)?.note).toBe('好友代付成功，课程已开通');
    const childNotes = await t.db.select().from(notifications).where(eq(notifications.userId, child.id));
    const parentNotes = await t.db.select().from(notifications).where(eq(notifications.userId, parent.id));
    expect(childNotes.map((n) => n.title)).toEqual(['好友已为您代付订单']);
    expect(parentNotes.map((n) => n.title)).toEqual(['代付成功']);
    expect(
      await t.db.$count(notifications, and(eq(notifications.userId, parent.id), eq(notifications.objectType, 'order'))),
    ).toBe(0);
    // The payer holds only the share link: the order number stays the sharer's.
    expect(await t.fails(orders.myOrderDetail, { orderNo }, { token: parent.token })).toBe('订单不存在');
    expect((await t.ok(orders.findMyCourse, {}, { token: parent.token })).list).toEqual([]);
  });

  it("sends a phone payer back to the shared order's result page by shareId alone, naming no phone number", async () => {
    const child = await t.buyer();
    const parent = await t.buyer();
    const course = await t.course();
    const { shareId } = await placeOrder(t, child, course.id, 'share');
    const started = await t.ok(
      pay.shareMovePayOrder,
      { shareId: shareId!, device: 'phone' },
      { token: parent.token, headers: { 'user-agent': IPHONE_UA } },
    );
    const tradeNo = /\/api\/pay\/sandbox\/cashier\/(SBX[0-9A-F]+)$/.exec(started.url)?.[1];
    expect(tradeNo, started.url).toBeTruthy();
    // The address handed to the provider (and kept by it) carries the share key and nothing about the payer.
    const returnUrl = (await t.sandbox.trade(tradeNo!))?.returnUrl ?? '';
    expect(returnUrl).not.toMatch(/mobilePhone/i);
    expect(returnUrl).not.toContain(parent.phone);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/pay/sandbox/cashier/${tradeNo}`,
      payload: 'decision=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': IPHONE_UA },
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(`${back.pathname}${back.search}`).toBe(`/m/order/success?shareId=${shareId}`);
    await t.sandbox.settled();
    // What the result page shows comes from the server by shareId, for whoever is signed in.
    expect((await t.ok(orders.isPaySuccess, { shareId: shareId! }, { token: parent.token })).paid).toBe(true);
    expect(await t.ok(orders.buyShareDetails, { shareId: shareId! }, { token: parent.token })).toMatchObject({
      isMine: false,
      amount: course.priceCents / 100,
    });
  });

  it('refuses an unknown share link with its own message', async () => {
    const parent = await t.buyer();
    expect(await t.fails(orders.buyShareDetails, { shareId: 'f'.repeat(32) }, { token: parent.token })).toBe(
      '分享的订单不存在或链接已失效',
    );
    expect(await t.fails(pay.shareAlipayPayOrder, { shareId: 'f'.repeat(32) }, { token: parent.token })).toBe(
      '分享的订单不存在或链接已失效',
    );
    expect(await t.fails(orders.buyShareDetails, { shareId: '../etc' }, { token: parent.token })).toMatch(/shareId/);
  });

  it('refuses to pay a shared order that is already paid', async () => {
    const child = await t.buyer();
    const parent = await t.buyer();
    const course = await t.course();
    const { shareId } = await placeOrder(t, child, course.id, 'share');
    await payInSandbox(t, (await startSandboxPayment(t, parent, { shareId: shareId! }, pay.shareWeixinPayOrder)).tradeNo);
    expect(await t.fails(pay.shareAlipayPayOrder, { shareId: shareId! }, { token: parent.token })).toBe(
      '订单已支付，无需重复支付',
    );
  });
});
