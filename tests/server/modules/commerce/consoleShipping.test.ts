import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/orders';
import * as shipping from '../../../../contract/api/schemas/admin/shipping';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { SHIP_IMPORT_MAX_ROWS } from '../../../../contract/vocabulary/shipping';
import { NO_PERMISSION, type StaffRole } from '../../../../contract/vocabulary/staff';
import { SHIPMENT_MESSAGES } from '../../../../server/src/modules/commerce/shipments';
import { notifications, staffAuditLog } from '../../../../server/src/platform/db/schema';
import { staffSignIns } from '../console/staffHelpers';
import { type Buyer, commerceAppForTests, payInSandbox, placeOrder, startSandboxPayment } from './harness';

const app = commerceAppForTests();
const staff = staffSignIns(() => app.t);
const tokens = new Map<StaffRole, string>();
async function as(role: StaffRole): Promise<{ token: string }> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return { token: tokens.get(role)! };
}

async function orderWithMaterial(buyer: Buyer, paid = true) {
  const t = app.t;
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

async function paidOrderWithoutMaterial(buyer: Buyer) {
  const t = app.t;
  const course = await t.course({ userId: buyer.id });
  const { orderNo } = await placeOrder(t, buyer, course.id);
  await payInSandbox(t, (await startSandboxPayment(t, buyer, { orderNo })).tradeNo);
  return orderNo;
}

async function toldShipped(buyer: Buyer) {
  return app.t.db.$count(notifications, and(eq(notifications.userId, buyer.id), eq(notifications.title, '教材已发货')));
}

const csv = (text: string) => ({ fileName: '运单.csv', content: Buffer.from(text, 'utf8').toString('base64') });

describe('shipping printed material from the console', () => {
  it('ships a paid order once with a checked tracking number, and the family sees it and is told', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const orderNo = await orderWithMaterial(buyer);
    const service = await as('service');
    const before = await t.ok(admin.orderDetail, { orderNo }, service);
    expect(before.shipping).toMatchObject({ needed: true, canShip: true, trackingNo: null });

    expect(await t.fails(shipping.orderShip, { orderNo, carrier: 'SF', trackingNo: '12345' }, service)).toBe(
      SHIPMENT_MESSAGES.badTracking('顺丰速运'),
    );
    const shipped = await t.ok(shipping.orderShip, { orderNo, carrier: 'SF', trackingNo: 'sf 1234 5678 9012' }, service);
    expect(shipped).toMatchObject({ company: '顺丰速运', trackingNo: 'SF123456789012', shippedBy: expect.any(String) });
    expect(shipped.shippedBy).not.toBe('');

    expect(await t.fails(shipping.orderShip, { orderNo, carrier: 'ZTO', trackingNo: '732000000001' }, service)).toBe(
      SHIPMENT_MESSAGES.alreadyShipped('顺丰速运', 'SF123456789012'),
    );
    const detail = await t.ok(admin.orderDetail, { orderNo }, service);
    expect(detail.shipping).toMatchObject({ canShip: false, company: '顺丰速运', trackingNo: 'SF123456789012' });
    const family = await t.ok(orders.logistics, { orderNo }, { token: buyer.token });
    expect(family).toMatchObject({ shipped: true, company: '顺丰速运', trackingNo: 'SF123456789012' });
    expect(await toldShipped(buyer)).toBe(1);
    expect(
      await t.db.$count(staffAuditLog, and(eq(staffAuditLog.action, 'shipment.ship'), eq(staffAuditLog.entityId, orderNo))),
    ).toBe(1);
  });

  it('corrects a shipped parcel with a reason, keeps the earlier number, and does not tell the family again', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const orderNo = await orderWithMaterial(buyer);
    const finance = await as('finance');
    expect(
      await t.fails(shipping.orderShipCorrect, { orderNo, carrier: 'SF', trackingNo: 'SF123456789012', reason: '录错' }, finance),
    ).toBe(SHIPMENT_MESSAGES.notShipped);
    await t.ok(shipping.orderShip, { orderNo, carrier: 'SF', trackingNo: 'SF123456789012' }, finance);
    expect(
      await t.fails(shipping.orderShipCorrect, { orderNo, carrier: 'SF', trackingNo: 'SF123456789012', reason: '录错' }, finance),
    ).toBe(SHIPMENT_MESSAGES.unchanged);
    expect(
      await t.fails(shipping.orderShipCorrect, { orderNo, carrier: 'ZTO', trackingNo: '732000000001', reason: ' ' }, finance),
    ).toMatch(/reason/);
    const corrected = await t.ok(
      shipping.orderShipCorrect,
      { orderNo, carrier: 'ZTO', trackingNo: '732000000001', reason: '仓库改发中通' },
      finance,
    );
    expect(corrected).toMatchObject({ company: '中通快递', trackingNo: '732000000001' });
    expect(corrected.corrections).toEqual([
      expect.objectContaining({ fromCompany: '顺丰速运', fromTrackingNo: 'SF123456789012', reason: '仓库改发中通' }),
    ]);
    expect(await t.ok(orders.logistics, { orderNo }, { token: buyer.token })).toMatchObject({ trackingNo: '732000000001' });
    expect(await toldShipped(buyer)).toBe(1);
    const [entry] = await t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'shipment.correct'), eq(staffAuditLog.entityId, orderNo)));
    expect(entry?.before).toEqual({ company: '顺丰速运', trackingNo: 'SF123456789012' });
  });

  it('refuses unpaid orders, orders without material, unknown orders, bad carriers and roles without orders.ship', async () => {
    const t = app.t;
    const service = await as('service');
    const unpaid = await orderWithMaterial(await t.buyer(), false);
    expect(await t.fails(shipping.orderShip, { orderNo: unpaid, carrier: 'SF', trackingNo: 'SF123456789012' }, service)).toBe(
      SHIPMENT_MESSAGES.notPaid,
    );
    const plain = await paidOrderWithoutMaterial(await t.buyer());
    expect(await t.fails(shipping.orderShip, { orderNo: plain, carrier: 'SF', trackingNo: 'SF123456789012' }, service)).toBe(
      SHIPMENT_MESSAGES.noAddress,
    );
    expect(
      await t.fails(
        shipping.orderShip,
        { orderNo: 'XB20260101000000000001', carrier: 'SF', trackingNo: 'SF123456789012' },
        service,
      ),
    ).toMatch(/没有这个订单|订单号格式不正确/);
    expect(
      await t.fails(shipping.orderShip, { orderNo: unpaid, carrier: 'UPS', trackingNo: 'SF123456789012' }, service),
    ).toContain('取值应为');
    expect(
      await t.fails(
        shipping.orderShip,
        { orderNo: unpaid, carrier: 'SF', trackingNo: 'SF123456789012' },
        await as('contentEditor'),
      ),
    ).toBe(NO_PERMISSION);
  });
});

