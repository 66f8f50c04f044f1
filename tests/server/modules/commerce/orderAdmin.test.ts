import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/orders';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { NO_PERMISSION, type StaffRole } from '../../../../contract/vocabulary/staff';
import { ORDER_MESSAGES } from '../../../../server/src/modules/commerce/rules';
import { recordShipment } from '../../../../server/src/modules/commerce/shipments';
import { orderChangeRequests, orders as orderTable } from '../../../../server/src/platform/db/schema';
import { staffSignIns } from '../console/staffHelpers';
import { type Buyer, commerceAppForTests, payInSandbox, placeOrder, startSandboxPayment } from './harness';

const app = commerceAppForTests();
const staff = staffSignIns(() => app.t);
const tokens = new Map<StaffRole, string>();
async function as(role: StaffRole): Promise<{ token: string }> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return { token: tokens.get(role)! };
}

/** A buyer's paid order of one course, and the sandbox's own record of the payment. */
async function paidOrder(buyer: Buyer, skip = 0) {
  const t = app.t;
  const course = await t.course({ userId: buyer.id, skip });
  const { orderNo } = await placeOrder(t, buyer, course.id);
  const trade = await payInSandbox(t, (await startSandboxPayment(t, buyer, { orderNo })).tradeNo);
  return { orderNo, course, trade };
}

const orderNos = (page: { list: { orderNo: string }[] }) => page.list.map((row) => row.orderNo);

