import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notification from '../../../../contract/api/schemas/user/notification';
import { notifications } from '../../../../server/src/platform/db/schema';
import { NOTIFICATION_NOT_FOUND } from '../../../../server/src/modules/content/notifications';
import { type CommerceApp, createCommerceApp, placeOrder } from '../commerce/harness';

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
      { objectType: 'order', objectId: orderRow!.id },
      { token: buyer.token },
    );
    expect(about.list.map((item) => item.title)).toEqual(['订单待支付']);
    expect((await t.ok(notification.findByUserInfoId, {}, { token: buyer.token })).unread).toBe(0);
  });

  it('answers unknown kinds with a status 0 message', async () => {
    const buyer = await t.buyer();
    const answer = await t.call(notification.findByUserInfoId, { kind: 'spam' }, { token: buyer.token });
    expect(answer.status).toBe(0);
    expect(answer.message).toMatch(/kind/);
  });
});
