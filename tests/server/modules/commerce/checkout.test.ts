import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import * as orders from '../../../../contract/api/schemas/user/orders';
import * as course from '../../../../contract/api/schemas/web/course';
import { orders as orderTable, payments, sandboxTrades } from '../../../../server/src/platform/db/schema';
import { type CommerceApp, createCommerceApp, payInSandbox, placeOrder, startSandboxPayment } from './harness';

describe('buying a course', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prices the purchase on the server: list price, discount and what is paid', async () => {
    const buyer = await t.buyer();
    const target = await t.course();
    const preview = await t.ok(orders.purchasePreview, { courseId: target.id }, { token: buyer.token });
    expect(preview.payable).toBe(target.priceCents / 100);
    expect(preview.listPrice - preview.discount).toBeCloseTo(preview.payable, 2);
    expect(preview.owned).toBe(false);
    expect(preview.payMethods).toEqual(['alipay', 'weixin', 'icbc', 'share']);
    expect(preview.closeAfterMinutes).toBe(30);
  });

  it('takes the amount from the course, whatever amount the request carries', async () => {
    const buyer = await t.buyer();
    const target = await t.course();
    const created = await t.ok(
      orders.createOrder,
      { courseId: target.id, payMethod: 'alipay', amount: '0.01', totalAmount: '1' } as never,
      {
        token: buyer.token,
      },
    );
    expect(created.amount).toBe(target.priceCents / 100);
    const [row] = await t.db.select().from(orderTable).where(eq(orderTable.orderNo, created.orderNo));
    expect(row?.totalAmountCents).toBe(target.priceCents);
    const started = await t.ok(pay.alipayPayOrder, { orderNo: created.orderNo, amount: '0.01' } as never, { token: buyer.token });
    expect(started.amount).toBe(target.priceCents / 100);
  });

  it('creates one order when "buy" is clicked twice, or five times at once', async () => {
    const buyer = await t.buyer();
    const target = await t.course();
    const fields = { courseId: target.id, payMethod: 'alipay' } as const;
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.ok(orders.createOrder, fields, { token: buyer.token })));
    const again = await t.ok(orders.createOrder, fields, { token: buyer.token });
    const numbers = new Set([...answers, again].map((answer) => answer.orderNo));
    expect(numbers.size).toBe(1);
    expect(again.reused).toBe(true);
    expect(await t.db.$count(orderTable, eq(orderTable.userId, buyer.id))).toBe(1);
  });

  it('asks for the receiver when the course ships printed material, and says which field is missing', async () => {
    const buyer = await t.buyer();
    const target = await t.course({ materials: true });
    const preview = await t.ok(orders.purchasePreview, { courseId: target.id }, { token: buyer.token });
    expect(preview.course.hasMaterials).toBe(true);
    expect(await t.fails(orders.createOrder, { courseId: target.id, payMethod: 'weixin' }, { token: buyer.token })).toBe(
      '请填写收货人姓名',
    );
    expect(
      await t.fails(
        orders.createOrder,
        { courseId: target.id, payMethod: 'weixin', receiverName: '林爸爸', receiverPhone: '13800000000' },
        { token: buyer.token },
      ),
    ).toBe('请填写收货地址');
    expect(
      await t.fails(
        orders.createOrder,
        { courseId: target.id, payMethod: 'weixin', receiverName: '林', receiverPhone: '123', receiverAddress: 'x' },
        { token: buyer.token },
      ),
    ).toMatch(/receiverPhone/);
    const created = await t.ok(
      orders.createOrder,
      {
        courseId: target.id,
        payMethod: 'weixin',
        receiverName: '林爸爸',
        receiverPhone: '13800000000',
        receiverAddress: '中关村大街 1 号',
        receiverRegionId: await t.zoneId('海淀区'),
      },
      { token: buyer.token },
    );
    const detail = await t.ok(orders.myOrderDetail, { orderNo: created.orderNo }, { token: buyer.token });
    expect(detail.receiver).toEqual({
      name: '林爸爸',
      phone: '13800000000',
      region: '北京市 海淀区',
      address: '中关村大街 1 号',
    });
    const logistics = await t.ok(orders.logistics, { orderNo: created.orderNo }, { token: buyer.token });
    expect(logistics).toMatchObject({ needsShipping: true, shipped: false, events: [] });
  });

  it('pays through the sandbox cashier and unlocks the course for the buyer', async () => {
    const buyer = await t.buyer();
    const target = await t.course();
    const { orderNo } = await placeOrder(t, buyer, target.id);
    const before = await t.ok(orders.isPaySuccess, { orderNo }, { token: buyer.token });
    expect(before).toMatchObject({ status: 'unpaid', paid: false, attempt: 'none' });
    const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo });
    expect(await t.ok(orders.isPaySuccess, { orderNo }, { token: buyer.token })).toMatchObject({ attempt: 'pending' });
    await payInSandbox(t, tradeNo);
    expect(await t.ok(orders.isPaySuccess, { orderNo }, { token: buyer.token })).toMatchObject({
      status: 'paid',
      paid: true,
      closesAt: null,
    });
    expect(await t.enrolments(buyer.id, target.id)).toBe(1);
    const mine = await t.ok(orders.findMyCourse, {}, { token: buyer.token });
    expect(mine.list.map((item) => item.courseId)).toEqual([target.id]);
    expect(mine.list[0]?.orderNo).toBe(orderNo);
    expect((await t.ok(course.findCourseById, { courseId: target.id }, { token: buyer.token })).purchased).toBe(true);
    const detail = await t.ok(orders.myOrderDetail, { orderNo }, { token: buyer.token });
    expect(detail.history.map((entry) => entry.status)).toEqual(['unpaid', 'paid']);
    expect(detail).toMatchObject({ canPay: false, canCancel: false, canChange: true, payChannel: 'alipay' });
    const list = await t.ok(orders.buyRecord, { status: 'paid' }, { token: buyer.token });
    expect(list.list.map((item) => item.orderNo)).toEqual([orderNo]);
    expect(list.counts).toMatchObject({ all: 1, paid: 1, unpaid: 0 });
  });

  it("names each order's own course in the payment it asks the provider for", async () => {
    // Two orders of two courses: each payment's subject is its own order's course, not the first order's.
    const subjects: string[] = [];
    const titles: string[] = [];
    for (const skip of [0, 1]) {
      const buyer = await t.buyer();
      const target = await t.course({ skip });
      titles.push(target.title);
      const { orderNo } = await placeOrder(t, buyer, target.id);
      const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo });
      const [trade] = await t.db
        .select({ subject: sandboxTrades.subject })
        .from(sandboxTrades)
        .where(eq(sandboxTrades.tradeNo, tradeNo));
      subjects.push(trade!.subject);
    }
    expect(titles[0]).not.toBe(titles[1]);
    expect(subjects).toEqual(titles.map((title) => `学伴在线-${title}`));
  });

  it('stamps each payment and sandbox trade with the time it last changed, not a time from an earlier purchase', async () => {
    const stamps: { createdAt: Date; updatedAt: Date }[] = [];
    for (const skip of [2, 3]) {
      const buyer = await t.buyer();
      const { orderNo } = await placeOrder(t, buyer, (await t.course({ skip })).id);
      const { tradeNo, outTradeNo } = await startSandboxPayment(t, buyer, { orderNo });
      await payInSandbox(t, tradeNo);
      const [payment] = await t.db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo));
      const [trade] = await t.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
      stamps.push(payment!, trade!);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const { createdAt, updatedAt } of stamps) expect(updatedAt.getTime()).toBeGreaterThanOrEqual(createdAt.getTime());
  });

  it('refuses to sell a course the buyer already owns', async () => {
    const buyer = await t.buyer();
    const target = await t.course();
    const { orderNo } = await placeOrder(t, buyer, target.id);
    await payInSandbox(t, (await startSandboxPayment(t, buyer, { orderNo })).tradeNo);
    expect((await t.ok(orders.purchasePreview, { courseId: target.id }, { token: buyer.token })).owned).toBe(true);
    expect(await t.fails(orders.createOrder, { courseId: target.id, payMethod: 'alipay' }, { token: buyer.token })).toBe(
      '您已拥有这门课程，无需重复购买',
    );
  });

  it('refuses to pay an order that is paid already, or closed', async () => {
    const buyer = await t.buyer();
    const first = await t.course();
    const paid = await placeOrder(t, buyer, first.id);
    await payInSandbox(t, (await startSandboxPayment(t, buyer, { orderNo: paid.orderNo })).tradeNo);
    expect(await t.fails(pay.weixinPayOrder, { orderNo: paid.orderNo }, { token: buyer.token })).toBe('订单已支付，无需重复支付');

    const second = await t.course({ skip: 1 });
    const closed = await placeOrder(t, buyer, second.id);
    await t.ok(orders.cancelOrder, { orderNo: closed.orderNo }, { token: buyer.token });
    expect(await t.fails(pay.alipayPayOrder, { orderNo: closed.orderNo }, { token: buyer.token })).toBe('订单已关闭，请重新下单');
    expect(await t.fails(orders.cancelOrder, { orderNo: closed.orderNo }, { token: buyer.token })).toBe(
      '只有待支付的订单可以取消',
    );
  });

  it('leaves the order unpaid and payable when the payment is cancelled at the cashier, and says so', async () => {
    const buyer = await t.buyer();
    const target = await t.course();
    const { orderNo } = await placeOrder(t, buyer, target.id);
    const first = await startSandboxPayment(t, buyer, { orderNo });
    expect(await t.sandbox.decide(first.tradeNo, 'cancel')).toBeTruthy();
    await t.sandbox.settled();
    expect(await t.ok(orders.isPaySuccess, { orderNo }, { token: buyer.token })).toMatchObject({
      status: 'unpaid',
      attempt: 'cancelled',
    });
    const second = await startSandboxPayment(t, buyer, { orderNo });
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
    await payInSandbox(t, second.tradeNo);
    expect((await t.ok(orders.isPaySuccess, { orderNo }, { token: buyer.token })).paid).toBe(true);
  });

  it('reports a failed payment, after which the order can be paid again', async () => {
    const buyer = await t.buyer();
    const target = await t.course();
    const { orderNo } = await placeOrder(t, buyer, target.id);
    const first = await startSandboxPayment(t, buyer, { orderNo });
    await t.sandbox.decide(first.tradeNo, 'fail');
    await t.sandbox.settled();
    expect(await t.ok(orders.isPaySuccess, { orderNo }, { token: buyer.token })).toMatchObject({
      status: 'unpaid',
      attempt: 'failed',
    });
  });

  it('reuses the open payment of a channel, so a reload shows the same cashier', async () => {
    const buyer = await t.buyer();
    const target = await t.course();
    const { orderNo } = await placeOrder(t, buyer, target.id);
    const [a, b] = await Promise.all([
      t.ok(pay.alipayPayOrderQrcode, { orderNo }, { token: buyer.token }),
      t.ok(pay.alipayPayOrderQrcode, { orderNo }, { token: buyer.token }),
    ]);
    expect(a.outTradeNo).toBe(b.outTradeNo);
    expect(a.kind).toBe('qr');
    expect(a.openUrl).toMatch(/\/api\/pay\/sandbox\/cashier\//);
  });

  it('lets the buyer cancel an unpaid order, which closes its open payments', async () => {
    const buyer = await t.buyer();
    const target = await t.course();
    const { orderNo } = await placeOrder(t, buyer, target.id);
    const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo });
    expect(await t.ok(orders.cancelOrder, { orderNo }, { token: buyer.token })).toEqual({ orderNo, status: 'cancelled' });
    expect((await t.sandbox.trade(tradeNo))?.status).toBe('closed');
    expect(await t.sandbox.decide(tradeNo, 'pay')).toBeNull();
    const detail = await t.ok(orders.myOrderDetail, { orderNo }, { token: buyer.token });
    expect(detail.history.at(-1)).toMatchObject({ status: 'cancelled', note: '已取消订单' });
    // A new purchase of the same course is a new order.
    const again = await placeOrder(t, buyer, target.id);
    expect(again.orderNo).not.toBe(orderNo);
  });

  describe("another user's order", () => {
    it('can be neither read, paid, changed nor cancelled by its number: the answer is that of a missing order', async () => {
      const owner = await t.buyer();
      const stranger = await t.buyer();
      const target = await t.course();
      const { orderNo } = await placeOrder(t, owner, target.id);
      const as = { token: stranger.token };
      const calls = [
        () => t.call(orders.myOrderDetail, { orderNo }, as),
        () => t.call(orders.buyDetails, { orderNo }, as),
        () => t.call(orders.logistics, { orderNo }, as),
        () => t.call(orders.isPaySuccess, { orderNo }, as),
        () => t.call(orders.cancelOrder, { orderNo }, as),
        () => t.call(orders.changeCourseDetail, { orderNo }, as),
        () => t.call(orders.modifyOrders, { orderNo, courseId: target.id }, as),
        () => t.call(pay.alipayPayOrder, { orderNo }, as),
        () => t.call(pay.weixinPayOrder, { orderNo }, as),
        () => t.call(pay.icbcPayOrder, { orderNo }, as),
        () => t.call(pay.alipayPayOrderQrcode, { orderNo }, as),
      ];
      for (const call of calls) expect(await call()).toEqual({ status: 0, message: '订单不存在', appData: null });
      const missing = await t.call(orders.myOrderDetail, { orderNo: 'XB20260101000000000000' }, as);
      expect(missing).toEqual({ status: 0, message: '订单不存在', appData: null });
      expect((await t.ok(orders.isPaySuccess, { orderNo }, { token: owner.token })).status).toBe('unpaid');
    });
  });
});
