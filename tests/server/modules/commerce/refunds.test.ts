import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/orders';
import * as refundCalls from '../../../../contract/api/schemas/admin/refunds';
import * as notification from '../../../../contract/api/schemas/user/notification';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { NO_PERMISSION, type StaffRole } from '../../../../contract/vocabulary/staff';
import { followUpRefunds, REFUND_MESSAGES } from '../../../../server/src/modules/commerce/refunds';
import { refundNotifications, refunds, sandboxRefunds } from '../../../../server/src/platform/db/schema';
import { PaymentProviderError } from '../../../../server/src/providers/payment/types';
import { databaseUrl } from '../../platform/db/postgresTemplates';
import { staffSignIns } from '../console/staffHelpers';
import { type Buyer, commerceAppForTests, payInSandbox, placeOrder, signSandbox, startSandboxPayment } from './harness';

const app = commerceAppForTests();
const staff = staffSignIns(() => app.t);
const tokens = new Map<StaffRole, string>();
async function as(role: StaffRole): Promise<{ token: string }> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return { token: tokens.get(role)! };
}

/** A buyer's order of one course, paid at the sandbox cashier. */
async function paidOrder(buyer: Buyer) {
  const t = app.t;
  const course = await t.course({ userId: buyer.id });
  const { orderNo } = await placeOrder(t, buyer, course.id);
  await payInSandbox(t, (await startSandboxPayment(t, buyer, { orderNo })).tradeNo);
  return { orderNo, course };
}

const ask = (orderNo: string, amount: string, reason = '课程时间冲突，家长申请退部分费用') => ({
  orderNo,
  amount,
  reason,
  requestKey: randomUUID(),
});

/** Finance approves, and the sandbox's notifications (two copies of each) are all answered. */
async function approve(refund: { id: number; version: number }) {
  const t = app.t;
  const approved = await t.ok(refundCalls.refundApprove, { refundId: refund.id, version: refund.version }, await as('finance'));
  await t.sandbox.settled();
  return approved;
}

const detailOf = async (orderNo: string) => app.t.ok(admin.orderDetail, { orderNo }, await as('finance'));

