import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { notifications } from '../../../../server/src/platform/db/schema';
import { recordShipment, SHIPMENT_MESSAGES } from '../../../../server/src/modules/commerce/shipments';
import { type Buyer, type CommerceApp, createCommerceApp, payInSandbox, placeOrder, startSandboxPayment } from './harness';

/** The operator's side of printed material (`npm run ship`): what the buyer then sees on the order. */
describe('shipping the printed material of a paid order', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function orderWithMaterial(buyer: Buyer, paid = true) {
    const course = await t.course({ userId: buyer.id, materials: true });
    const { orderNo } = await t.ok(
      orders.createOrder,
      {
        courseId: course.id,
        payMethod: 'alipay',
        receiverName: '林爸爸',
        receiverPhone: '13800000000',
        receiverAddress: '北京市海淀区 1 号',
        receiverRegionId: await t.zoneId('海淀区'),
      },
      { token: buyer.token },
    );
    if (paid) await payInSandbox(t, (await startSandboxPayment(t, buyer, { orderNo })).tradeNo);
    return orderNo;
  }

  it('marks the order shipped, tells the buyer, and adds later steps to the timeline, newest first', async () => {
    const buyer = await t.buyer();
    const orderNo = await orderWithMaterial(buyer);
    const parcel = { orderNo, company: '顺丰速运', trackingNo: 'SF1234567890' };

    expect(
      await recordShipment(t.db, { ...parcel, description: '已揽收', location: '深圳', at: new Date('2026-11-25T02:00:00Z') }),
    ).toEqual({
      firstShipment: true,
      events: 1,
    });
    await recordShipment(t.db, { ...parcel, description: '运输中', location: '武汉', at: new Date('2026-11-26T02:00:00Z') });

    const logistics = await t.ok(orders.logistics, { orderNo }, { token: buyer.token });
    expect(logistics).toMatchObject({ needsShipping: true, shipped: true, company: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(logistics.events.map((event) => [event.description, event.location])).toEqual([
      ['运输中', '武汉'],
      ['已揽收', '深圳'],
    ]);
    const told = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.title, '教材已发货')));
    expect(told).toHaveLength(1);
  });

  it('refuses an unpaid order, an order without material, an unknown one and a second parcel', async () => {
    const buyer = await t.buyer();
    const at = new Date();
    const unpaid = await orderWithMaterial(buyer, false);
    await expect(
      recordShipment(t.db, { orderNo: unpaid, company: '顺丰速运', trackingNo: 'SF1', description: '已发货', at }),
    ).rejects.toThrow(SHIPMENT_MESSAGES.notPaid);

    const plain = await t.buyer();
    const course = await t.course({ userId: plain.id });
    const { orderNo: noMaterial } = await placeOrder(t, plain, course.id);
    await payInSandbox(t, (await startSandboxPayment(t, plain, { orderNo: noMaterial })).tradeNo);
    await expect(
      recordShipment(t.db, { orderNo: noMaterial, company: '顺丰速运', trackingNo: 'SF2', description: '已发货', at }),
    ).rejects.toThrow(SHIPMENT_MESSAGES.noAddress);

    await expect(
      recordShipment(t.db, { orderNo: 'XB0000', company: '顺丰速运', trackingNo: 'SF3', description: '已发货', at }),
    ).rejects.toThrow(SHIPMENT_MESSAGES.noOrder('XB0000'));

    const shipped = await orderWithMaterial(await t.buyer());
    await recordShipment(t.db, { orderNo: shipped, company: '顺丰速运', trackingNo: 'SF4', description: '已发货', at });
    await expect(
      recordShipment(t.db, { orderNo: shipped, company: '中通快递', trackingNo: 'ZT5', description: '已发货', at }),
    ).rejects.toThrow('只能为同一包裹添加物流记录');
    await expect(
      recordShipment(t.db, { orderNo: shipped, company: ' ', trackingNo: 'SF4', description: '已发货', at }),
    ).rejects.toThrow(SHIPMENT_MESSAGES.blank);
  });
});
