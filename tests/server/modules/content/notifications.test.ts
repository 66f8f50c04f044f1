import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notification from '../../../../contract/api/schemas/user/notification';
import { notifications } from '../../../../server/src/platform/db/schema';
import { NOTIFICATION_NOT_FOUND, ORDER_NOT_FOUND } from '../../../../server/src/modules/content/notifications';
import { type CommerceApp, createCommerceApp, payInSandbox, placeOrder, startSandboxPayment } from '../commerce/harness';

let t: CommerceApp;
beforeAll(async () => {
  t = await createCommerceApp();
});
afterAll(() => t.close());

describe('notifications', () => {
  it('lists one user’s messages by kind, newest first, with the unread count, and opening one marks it read', async () => {
    const buyer = await t.buyer();
    const stranger = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const order = await placeOrder(t, buyer, course.id);
    const [orderRow] = await t.db.query.orders.findMany({ where: (o, { eq }) => eq(o.orderNo, order.orderNo) });
    const rows = await t.db
      .insert(notifications)
      .values([
        { userId: buyer.id, kind: 'system', title: '欢迎', createdAt: new Date('2026-10-01T00:00:00Z') },
        {
          userId: buyer.id,
          kind: 'order',
          title: '订单待支付',
          objectType: 'order',
          objectId: orderRow!.id,
          createdAt: new Date('2026-10-02T00:00:00Z'),
        },
        { userId: stranger.id, kind: 'system', title: '别人的消息' },
      ])
      .returning({ id: notifications.id });

    const all = await t.ok(notification.findByUserInfoId, {}, { token: buyer.token });
    expect(all.list.map((item) => item.title)).toEqual(['订单待支付', '欢迎']);
    expect(all.unread).toBe(2);
    expect(all.total).toBe(2);
    expect(all.list[0]).toMatchObject({ objectType: 'order', objectKey: order.orderNo, read: false });
    const onlyOrders = await t.ok(notification.findByUserInfoId, { kind: 'order' }, { token: buyer.token });
    expect(onlyOrders.list.map((item) => item.kind)).toEqual(['order']);
    // The total counts the kind shown; the unread badge counts every kind.
    expect(onlyOrders).toMatchObject({ total: 1, unread: 2 });

    expect(await t.ok(notification.findById, { id: rows[0]!.id }, { token: buyer.token })).toMatchObject({ read: true });
    expect((await t.ok(notification.findByUserInfoId, {}, { token: buyer.token })).unread).toBe(1);
    expect(await t.fails(notification.findById, { id: rows[2]!.id }, { token: buyer.token })).toBe(NOTIFICATION_NOT_FOUND);

    const about = await t.ok(
      notification.findByObjectId,
      { objectType: 'order', objectId: order.orderNo },
      { token: buyer.token },
    );
    expect(about.list.map((item) => item.title)).toEqual(['订单待支付']);
    expect((await t.ok(notification.findByUserInfoId, {}, { token: buyer.token })).unread).toBe(0);
  });

  it('gives a paid order’s payment message on its order number, newest first, and only to its buyer', async () => {
    const buyer = await t.buyer();
    const stranger = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const { orderNo } = await placeOrder(t, buyer, course.id);
    const about = { objectType: 'order', objectId: orderNo } as const;
    expect((await t.ok(notification.findByObjectId, about, { token: buyer.token })).list).toEqual([]);

    const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo });
    await payInSandbox(t, tradeNo);
    const [orderRow] = await t.db.query.orders.findMany({ where: (o, { eq }) => eq(o.orderNo, orderNo) });
    await t.db.insert(notifications).values({
      userId: buyer.id,
      kind: 'order',
      title: '讲义已寄出',
      objectType: 'order',
      objectId: orderRow!.id,
      createdAt: new Date(Date.now() + 60_000),
    });

    const messages = await t.ok(notification.findByObjectId, about, { token: buyer.token });
    expect(messages.list.map((item) => item.title)).toEqual(['讲义已寄出', '订单支付成功']);
    expect(messages.list[1]).toMatchObject({ kind: 'order', objectType: 'order', objectKey: orderNo, read: true });
    expect(messages.list[1]!.content).toContain(orderNo);
    expect(await t.fails(notification.findByObjectId, about, { token: stranger.token })).toBe(ORDER_NOT_FOUND);
  });

  it('names a malformed order number or record id with a status 0 message', async () => {
    const buyer = await t.buyer();
    const order = await t.call(notification.findByObjectId, { objectType: 'order', objectId: '12' }, { token: buyer.token });
    expect(order).toMatchObject({ status: 0, message: '参数 objectId 订单号格式不正确' });
    const course = await t.call(notification.findByObjectId, { objectType: 'course', objectId: 'abc' }, { token: buyer.token });
    expect(course).toMatchObject({ status: 0, message: '参数 objectId 应为正整数' });
  });

  it('answers unknown kinds with a status 0 message', async () => {
    const buyer = await t.buyer();
    const answer = await t.call(notification.findByUserInfoId, { kind: 'spam' }, { token: buyer.token });
    expect(answer.status).toBe(0);
    expect(answer.message).toMatch(/kind/);
  });
});