describe('refunds asked by service and approved by finance', () => {
  it('gives back part of a paid order once, though the provider announces it twice, and tells the family', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo, course } = await paidOrder(buyer);
    const service = await as('service');

    const before = await detailOf(orderNo);
    expect(before).toMatchObject({ refundable: course.priceCents / 100, canRequestRefund: true, refunds: [] });

    const asked = await t.ok(refundCalls.refundRequest, ask(orderNo, '100.50'), service);
    expect(asked).toMatchObject({ amount: 100.5, status: 'requested', requestedBy: expect.any(String), decidedBy: null });
    const waiting = await detailOf(orderNo);
    expect(waiting.refundable).toBe((course.priceCents - 10050) / 100);
    // One refund at a time: the next is asked once this one is decided.
    expect(waiting.canRequestRefund).toBe(false);

    const done = await approve(asked);
    expect(done.status).not.toBe('requested');
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, asked.id));
    expect(row).toMatchObject({ status: 'succeeded', amountCents: 10050 });
    expect(row!.providerRefundId).toMatch(/^SBR/);

    const callbacks = await t.db.select().from(refundNotifications).where(eq(refundNotifications.refundId, asked.id));
    expect(callbacks.map((callback) => callback.outcome).sort()).toEqual(['duplicate', 'refunded']);
    expect(callbacks.every((callback) => callback.verified)).toBe(true);
    expect(await t.db.$count(sandboxRefunds, eq(sandboxRefunds.outRefundNo, row!.refundNo))).toBe(1);

    const after = await detailOf(orderNo);
    expect(after).toMatchObject({ status: 'paid', refundable: (course.priceCents - 10050) / 100, canRequestRefund: true });
    expect(after.refunds[0]).toMatchObject({ status: 'succeeded', decidedBy: expect.any(String) });
    expect(after.refunds[0]!.notifications).toHaveLength(2);
    // A partial refund leaves the course open.
    expect(await t.enrolments(buyer.id, course.id)).toBe(1);

    const family = await t.ok(orders.myOrderDetail, { orderNo }, { token: buyer.token });
    expect(family.status).toBe('paid');
    expect(family.refunds).toEqual([
      expect.objectContaining({ amount: 100.5, status: 'refunded', reason: '课程时间冲突，家长申请退部分费用' }),
    ]);
    expect(family.history.at(-1)!.note).toBe('已部分退款 ¥100.50：课程时间冲突，家长申请退部分费用');
    const inbox = await t.ok(notification.findByUserInfoId, { kind: 'all', page: 1, size: 10 }, { token: buyer.token });
    const told = inbox.list.filter((message) => message.title === '订单部分退款已到账');
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain(`订单 ${orderNo}`);
    expect(told[0]!.content).toContain('¥100.50');
  });

  it('closes a fully refunded order as refunded, takes the course back, and refuses any more', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo, course } = await paidOrder(buyer);
    const whole = (course.priceCents / 100).toFixed(2);
    const asked = await t.ok(refundCalls.refundRequest, ask(orderNo, whole, '孩子转学，全额退款'), await as('finance'));
    await approve(asked);

    const after = await detailOf(orderNo);
    expect(after).toMatchObject({ status: 'refunded', refundable: 0, canRequestRefund: false });
    expect(after.refundedAt).not.toBeNull();
    expect(after.payments.find((payment) => payment.status === 'refunded')).toBeTruthy();
    expect(await t.enrolments(buyer.id, course.id)).toBe(0);
    const family = await t.ok(orders.myOrderDetail, { orderNo }, { token: buyer.token });
    expect(family.status).toBe('refunded');
    expect(family.history.at(-1)).toMatchObject({ status: 'refunded', note: `已全额退款 ¥${whole}，课程学习权限已收回` });
    expect(await t.fails(refundCalls.refundRequest, ask(orderNo, '1'), await as('service'))).toBe(REFUND_MESSAGES.notPaid);
  });

  it('makes one refund of a request sent twice, and refuses a second open one, too much money and bad input', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo, course } = await paidOrder(buyer);
    const service = await as('service');
    const first = ask(orderNo, '50');
    // Sent twice at once (a double click), and once more later (a retry after a lost answer).
    const [a, b] = await Promise.all([
      t.ok(refundCalls.refundRequest, first, service),
      t.ok(refundCalls.refundRequest, first, service),
    ]);
    expect(a.id).toBe(b.id);
    expect((await t.ok(refundCalls.refundRequest, first, service)).id).toBe(a.id);
    expect(await t.db.$count(refunds, eq(refunds.requestKey, first.requestKey))).toBe(1);
    expect(await t.fails(refundCalls.refundRequest, ask(orderNo, '10'), service)).toBe(REFUND_MESSAGES.open);

    const refused = await t.ok(
      refundCalls.refundReject,
      { refundId: a.id, version: a.version, note: '已与家长沟通，改为换课' },
      await as('finance'),
    );
    expect(refused).toMatchObject({ status: 'rejected', decisionNote: '已与家长沟通，改为换课' });
    expect(await t.fails(refundCalls.refundApprove, { refundId: a.id, version: refused.version }, await as('finance'))).toBe(
      REFUND_MESSAGES.decided,
    );
    expect(await t.fails(refundCalls.refundApprove, { refundId: a.id, version: a.version }, await as('finance'))).toBe(
      REFUND_MESSAGES.stale,
    );

    const tooMuch = ((course.priceCents + 1) / 100).toFixed(2);
    expect(await t.fails(refundCalls.refundRequest, ask(orderNo, tooMuch), service)).toBe(
      REFUND_MESSAGES.tooMuch((course.priceCents / 100).toFixed(2)),
    );
    expect(await t.fails(refundCalls.refundRequest, ask(orderNo, '12.345'), service)).toMatch(/amount/);
    expect(await t.fails(refundCalls.refundRequest, ask(orderNo, '0'), service)).toMatch(/amount/);
    expect(await t.fails(refundCalls.refundRequest, ask(orderNo, '10', '  '), service)).toMatch(/reason/);
    expect(await t.fails(refundCalls.refundRequest, { ...ask(orderNo, '10'), requestKey: 'x' }, service)).toMatch(/requestKey/);
    expect(
      await t.fails(refundCalls.refundReject, { refundId: a.id, version: refused.version, note: '' }, await as('finance')),
    ).toMatch(/note/);
  });

  it('lets service ask and finance decide, and nobody else', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo } = await paidOrder(buyer);
    for (const role of ['courseEditor', 'contentEditor', 'readOnly'] as const) {
      expect(await t.fails(refundCalls.refundRequest, ask(orderNo, '1'), await as(role))).toBe(NO_PERMISSION);
    }
    const asked = await t.ok(refundCalls.refundRequest, ask(orderNo, '1'), await as('service'));
    for (const role of ['service', 'courseEditor', 'readOnly'] as const) {
      const decision = { refundId: asked.id, version: asked.version };
      expect(await t.fails(refundCalls.refundApprove, decision, await as(role))).toBe(NO_PERMISSION);
      expect(await t.fails(refundCalls.refundReject, { ...decision, note: '不行' }, await as(role))).toBe(NO_PERMISSION);
    }
  });
});

