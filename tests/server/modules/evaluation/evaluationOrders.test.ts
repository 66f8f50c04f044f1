import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as evaluationOrders from '../../../../contract/api/schemas/evaluation/orders';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { courseEnrollments, evaluationUsers, orders as orderRows, users } from '../../../../server/src/platform/db/schema';
import { type CommerceApp, createCommerceApp, payInSandbox } from '../commerce/harness';
import { newPhone } from '../accounts/helpers';

let t: CommerceApp;

beforeAll(async () => {
  t = await createCommerceApp();
});
afterAll(async () => {
  await t?.close();
});

/** A new evaluation account with its eToken session; no main-site account has its phone yet. */
async function evaluationStudent(phone = newPhone()) {
  const [row] = await t.db
    .insert(evaluationUsers)
    .values({ phone, passwordHash: 'not-used', name: '小测' })
    .returning({ id: evaluationUsers.id });
  const { token } = await t.app.deps.evaluationSessions.issue(row!.id);
  return { phone, token };
}

async function buyerIdOf(phone: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row?.id ?? null;
}

describe('buying the recommended course from the evaluation area', () => {
  it('orders for the main-site account with the same phone, opening it on the first purchase', async () => {
    const student = await evaluationStudent();
    expect(await buyerIdOf(student.phone)).toBeNull();
    const course = await t.course();
    const { orderNo } = await t.ok(evaluationOrders.createOrder, { courseId: course.id }, { token: student.token });
    const buyerId = await buyerIdOf(student.phone);
    expect(buyerId).not.toBeNull();
    const [order] = await t.db.select().from(orderRows).where(eq(orderRows.orderNo, orderNo));
    expect(order).toMatchObject({ userId: buyerId, status: 'unpaid', totalAmountCents: course.priceCents });

    // Asking again continues the same unpaid order, as the main checkout does.
    const again = await t.ok(evaluationOrders.createOrder, { courseId: course.id }, { token: student.token });
    expect(again.orderNo).toBe(orderNo);
  });

  it('uses the existing main-site account of that phone', async () => {
    const buyer = await t.buyer();
    const student = await evaluationStudent(buyer.phone);
    const course = await t.course({ userId: buyer.id, skip: 1 });
    const { orderNo } = await t.ok(evaluationOrders.createOrder, { courseId: course.id }, { token: student.token });
    // The same order shows in the main site's order list of that account.
    const detail = await t.ok(orders.myOrderDetail, { orderNo }, { token: buyer.token });
    expect(detail.orderNo).toBe(orderNo);
  });

  it('pays at the sandbox cashier, comes back to the evaluation order detail, and the main account owns the course', async () => {
    const student = await evaluationStudent();
    const course = await t.course({ skip: 2 });
    const { orderNo } = await t.ok(evaluationOrders.createOrder, { courseId: course.id }, { token: student.token });
    const started = await t.ok(evaluationOrders.payOrder, { orderNo }, { token: student.token });
    expect(started.kind).toBe('redirect');
    const tradeNo = /\/cashier\/([A-Z0-9]+)$/.exec(started.openUrl ?? started.url)?.[1];
    const trade = await t.sandbox.trade(tradeNo!);
    expect(trade?.returnUrl).toMatch(new RegExp(`/e/order-detail\\?orderNo=${orderNo}$`));

    expect(await t.ok(evaluationOrders.payStatus, { orderNo }, { token: student.token })).toMatchObject({ paid: false });
    await payInSandbox(t, tradeNo!);
    expect(await t.ok(evaluationOrders.payStatus, { orderNo }, { token: student.token })).toMatchObject({ paid: true });
    const detail = await t.ok(evaluationOrders.orderDetail, { orderNo }, { token: student.token });
    expect(detail).toMatchObject({ orderNo, status: 'paid' });
    const buyerId = (await buyerIdOf(student.phone))!;
    const enrolled = await t.db
      .select()
      .from(courseEnrollments)
      .where(
        and(
          eq(courseEnrollments.userId, buyerId),
          eq(courseEnrollments.courseId, course.id),
          isNull(courseEnrollments.revokedAt),
        ),
      );
    expect(enrolled).toHaveLength(1);
    // An owned course is not sold twice.
    expect(await t.call(evaluationOrders.createOrder, { courseId: course.id }, { token: student.token })).toMatchObject({
      status: 0,
      appData: null,
    });
  });

  it('asks for a delivery address when the course posts printed material', async () => {
    const student = await evaluationStudent();
    const course = await t.course({ materials: true });
    const refused = await t.call(evaluationOrders.createOrder, { courseId: course.id }, { token: student.token });
    expect(refused).toMatchObject({ status: 0, appData: null });
    expect(refused.message).toMatch(/收货/);
    const placed = await t.ok(
      evaluationOrders.createOrder,
      { courseId: course.id, receiverName: '林妈妈', receiverPhone: '13900000000', receiverAddress: '杭州市西湖区文三路 1 号' },
      { token: student.token },
    );
    expect(placed.orderNo).toMatch(/^[A-Z0-9]+$/);
  });

  it('shows, pays and follows only one’s own orders: status 0 for another account’s order number', async () => {
    const owner = await evaluationStudent();
    const other = await evaluationStudent();
    const course = await t.course({ skip: 3 });
    const { orderNo } = await t.ok(evaluationOrders.createOrder, { courseId: course.id }, { token: owner.token });
    for (const call of [evaluationOrders.orderDetail, evaluationOrders.payOrder, evaluationOrders.payStatus]) {
      const answer = await t.call(call, { orderNo }, { token: other.token });
      expect(answer, call.path).toMatchObject({ status: 0, appData: null });
    }
  });

  it('refuses a main-site token on the evaluation order calls', async () => {
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const answer = await t.call(evaluationOrders.createOrder, { courseId: course.id }, { token: buyer.token });
    expect(answer.status).not.toBe(1);
    expect(answer.appData).toBeNull();
  });
});
