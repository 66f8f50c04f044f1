import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as orders from '../../../src/api/schemas/user/orders';
import type * as ids from '../../../server/src/services/commerce/ids';
import { type CommerceApp, createCommerceApp } from './harness';

/** Order numbers the next orders will be given, in turn; when empty, the real generator's. */
const planned = vi.hoisted(() => ({ numbers: [] as string[] }));

vi.mock('../../../server/src/services/commerce/ids', async (importOriginal) => {
  const real = await importOriginal<typeof ids>();
  return { ...real, newOrderNo: (now: Date) => planned.numbers.shift() ?? real.newOrderNo(now) };
});

describe('order numbers', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives an order a new number when the one drawn is already taken, instead of failing the purchase', async () => {
    const taken = 'XB20261128120000123456';
    planned.numbers.push(taken);
    const first = await t.ok(
      orders.createOrder,
      { courseId: (await t.course()).id, payMethod: 'alipay' },
      { token: (await t.buyer()).token },
    );
    expect(first.orderNo).toBe(taken);

    // Two draws alike, as two buyers in the same second can get: the second buyer's order still goes through.
    planned.numbers.push(taken, taken);
    const second = await t.ok(
      orders.createOrder,
      { courseId: (await t.course()).id, payMethod: 'alipay' },
      { token: (await t.buyer()).token },
    );
    expect(second.orderNo).not.toBe(taken);
    expect(second.orderNo).toMatch(/^XB\d{20}$/);
    expect(planned.numbers).toEqual([]);
  });
});
