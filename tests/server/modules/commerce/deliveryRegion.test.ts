import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { orders as orderTable } from '../../../../server/src/platform/db/schema';
import { type CommerceApp, createCommerceApp } from './harness';

const receiver = { receiverName: '林爸爸', receiverPhone: '13800000000', receiverAddress: '科技园南区 8 栋 1 号' };

describe('the delivery region of printed material', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the names of the chosen district on the order and shows them in its detail', async () => {
    const buyer = await t.buyer();
    const target = await t.course({ userId: buyer.id, materials: true });
    const nanshan = await t.zoneId('南山区');
    const created = await t.ok(
      orders.createOrder,
      { courseId: target.id, payMethod: 'alipay', ...receiver, receiverRegionId: nanshan },
      { token: buyer.token },
    );
    const [row] = await t.db.select().from(orderTable).where(eq(orderTable.orderNo, created.orderNo));
    expect(row).toMatchObject({ receiverRegionId: nanshan, receiverRegion: '广东省 深圳市 南山区' });
    const detail = await t.ok(orders.myOrderDetail, { orderNo: created.orderNo }, { token: buyer.token });
    expect(detail.receiver).toEqual({
      name: '林爸爸',
      phone: '13800000000',
      region: '广东省 深圳市 南山区',
      address: '科技园南区 8 栋 1 号',
    });
  });

  it('refuses printed material without a region, with an unknown one, or with a city whose districts were not chosen', async () => {
    const buyer = await t.buyer();
    const target = await t.course({ userId: buyer.id, materials: true });
    const order = { courseId: target.id, payMethod: 'alipay', ...receiver } as const;
    expect(await t.fails(orders.createOrder, order, { token: buyer.token })).toBe('请选择收货地区（省、市、区县）');
    expect(await t.fails(orders.createOrder, { ...order, receiverRegionId: 99_999_999 }, { token: buyer.token })).toBe(
      '收货地区不存在，请重新选择',
    );
    const shenzhen = await t.zoneId('深圳市');
    expect(await t.fails(orders.createOrder, { ...order, receiverRegionId: shenzhen }, { token: buyer.token })).toBe(
      '请选择到区县',
    );
    expect(await t.db.$count(orderTable, eq(orderTable.userId, buyer.id))).toBe(0);
  });

  it('asks no region of a course without printed material', async () => {
    const buyer = await t.buyer();
    const target = await t.course({ userId: buyer.id });
    const created = await t.ok(orders.createOrder, { courseId: target.id, payMethod: 'alipay' }, { token: buyer.token });
    const detail = await t.ok(orders.myOrderDetail, { orderNo: created.orderNo }, { token: buyer.token });
    expect(detail.receiver).toBeNull();
  });

  it('keeps older orders without a region readable, their region null', async () => {
    const buyer = await t.buyer();
    const target = await t.course({ userId: buyer.id, materials: true });
    const created = await t.ok(
      orders.createOrder,
      { courseId: target.id, payMethod: 'alipay', ...receiver, receiverRegionId: await t.zoneId('南山区') },
      { token: buyer.token },
    );
    await t.db
      .update(orderTable)
      .set({ receiverRegionId: null, receiverRegion: null })
      .where(eq(orderTable.orderNo, created.orderNo));
    const detail = await t.ok(orders.myOrderDetail, { orderNo: created.orderNo }, { token: buyer.token });
    expect(detail.receiver).toMatchObject({ region: null, address: '科技园南区 8 栋 1 号' });
  });
});
