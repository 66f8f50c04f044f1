import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type LogisticsEvent, notifications, orderLogistics, orders } from '../../platform/db/schema';

export const SHIPMENT_MESSAGES = {
  noOrder: (orderNo: string) => `没有这个订单：${orderNo}`,
  notPaid: '只能为已支付的订单发货',
  noAddress: '这个订单没有收货地址：它的课程不寄送教材',
  otherParcel: (company: string, trackingNo: string) =>
    `这个订单已由 ${company} 发出（运单号 ${trackingNo}）；只能为同一包裹添加物流记录`,
  blank: '快递公司、运单号和物流描述都不能为空',
} as const;

export interface ShipmentInput {
  orderNo: string;
  company: string;
  trackingNo: string;
  /** What happened to the parcel, e.g. 已揽收, 运输中, 已签收. */
  description: string;
  location?: string | undefined;
  at: Date;
}

/**
 * Records a step of the parcel of printed material for a paid order: the first one marks the order shipped
 * (with the carrier and tracking number) and tells the buyer; later ones add to the timeline the buyer sees
 * on the order page (`orders/logistics`). Operators run it through `npm run ship`.
 */
export async function recordShipment(db: Db, input: ShipmentInput): Promise<{ firstShipment: boolean; events: number }> {
  const company = input.company.trim();
  const trackingNo = input.trackingNo.trim();
  const description = input.description.trim();
  if (!company || !trackingNo || !description) throw new Error(SHIPMENT_MESSAGES.blank);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, input.orderNo)).for('update');
    if (!order) throw new Error(SHIPMENT_MESSAGES.noOrder(input.orderNo));
    if (order.status !== 'paid') throw new Error(SHIPMENT_MESSAGES.notPaid);
    if (!order.receiverAddress) throw new Error(SHIPMENT_MESSAGES.noAddress);
    const event: LogisticsEvent = {
      at: input.at.toISOString(),
      description,
      ...(input.location?.trim() ? { location: input.location.trim() } : {}),
    };
    const [shipment] = await tx.select().from(orderLogistics).where(eq(orderLogistics.orderId, order.id));
    if (!shipment) {
      await tx.insert(orderLogistics).values({ orderId: order.id, company, trackingNo, events: [event] });
      await tx.insert(notifications).values({
        userId: order.userId,
        kind: 'order',
        title: '教材已发货',
        content: `订单 ${order.orderNo} 的教材已由 ${company} 发出，运单号 ${trackingNo}，可在订单详情查看物流。`,
        objectType: 'order',
        objectId: order.id,
      });
      return { firstShipment: true, events: 1 };
    }
    if (shipment.company !== company || shipment.trackingNo !== trackingNo) {
      throw new Error(SHIPMENT_MESSAGES.otherParcel(shipment.company, shipment.trackingNo));
    }
    const events = [...shipment.events, event];
    await tx.update(orderLogistics).set({ events }).where(eq(orderLogistics.id, shipment.id));
    return { firstShipment: false, events: events.length };
  });
}
