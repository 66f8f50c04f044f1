import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as campaign from '../../../../contract/api/schemas/user/campaign';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { courses } from '../../../../server/src/platform/db/schema';
import { type CommerceApp, createCommerceApp } from '../commerce/harness';

/** Yuan as the API speaks it, back to whole fen, so every comparison is to the cent. */
const fen = (yuan: number) => Math.round(yuan * 100);

/**
 * The live-class payment page shows 原价, 优惠 and 实付 of the course a sign-up unlocks: the purchase page's
 * figures, which add up to the cent, and the order placed for the sign-up charges and records exactly them.
 */
describe('the price of a live-class sign-up', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each(campaign.SIGNUP_CHANNELS)(
    'adds up on the %s page: 原价 − 优惠 = 实付, the purchase page’s figures, and the order charges them',
    async (channel) => {
      const { list } = await t.ok(campaign.liveClasses, { channel });
      expect(list.length).toBeGreaterThan(0);
      for (const live of list) {
        expect(fen(live.listPrice) - fen(live.discount), live.title).toBe(fen(live.price));
        expect(live.discount, live.title).toBeGreaterThanOrEqual(0);
        const [course] = await t.db
          .select({ priceCents: courses.priceCents, originalPriceCents: courses.originalPriceCents })
          .from(courses)
          .where(eq(courses.id, live.courseId));
        expect(fen(live.listPrice), live.title).toBe(Math.max(course!.originalPriceCents, course!.priceCents));
        expect(fen(live.price), live.title).toBe(course!.priceCents);

        const buyer = await t.buyer();
        const preview = await t.ok(orders.purchasePreview, { courseId: live.courseId }, { token: buyer.token });
        expect({ listPrice: live.listPrice, discount: live.discount, paid: live.price }, live.title).toEqual({
          listPrice: preview.listPrice,
          discount: preview.discount,
          paid: preview.payable,
        });

        await t.ok(campaign.liveSignUp, { liveClassId: live.id, channel }, { token: buyer.token });
        const placed = await t.ok(campaign.liveOrder, { liveClassId: live.id, payMethod: 'alipay' }, { token: buyer.token });
        expect(fen(placed.listPrice) - fen(placed.discount), live.title).toBe(fen(placed.amount));
        expect({ listPrice: placed.listPrice, discount: placed.discount, paid: placed.amount }, live.title).toEqual({
          listPrice: live.listPrice,
          discount: live.discount,
          paid: live.price,
        });
        const detail = await t.ok(orders.buyDetails, { orderNo: placed.orderNo }, { token: buyer.token });
        expect({ listPrice: detail.itemsTotal, discount: detail.discount, paid: detail.amount }, live.title).toEqual({
          listPrice: placed.listPrice,
          discount: placed.discount,
          paid: placed.amount,
        });
      }
    },
    120_000,
  );

  it('shows a signed-in looker the same figures as an anonymous one', async () => {
    const anonymous = await t.ok(campaign.liveClasses, { channel: 'tiktok' });
    const buyer = await t.buyer();
    const signedIn = await t.ok(campaign.liveClasses, { channel: 'tiktok' }, { token: buyer.token });
    const figures = (list: typeof anonymous.list) =>
      list.map(({ id, listPrice, discount, price }) => ({ id, listPrice, discount, price }));
    expect(figures(signedIn.list)).toEqual(figures(anonymous.list));
  });
});
