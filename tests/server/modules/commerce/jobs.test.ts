import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { orders as orderTable, paymentNotifications } from '../../../../server/src/platform/db/schema';
import { createInProcessScheduler } from '../../../../server/src/platform/jobs';
import { JOB_NAMES, scheduleJobs } from '../../../../server/src/modules/jobs';
import { closeExpiredOrders, commerceOf, reconcilePayments } from '../../../../server/src/modules/commerce/services';
import { type CommerceApp, createCommerceApp, placeOrder, startSandboxPayment } from './harness';

const MINUTE = 60_000;

describe('order jobs', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp({ env: { PAYMENT_ORDER_TTL_MINUTES: '30', PAYMENT_RECONCILE_AFTER_SECONDS: '60' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const context = () => commerceOf(t.app.deps);
  const statusOf = async (orderNo: string) =>
    (await t.db.select().from(orderTable).where(eq(orderTable.orderNo, orderNo)))[0]!.status;

  it('closes an unpaid order after 30 minutes, once, however often the job runs', async () => {
    t.clock.now = new Date();
    const buyer = await t.buyer();
    const course = await t.course();
    const { orderNo, closesAt } = await placeOrder(t, buyer, course.id);
    expect(new Date(closesAt).getTime() - t.clock.now.getTime()).toBe(30 * MINUTE);
    const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo });
    t.clock.now = new Date(t.clock.now.getTime() + 29 * MINUTE);
    await closeExpiredOrders(context());
    expect(await statusOf(orderNo)).toBe('unpaid');
    t.clock.now = new Date(t.clock.now.getTime() + 2 * MINUTE);
    const [first, second] = await Promise.all([closeExpiredOrders(context()), closeExpiredOrders(context())]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await closeExpiredOrders(context())).toBe(0);
    expect(await statusOf(orderNo)).toBe('cancelled');
    const detail = await t.ok(orders.myOrderDetail, { orderNo }, { token: buyer.token });
    expect(detail.history.filter((entry) => entry.status === 'cancelled')).toEqual([
      expect.objectContaining({ note: '超时未支付，订单已自动关闭' }),
    ]);
    // The provider no longer takes money for it, and the order cannot be paid any more.
    expect((await t.sandbox.trade(tradeNo))?.status).toBe('closed');
    expect(await t.fails(pay.alipayPayOrder, { orderNo }, { token: buyer.token })).toBe('订单已关闭，请重新下单');
    t.clock.now = new Date();
  });

  it('treats an order past its time as closed even before the job has run', async () => {
    t.clock.now = new Date();
    const buyer = await t.buyer();
    const course = await t.course();
    const { orderNo } = await placeOrder(t, buyer, course.id);
    t.clock.now = new Date(t.clock.now.getTime() + 31 * MINUTE);
    expect((await t.ok(orders.isPaySuccess, { orderNo }, { token: buyer.token })).status).toBe('cancelled');
    t.clock.now = new Date();
  });

  it('finds a payment whose notification never came by asking the provider, and pays the order once', async () => {
    t.clock.now = new Date();
    const buyer = await t.buyer();
    const course = await t.course();
    const { orderNo } = await placeOrder(t, buyer, course.id);
    const { tradeNo, outTradeNo } = await startSandboxPayment(t, buyer, { orderNo });
    await t.sandbox.decide(tradeNo, 'pay', { notify: 'none' });
    expect(await reconcilePayments(context(), 60)).toBe(0);
    expect(await statusOf(orderNo)).toBe('unpaid');
    t.clock.now = new Date(t.clock.now.getTime() + 2 * MINUTE);
    const [a, b] = await Promise.all([reconcilePayments(context(), 60), reconcilePayments(context(), 60)]);
    expect(a + b).toBe(1);
    expect(await statusOf(orderNo)).toBe('paid');
    expect(await t.enrolments(buyer.id, course.id)).toBe(1);
    const rows = await t.db.select().from(paymentNotifications).where(eq(paymentNotifications.outTradeNo, outTradeNo));
    expect(rows.filter((row) => row.outcome === 'paid').map((row) => row.source)).toEqual(['reconcile']);
    t.clock.now = new Date();
  });

  it('runs the jobs on the scheduler, never two runs of one job at once', async () => {
    const scheduler = createInProcessScheduler();
    let running = 0;
    let most = 0;
    scheduler.add({
      name: 'slow',
      intervalMs: 60_000,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((done) => setTimeout(done, 20));
        running -= 1;
      },
    });
    await Promise.all([scheduler.runNow('slow'), scheduler.runNow('slow'), scheduler.runNow('slow')]);
    expect(most).toBe(1);
    const jobs = scheduleJobs(t.app, createInProcessScheduler());
    await expect(jobs.runNow(JOB_NAMES.closeOrders)).resolves.toBeUndefined();
    await expect(jobs.runNow(JOB_NAMES.reconcile)).resolves.toBeUndefined();
    await jobs.stop();
  });
});
