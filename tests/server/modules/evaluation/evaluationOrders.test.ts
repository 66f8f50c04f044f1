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
      {
        courseId: course.id,
        receiverName: '林妈妈',
        receiverPhone: '13900000000',
        receiverAddress: '文三路 1 号',
        receiverRegionId: await t.zoneId('西湖区'),
      },
      { token: student.token },
    );
    expect(placed.orderNo).toMatch(/^[A-Z0-9]+$/);
  });
});

describe('the delivery region of printed material bought from the evaluation area', () => {
  const receiver = { receiverName: '林爸爸', receiverPhone: '13800000000', receiverAddress: '科技园南区 8 栋 1 号' };

  it('stores the names of the chosen district on the order and shows them in the evaluation order detail', async () => {
    const student = await evaluationStudent();
    const course = await t.course({ materials: true });
    const nanshan = await t.zoneId('南山区');
    const { orderNo } = await t.ok(
      evaluationOrders.createOrder,
      { courseId: course.id, ...receiver, receiverRegionId: nanshan },
      { token: student.token },
    );
    const [row] = await t.db.select().from(orderRows).where(eq(orderRows.orderNo, orderNo));
    expect(row).toMatchObject({ receiverRegionId: nanshan, receiverRegion: '广东省 深圳市 南山区' });
    const detail = await t.ok(evaluationOrders.orderDetail, { orderNo }, { token: student.token });
    expect(detail.receiver).toEqual({
      name: '林爸爸',
      phone: '13800000000',
      region: '广东省 深圳市 南山区',
      address: '科技园南区 8 栋 1 号',
    });
  });

  it('refuses printed material without a region, with an unknown one, or with a city whose districts were not chosen', async () => {
    const student = await evaluationStudent();
    const course = await t.course({ materials: true });
    const order = { courseId: course.id, ...receiver };
    const refusal = async (input: typeof order & { receiverRegionId?: number }) => {
      const answer = await t.call(evaluationOrders.createOrder, input, { token: student.token });
      expect(answer).toMatchObject({ status: 0, appData: null });
      return answer.message;
    };
    expect(await refusal(order)).toBe('请选择收货地区（省、市、区县）');
    expect(await refusal({ ...order, receiverRegionId: 99_999_999 })).toBe('收货地区不存在，请重新选择');
    expect(await refusal({ ...order, receiverRegionId: await t.zoneId('深圳市') })).toBe('请选择到区县');
    // No order was placed for the main-site account behind the evaluation one.
    const buyerId = await buyerIdOf(student.phone);
    expect(buyerId === null ? 0 : await t.db.$count(orderRows, eq(orderRows.userId, buyerId))).toBe(0);
  });

  it('asks no region of a course without printed material', async () => {
    const student = await evaluationStudent();
    const course = await t.course();
    const { orderNo } = await t.ok(evaluationOrders.createOrder, { courseId: course.id }, { token: student.token });
    const detail = await t.ok(evaluationOrders.orderDetail, { orderNo }, { token: student.token });
    expect(detail.receiver).toBeNull();
  });
});

describe('the evaluation area’s orders are its own account’s', () => {
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