describe('refunds when the provider or the process fails', () => {
  it('finishes an approval whose provider call timed out with the refund job, under the same refund number, once', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo } = await paidOrder(buyer);
    const asked = await t.ok(refundCalls.refundRequest, ask(orderNo, '20'), await as('service'));
    const refund = t.sandbox.refund;
    t.sandbox.refund = async () => {
      throw new PaymentProviderError('支付机构超时');
    };
    try {
      expect(await approve(asked)).toMatchObject({ status: 'processing' });
    } finally {
      t.sandbox.refund = refund;
    }
    const context = { db: t.db, now: () => t.clock.now, gateway: t.app.deps.payments };
    // Not yet: the job waits a while for the provider's own notification before asking.
    expect(await followUpRefunds(context, 60)).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 60_000);
    const [first, second] = await Promise.all([followUpRefunds(context, 60), followUpRefunds(context, 60)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    await t.sandbox.settled();
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, asked.id));
    expect(row!.status).toBe('succeeded');
    expect(await t.db.$count(sandboxRefunds, eq(sandboxRefunds.outRefundNo, row!.refundNo))).toBe(1);
    const family = await t.ok(orders.myOrderDetail, { orderNo }, { token: buyer.token });
    expect(family.refunds).toHaveLength(1);
    expect(family.history.filter((entry) => entry.note.startsWith('已部分退款'))).toHaveLength(1);
  });

  it('settles a refund the provider made but whose answer and notifications were lost, by asking', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo } = await paidOrder(buyer);
    const asked = await t.ok(refundCalls.refundRequest, ask(orderNo, '30'), await as('service'));
    const refund = t.sandbox.refund;
    t.sandbox.refund = async (request) => {
      // The provider books the refund; its notifications go nowhere and its answer never arrives.
      await refund({ ...request, notifyUrl: 'http://127.0.0.1:9/lost' });
      throw new PaymentProviderError('连接被重置');
    };
    try {
      await approve(asked);
    } finally {
      t.sandbox.refund = refund;
    }
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 60_000);
    await followUpRefunds({ db: t.db, now: () => t.clock.now, gateway: t.app.deps.payments }, 60);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, asked.id));
    expect(row!.status).toBe('succeeded');
    expect(await t.db.$count(sandboxRefunds, eq(sandboxRefunds.outRefundNo, row!.refundNo))).toBe(1);
  });

  it('keeps a forged refund notification and changes nothing for it', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const { orderNo } = await paidOrder(buyer);
    const asked = await t.ok(refundCalls.refundRequest, ask(orderNo, '40'), await as('service'));
    const refundNo = (await t.db.select().from(refunds).where(eq(refunds.id, asked.id)))[0]!.refundNo;
    const forged = signSandbox(
      {
        app_id: 'xueban-sandbox',
        out_refund_no: refundNo,
        refund_id: 'SBRFORGED',
        refund_amount: '40.00',
        refund_status: 'REFUND_SUCCESS',
      },
      'not-the-secret',
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/pay/v1/refund-notify/sandbox',
      payload: new URLSearchParams(forged).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.body).toBe('fail');
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, asked.id));
    expect(row!.status).toBe('requested');
    const kept = await t.db
      .select()
      .from(refundNotifications)
      .where(and(eq(refundNotifications.outRefundNo, refundNo), eq(refundNotifications.verified, false)));
    expect(kept.map((callback) => callback.outcome)).toEqual(['bad-signature']);
    expect(await t.db.$count(sandboxRefunds, eq(sandboxRefunds.outRefundNo, refundNo))).toBe(0);
  });
});

