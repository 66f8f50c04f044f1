import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders as orderTable } from '../../../../server/src/platform/db/schema';
import { violatedUniqueConstraint } from '../../../../server/src/modules/accounts/userInfo';
import { ORDER_NO_CONSTRAINT, withFreshOrderNo } from '../../../../server/src/modules/commerce/checkout';
import { type CommerceApp, createCommerceApp, placeOrder } from './harness';

describe('order numbers', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the order-number constraint when an order is saved with a number another order has', async () => {
    const buyer = await t.buyer();
    const placed = await placeOrder(t, buyer, (await t.course()).id);
    const [existing] = await t.db.select().from(orderTable).where(eq(orderTable.orderNo, placed.orderNo));
    const { id: _id, purchaseKey: _key, ...copy } = existing!;
    const error = await t.db
      .insert(orderTable)
      .values({ ...copy, purchaseKey: null })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(violatedUniqueConstraint(error)).toBe(ORDER_NO_CONSTRAINT);
  });

  it('saves the order again, with a new number, when the number drawn was taken', async () => {
    const taken = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: ORDER_NO_CONSTRAINT,
    });
    let attempts = 0;
    const saved = await withFreshOrderNo(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('query failed', { cause: taken });
      return 'saved';
    });
    expect(saved).toBe('saved');
    expect(attempts).toBe(3);
  });

  it('does not retry other failures, nor a number that keeps colliding', async () => {
    /** How many times the save ran before the failure came out. */
    const attemptsBeforeFailing = async (failure: Error) => {
      let attempts = 0;
      const saving = withFreshOrderNo(async () => {
        attempts += 1;
        throw failure;
      });
      await expect(saving).rejects.toBe(failure);
      return attempts;
    };
    const otherConstraint = Object.assign(new Error('duplicate'), { code: '23505', constraint: 'orders_share_id_uq' });
    expect(await attemptsBeforeFailing(otherConstraint)).toBe(1);
    const taken = Object.assign(new Error('duplicate'), { code: '23505', constraint: ORDER_NO_CONSTRAINT });
    expect(await attemptsBeforeFailing(taken)).toBe(5);
  });
});