describe('importing tracking numbers from a CSV', () => {
  it('reports every row, ships the good ones, and changes nothing when the same file comes again', async () => {
    const t = app.t;
    const good = await t.buyer();
    const goodOrder = await orderWithMaterial(good);
    const byName = await t.buyer();
    const byNameOrder = await orderWithMaterial(byName);
    const unpaid = await orderWithMaterial(await t.buyer(), false);
    const plain = await paidOrderWithoutMaterial(await t.buyer());
    const shippedElsewhere = await orderWithMaterial(await t.buyer());
    const finance = await as('finance');
    await t.ok(shipping.orderShip, { orderNo: shippedElsewhere, carrier: 'YD', trackingNo: '4300000000001' }, finance);

    const file = csv(
      [
        '订单号,快递公司,运单号',
        `${goodOrder},SF,SF123456789012`,
        `${byNameOrder},中通快递,732000000002`,
        `${goodOrder},SF,SF123456789099`,
        'XB20990101000000000001,SF,SF123456789013',
        `${unpaid},SF,SF123456789014`,
        `${plain},SF,SF123456789015`,
        `${shippedElsewhere},YD,4300000000009`,
        `${shippedElsewhere.toLowerCase()}x,顺丰,ABC`,
        `${unpaid},邮鸽,12345678`,
      ].join('\r\n'),
    );
    // The last but one row repeats no order (a typo), so it is checked for its number.
    const first = await t.ok(shipping.shipImport, file, finance);
    expect(first.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'shipped'],
      [3, 'shipped'],
      [4, 'duplicate-row'],
      [5, 'unknown-order'],
      [6, 'not-paid'],
      [7, 'nothing-to-ship'],
      [8, 'other-parcel'],
      [9, 'bad-tracking'],
      [10, 'duplicate-row'],
    ]);
    expect(first.counts).toMatchObject({ shipped: 2, 'duplicate-row': 2, 'unknown-order': 1, 'bad-tracking': 1 });
    expect(first.rows[6]!.detail).toBe('韵达快递 4300000000001');
    expect(await t.ok(orders.logistics, { orderNo: byNameOrder }, { token: byName.token })).toMatchObject({
      company: '中通快递',
      trackingNo: '732000000002',
    });

    const again = await t.ok(shipping.shipImport, file, finance);
    expect(again.counts).toMatchObject({ shipped: 0, 'already-shipped': 2 });
    expect(await toldShipped(good)).toBe(1);
    expect(await toldShipped(byName)).toBe(1);
    const imports = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'shipment.import'));
    expect(imports.at(-1)?.after).toMatchObject({ rows: 9, shipped: 0, 'already-shipped': 2 });
  });

  it('reads UTF-8 with a byte-order mark and GBK, and a carrier that is not on the list', async () => {
    const t = app.t;
    const finance = await as('finance');
    const one = await orderWithMaterial(await t.buyer());
    const two = await orderWithMaterial(await t.buyer());
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`订单号,快递公司,运单号\n${one},京东物流,JDX000012345678\n`),
    ]);
    const viaBom = await t.ok(shipping.shipImport, { fileName: 'a.csv', content: bom.toString('base64') }, finance);
    expect(viaBom.rows.map((row) => row.outcome)).toEqual(['shipped']);

    const gbk = iconv.encode(`订单号,快递公司,运单号\n${two},圆通速递,YT1234567890123\nXB20990101000000000002,信鸽,1\n`, 'gbk');
    const viaGbk = await t.ok(shipping.shipImport, { fileName: 'b.csv', content: gbk.toString('base64') }, finance);
    expect(viaGbk.rows.map((row) => [row.carrier, row.outcome])).toEqual([
      ['圆通速递', 'shipped'],
      ['信鸽', 'bad-carrier'],
    ]);
  });

  it('refuses a file without the columns, without rows, with too many rows or that is not base64', async () => {
    const t = app.t;
    const finance = await as('finance');
    expect(await t.fails(shipping.shipImport, csv('单号,公司\nA,B\n'), finance)).toBe(SHIPMENT_MESSAGES.columns);
    expect(await t.fails(shipping.shipImport, csv('订单号,快递公司,运单号\n'), finance)).toBe(SHIPMENT_MESSAGES.noRows);
    const many = ['订单号,快递公司,运单号', ...Array.from({ length: SHIP_IMPORT_MAX_ROWS + 1 }, (_, i) => `XB${i},SF,SF1`)].join(
      '\n',
    );
    expect(await t.fails(shipping.shipImport, csv(many), finance)).toBe(SHIPMENT_MESSAGES.tooManyRows);
    expect(await t.fails(shipping.shipImport, { fileName: 'x.csv', content: '不是文件' }, finance)).toContain('base64');
    expect(await t.fails(shipping.shipImport, csv('订单号,快递公司,运单号\n"A,B\n'), finance)).toContain('无法读取 CSV 文件');
  });
});
