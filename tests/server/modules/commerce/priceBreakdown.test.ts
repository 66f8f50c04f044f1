import { and, asc, eq, gt } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBreakdown } from '../../../../contract/api/schemas/priceBreakdown';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { courses, orders as orderTable } from '../../../../server/src/platform/db/schema';
import { demoUserId } from '../../support/users';
import { commerceAppForTests } from './harness';

/** Yuan as the API speaks it, back to whole fen, so every comparison is to the cent. */
const fen = (yuan: number) => Math.round(yuan * 100);

describe('the price breakdown of a purchase', () => {
  it('always adds up: list price − discount = paid, none of them negative', () => {
    const line = fc.record({
      listPrice: fc.integer({ min: 0, max: 10_000_000 }),
      price: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        (lines, paid) => {
          const breakdown = priceBreakdown(lines, paid ?? undefined);
          expect(breakdown.listPrice - breakdown.discount).toBe(breakdown.paid);
          expect(breakdown.discount).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(breakdown.listPrice) && Number.isInteger(breakdown.discount)).toBe(true);
          if (paid === null) expect(breakdown.paid).toBe(lines.reduce((sum, item) => sum + item.price, 0));
        },
      ),
    );
  });

  describe('on the seeded catalogue and orders', () => {
    const shop = commerceAppForTests();

    it('shows every seeded course with the same three figures on the purchase page and on its order', async () => {
      const buyer = await shop.t.buyer();
      const forSale = await shop.t.db
        .select({ id: courses.id, priceCents: courses.priceCents, originalPriceCents: courses.originalPriceCents })
        .from(courses)
        .where(and(eq(courses.isPublished, true), gt(courses.priceCents, 0), eq(courses.hasMaterials, false)))
        .orderBy(asc(courses.id));
      expect(forSale.length).toBeGreaterThan(10);
      // Every course, not a sample: the catalogue is small enough to check whole.
      for (const course of forSale) {
        const preview = await shop.t.ok(orders.purchasePreview, { courseId: course.id }, { token: buyer.token });
        expect(fen(preview.listPrice) - fen(preview.discount)).toBe(fen(preview.payable));
        expect(fen(preview.listPrice)).toBe(Math.max(course.originalPriceCents, course.priceCents));
        expect(fen(preview.payable)).toBe(course.priceCents);

        const placed = await shop.t.ok(orders.createOrder, { courseId: course.id, payMethod: 'alipay' }, { token: buyer.token });
        const detail = await shop.t.ok(orders.buyDetails, { orderNo: placed.orderNo }, { token: buyer.token });
        expect({ listPrice: detail.itemsTotal, discount: detail.discount, paid: detail.amount }).toEqual({
          listPrice: preview.listPrice,
          discount: preview.discount,
          paid: preview.payable,
        });
        const order = await shop.t.ok(orders.myOrderDetail, { orderNo: placed.orderNo }, { token: buyer.token });
        expect(order.discount).toBe(preview.discount);
        expect(order.amount).toBe(preview.payable);
      }
    }, 300_000);

    it('adds up on every seeded order: 原价 − 优惠 = 实付 to the cent, the same in the list and the detail', async () => {
      const userId = await demoUserId(shop.t.db);
      const { token } = await shop.t.app.deps.sessions.issueSession(userId, 'price-breakdown');
      const seeded = await shop.t.db
        .select({ orderNo: orderTable.orderNo })
        .from(orderTable)
        .where(eq(orderTable.userId, userId));
      expect(seeded.length).toBeGreaterThanOrEqual(5);
      const list = await shop.t.ok(orders.buyRecord, { status: 'all', page: 1, size: 50 }, { token });
      for (const { orderNo } of seeded) {
        const detail = await shop.t.ok(orders.buyDetails, { orderNo }, { token });
        expect(fen(detail.itemsTotal) - fen(detail.discount), orderNo).toBe(fen(detail.amount));
        expect(fen(detail.itemsTotal), orderNo).toBeGreaterThanOrEqual(
          detail.items.reduce((sum, item) => sum + fen(item.price), 0),
        );
        const row = list.list.find((entry) => entry.orderNo === orderNo);
        expect(row && { discount: row.discount, amount: row.amount }, orderNo).toEqual({
          discount: detail.discount,
          amount: detail.amount,
        });
      }
    });
  });
});