/** Fails naming the step that did not finish, so a hang says where it was instead of only timing the test out. */
async function inTime<T>(step: string, work: Promise<T>, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${step} did not finish in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!process.env.DATABASE_URL)('refunds while the database drops its connections', () => {
  it('loses no refund and makes none twice when connections are killed as refunds are approved and announced', async () => {
    const t = app.t;
    const finance = await as('finance');
    const service = await as('service');
    const placed = await Promise.all([t.buyer(), t.buyer(), t.buyer()].map(async (buyer) => ({ buyer: await buyer })));
    const asked = [];
    for (const { buyer } of placed) {
      const { orderNo } = await paidOrder(buyer);
      asked.push({ buyer, orderNo, refund: await t.ok(refundCalls.refundRequest, ask(orderNo, '12.34'), service) });
    }
    const [{ name }] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows as [{ name: string }];
    const admin = new pg.Client({ connectionString: databaseUrl(process.env.DATABASE_URL!, name) });
    await admin.connect();
    let killing = true;
    // Every connection of this file's database but the killer's own, again and again, as a database restart does.
    const killer = (async () => {
      while (killing) {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
        await new Promise((wait) => setTimeout(wait, 40));
      }
    })();
    await inTime(
      'approving while connections are killed',
      Promise.allSettled(
        asked.map(({ refund }) => t.call(refundCalls.refundApprove, { refundId: refund.id, version: refund.version }, finance)),
      ),
    );
    await new Promise((wait) => setTimeout(wait, 300));
    killing = false;
    await inTime('stopping the killer', killer);
    await admin.end();
    await inTime('the notifications sent under fire', t.sandbox.settled());

    // Finance presses again where the approval itself was lost; the job asks the provider about the rest.
    const context = { db: t.db, now: () => t.clock.now, gateway: t.app.deps.payments };
    for (let round = 0; round < 5; round += 1) {
      for (const { refund } of asked) {
        const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
        if (row!.status === 'requested')
          await inTime(
            `approving again in round ${round}`,
            t.ok(refundCalls.refundApprove, { refundId: row!.id, version: row!.version }, finance),
          );
      }
      await inTime(`the notifications of round ${round}`, t.sandbox.settled());
      t.clock.now = new Date(t.clock.now.getTime() + 2 * 60_000);
      await inTime(`the refund job in round ${round}`, followUpRefunds(context, 60));
      await inTime(`the job's notifications in round ${round}`, t.sandbox.settled());
    }

    for (const { buyer, orderNo, refund } of asked) {
      const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
      expect(row!.status, orderNo).toBe('succeeded');
      expect(await t.db.$count(sandboxRefunds, eq(sandboxRefunds.outRefundNo, row!.refundNo)), orderNo).toBe(1);
      const family = await t.ok(orders.myOrderDetail, { orderNo }, { token: buyer.token });
      expect(
        family.history.filter((entry) => entry.note.startsWith('已部分退款')),
        orderNo,
      ).toHaveLength(1);
      const inbox = await t.ok(notification.findByUserInfoId, { kind: 'all', page: 1, size: 20 }, { token: buyer.token });
      expect(
        inbox.list.filter((message) => message.title === '订单部分退款已到账'),
        orderNo,
      ).toHaveLength(1);
    }
  }, 120_000);
});