describe('orders in the console', () => {
  it('finds an order by its number, the buyer’s phone in full or its last four digits, and a word of the course title', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo, course } = await paidOrder(buyer);
    const finance = await as('finance');

    const byNumber = await t.ok(admin.orderList, { q: orderNo }, finance);
    expect(orderNos(byNumber)).toEqual([orderNo]);
    expect(byNumber.list[0]).toMatchObject({
      status: 'paid',
      courses: [course.title],
      buyerName: '测试家长',
      // The list hides the middle of the phone; the detail shows it whole.
      buyerPhone: `${buyer.phone.slice(0, 3)}****${buyer.phone.slice(-4)}`,
      amount: course.priceCents / 100,
      paid: course.priceCents / 100,
      payChannel: 'alipay',
    });
    expect(byNumber.list[0]!.paidAt).not.toBeNull();
    // Typed in small letters, as read out on the phone.
    expect(orderNos(await t.ok(admin.orderList, { q: orderNo.toLowerCase() }, finance))).toEqual([orderNo]);

    expect(orderNos(await t.ok(admin.orderList, { q: buyer.phone }, finance))).toEqual([orderNo]);
    const byLastFour = await t.ok(admin.orderList, { q: buyer.phone.slice(-4), size: 50 }, finance);
    expect(orderNos(byLastFour)).toContain(orderNo);
    expect(byLastFour.list.every((row) => row.buyerPhone.endsWith(buyer.phone.slice(-4)))).toBe(true);

    const word = course.title.slice(0, 4);
    const byTitle = await t.ok(admin.orderList, { q: word, size: 50 }, finance);
    expect(orderNos(byTitle)).toContain(orderNo);
    expect(byTitle.list.every((row) => row.courses.some((title) => title.includes(word)))).toBe(true);

    expect((await t.ok(admin.orderList, { q: 'XB00000000000000000' }, finance)).total).toBe(0);
  });

  it('narrows the list by state, channel and creation day, newest first, a page at a time', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const first = await paidOrder(buyer);
    const course = await t.course({ userId: buyer.id, skip: 1 });
    const unpaid = (await placeOrder(t, buyer, course.id, 'weixin')).orderNo;
    const third = await paidOrder(buyer, 2);
    // Three days of one week, in Beijing time.
    const days = new Map([
      [first.orderNo, '2031-03-10T09:00:00+08:00'],
      [unpaid, '2031-03-11T23:30:00+08:00'],
      [third.orderNo, '2031-03-12T00:10:00+08:00'],
    ]);
    for (const [orderNo, at] of days) {
      await t.db
        .update(orderTable)
        .set({ createdAt: new Date(at) })
        .where(eq(orderTable.orderNo, orderNo));
    }
    const service = await as('service');
    const mine = { q: buyer.phone, size: 50 };

    expect(orderNos(await t.ok(admin.orderList, mine, service))).toEqual([third.orderNo, unpaid, first.orderNo]);
    expect(orderNos(await t.ok(admin.orderList, { ...mine, status: 'unpaid' }, service))).toEqual([unpaid]);
    expect(orderNos(await t.ok(admin.orderList, { ...mine, status: 'paid' }, service))).toEqual([third.orderNo, first.orderNo]);
    expect(orderNos(await t.ok(admin.orderList, { ...mine, channel: 'alipay' }, service))).toEqual([
      third.orderNo,
      first.orderNo,
    ]);
    expect((await t.ok(admin.orderList, { ...mine, channel: 'icbc' }, service)).total).toBe(0);
    // 11 March in Beijing: from its first moment up to the first moment of the 12th.
    const eleventh = await t.ok(
      admin.orderList,
      { ...mine, createdFrom: '2031-03-11T00:00:00+08:00', createdBefore: '2031-03-12T00:00:00+08:00' },
      service,
    );
    expect(orderNos(eleventh)).toEqual([unpaid]);
    expect(orderNos(await t.ok(admin.orderList, { ...mine, createdFrom: '2031-03-11T00:00:00+08:00' }, service))).toEqual([
      third.orderNo,
      unpaid,
    ]);

    // Newest first over every family's orders, and a page starts where the one before it ended.
    const all = await t.ok(admin.orderList, { size: 6 }, service);
    const stamps = all.list.map((row) => row.createdAt);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const [one, two] = await Promise.all([
      t.ok(admin.orderList, { size: 3, page: 1 }, service),
      t.ok(admin.orderList, { size: 3, page: 2 }, service),
    ]);
    expect([...orderNos(one), ...orderNos(two)]).toEqual(orderNos(all));
    expect(one.total).toBe(all.total);

    expect(await t.fails(admin.orderList, { status: 'lost' }, service)).toMatch(/status/);
    expect(await t.fails(admin.orderList, { createdFrom: '2031-03-11' }, service)).toMatch(/createdFrom/);
  });

  it('shows a paid order whole: its lines and what was paid, its states, payments, notifications and the buyer in full', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo, course, trade } = await paidOrder(buyer);
    const detail = await t.ok(admin.orderDetail, { orderNo }, await as('readOnly'));

    expect(detail).toMatchObject({ orderNo, status: 'paid', payChannel: 'alipay', closesAt: null });
    expect(detail.lines).toEqual([expect.objectContaining({ courseId: course.id, title: course.title })]);
    // 原价 − 优惠 = 实付, and 实付 is what the payments brought in.
    expect(Math.round((detail.price.listPrice - detail.price.discount) * 100)).toBe(Math.round(detail.price.paid * 100));
    expect(detail.price.paid).toBe(course.priceCents / 100);
    expect(detail.paid).toBe(detail.price.paid);
    expect(detail.buyer).toEqual({ phone: buyer.phone, name: '测试家长', grade: '' });
    expect(detail.history.map((entry) => entry.status)).toEqual(['unpaid', 'paid']);

    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({
      provider: 'sandbox',
      channel: 'alipay',
      status: 'succeeded',
      tradeNo: trade.tradeNo,
      amount: course.priceCents / 100,
    });
    expect(detail.notifications.length).toBeGreaterThan(0);
    expect(detail.notifications[0]).toMatchObject({ provider: 'sandbox', source: 'notify', verified: true, outcome: 'paid' });
    expect(detail.notifications[0]!.summary).toContain(`trade_no=${trade.tradeNo}`);
    expect(detail.shipping).toEqual({
      needed: false,
      company: null,
      trackingNo: null,
      shippedAt: null,
      shippedBy: null,
      corrections: [],
      canShip: false,
    });
    expect(detail.changes).toEqual([]);
  });

  it('shows an unpaid order with its closing time and no money in, and a parcel and a course change once there are some', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const { orderNo } = await placeOrder(t, buyer, course.id);
    const service = await as('service');
    const unpaid = await t.ok(admin.orderDetail, { orderNo }, service);
    expect(unpaid).toMatchObject({ status: 'unpaid', paidAt: null, paid: 0, payments: [], notifications: [] });
    expect(unpaid.closesAt).not.toBeNull();

    const shipped = await t.buyer();
    const material = await t.course({ userId: shipped.id, materials: true });
    const placed = await t.ok(
      orders.createOrder,
      {
        courseId: material.id,
        payMethod: 'alipay',
        receiverName: '林爸爸',
        receiverPhone: '13800000000',
        receiverAddress: '中关村大街 1 号',
        receiverRegionId: await t.zoneId('海淀区'),
      },
      { token: shipped.token },
    );
    const before = await t.ok(admin.orderDetail, { orderNo: placed.orderNo }, service);
    // Unpaid: there is material to send, but nothing to ship yet.
    expect(before.shipping).toEqual({
      needed: true,
      company: null,
      trackingNo: null,
      shippedAt: null,
      shippedBy: null,
      corrections: [],
      canShip: false,
    });
    expect(before.receiver).toEqual({
      name: '林爸爸',
      phone: '13800000000',
      region: '北京市 海淀区',
      address: '中关村大街 1 号',
    });
    await payInSandbox(t, (await startSandboxPayment(t, shipped, { orderNo: placed.orderNo })).tradeNo);
    const parcel = { orderNo: placed.orderNo, company: '顺丰速运', trackingNo: 'SF1234567890' };
    await recordShipment(t.db, { ...parcel, description: '已揽收', at: new Date('2031-03-12T02:00:00Z') });
    await recordShipment(t.db, { ...parcel, description: '运输中', at: new Date('2031-03-13T02:00:00Z') });

    const [orderRow] = await t.db.select({ id: orderTable.id }).from(orderTable).where(eq(orderTable.orderNo, placed.orderNo));
    const other = await t.course({ userId: shipped.id });
    await t.db.insert(orderChangeRequests).values({
      orderId: orderRow!.id,
      fromCourseId: material.id,
      toCourseId: other.id,
      reason: '想换个老师',
      status: 'pending',
    });

    const after = await t.ok(admin.orderDetail, { orderNo: placed.orderNo }, service);
    expect(after.shipping).toEqual({
      needed: true,
      company: '顺丰速运',
      trackingNo: 'SF1234567890',
      shippedAt: '2031-03-12T02:00:00.000Z',
      // Shipped outside the console (the command line): nobody is named.
      shippedBy: '',
      corrections: [],
      canShip: false,
    });
    expect(after.changes).toEqual([
      expect.objectContaining({ fromTitle: material.title, toTitle: other.title, reason: '想换个老师', status: 'pending' }),
    ]);
  });

  it('answers an unknown or malformed order number with the reason', async () => {
    const t = app.t;
    const finance = await as('finance');
    expect(await t.fails(admin.orderDetail, { orderNo: 'XB20310101000000009999' }, finance)).toBe(ORDER_MESSAGES.notFound);
    expect(await t.fails(admin.orderDetail, { orderNo: 'x' }, finance)).toMatch(/orderNo/);
  });

  it('refuses the order list and detail to course and content editors, who may not read orders', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo } = await paidOrder(buyer);
    for (const role of ['courseEditor', 'contentEditor'] as const) {
      const other = await as(role);
      expect(await t.fails(admin.orderList, {}, other)).toBe(NO_PERMISSION);
      expect(await t.fails(admin.orderDetail, { orderNo }, other)).toBe(NO_PERMISSION);
    }
    for (const role of ['owner', 'finance', 'service', 'readOnly'] as const) {
      expect((await t.ok(admin.orderDetail, { orderNo }, await as(role))).orderNo).toBe(orderNo);
    }
  });
});
