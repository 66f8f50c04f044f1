import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pay from '../../../../contract/api/schemas/pay/payOrder';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { type CommerceApp, createCommerceApp, placeOrder } from './harness';

/** This machine's address on the network, as a phone beside the computer reaches it. */
const lan = Object.values(networkInterfaces())
  .flatMap((addresses) => addresses ?? [])
  .find((address) => address.family === 'IPv4' && !address.internal)?.address;

/*
 * A parent pays the checkout's QR code with a phone on the same network: the code opened on a computer at
 * localhost must name an address the phone can reach, and the cashier must work from there. Real sockets:
 * the computer's request goes to the loopback address, the phone's to the network address.
 */
describe.skipIf(!lan)('paying a QR code from a phone on the same network', () => {
  let t: CommerceApp;
  let port = 0;
  beforeAll(async () => {
    t = await createCommerceApp();
    await t.app.listen({ host: '0.0.0.0', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("names the machine's network address in the code, and the phone pays at the cashier found there", async () => {
    const buyer = await t.buyer();
    const course = await t.course();
    const { orderNo } = await placeOrder(t, buyer, course.id, 'weixin');

    // The computer's browser, at localhost.
    const answer = await fetch(`http://localhost:${port}${pay.weixinPayOrder.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderNo, device: 'desktop' }),
    });
    const started = pay.weixinPayOrder.response.parse(((await answer.json()) as { appData: unknown }).appData);
    expect(started.kind).toBe('qr');
    const scanned = new URL(started.url);
    expect(scanned.host).toBe(`${lan}:${port}`);

    // The phone opens what it scanned, over the network, and pays.
    const cashier = await fetch(scanned);
    expect(cashier.status).toBe(200);
    const page = await cashier.text();
    expect(page).toContain(`确认付款 ¥${(course.priceCents / 100).toFixed(2)}`);
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    expect(action).toBeTruthy();
    const paid = await fetch(new URL(action!.replaceAll('&amp;', '&'), scanned), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);

    await expect
      .poll(async () => (await t.ok(orders.isPaySuccess, { orderNo }, { token: buyer.token })).paid, { timeout: 10_000 })
      .toBe(true);
    expect(await t.enrolments(buyer.id, course.id)).toBe(1);
  });
});
