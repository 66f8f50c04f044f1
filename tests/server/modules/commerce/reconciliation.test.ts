import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import * as calls from '../../../../contract/api/schemas/admin/reconciliation';
import { NO_PERMISSION, type StaffRole } from '../../../../contract/vocabulary/staff';
import { beijingDay, reconcileDailyBills, reconcileDay } from '../../../../server/src/modules/commerce/reconciliation';
import { reconcileContextOf } from '../../../../server/src/modules/commerce/routes/reconciliation';
import {
  payments,
  reconciliationLines,
  reconciliationRuns,
  sandboxTrades,
  staffAuditLog,
} from '../../../../server/src/platform/db/schema';
import { parseAlipayTradeBill, parseWechatTradeBill } from '../../../../server/src/providers/payment/bills';
import { PaymentProviderError } from '../../../../server/src/providers/payment/types';
import { staffSignIns } from '../console/staffHelpers';
import { databaseUrl } from '../../platform/db/postgresTemplates';
import { commerceAppForTests, payInSandbox, placeOrder, startSandboxPayment } from './harness';

const app = commerceAppForTests();
const staff = staffSignIns(() => app.t);
const tokens = new Map<StaffRole, string>();
async function as(role: StaffRole): Promise<{ token: string }> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return { token: tokens.get(role)! };
}

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '../../fixtures/bills', name)));

/** A paid sandbox order; `lost` leaves its notification undelivered, as when the provider's call never came. */
async function paidOrder(lost = false) {
  const t = app.t;
  const buyer = await t.buyer();
  const course = await t.course({ userId: buyer.id });
  const { orderNo } = await placeOrder(t, buyer, course.id);
  const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo });
  if (lost) await t.sandbox.decide(tradeNo, 'pay', { notify: 'none' });
  else await payInSandbox(t, tradeNo);
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.outTradeNo, (await t.sandbox.trade(tradeNo))!.outTradeNo));
  return { orderNo, tradeNo, payment: payment!, priceCents: course.priceCents };
}

describe('reading the providers’ bill files', () => {
  it('reads a WeChat Pay v3 trade bill: its payments and its refunds, in fen', () => {
    const bill = parseWechatTradeBill(fixture('wechat-tradebill-2026-12-04.csv'));
    expect(bill.payments).toEqual([
      { outTradeNo: 'PXB202612040912000001A1', tradeNo: '4200002026120412345678901', amountCents: 128000 },
      { outTradeNo: 'PXB202612041440000002B2', tradeNo: '4200002026120498765432101', amountCents: 69900 },
    ]);
    expect(bill.refunds).toEqual([
      { outTradeNo: 'PXB202612031030000003C3', outRefundNo: 'RF202612031030000003C31234', amountCents: 10050 },
    ]);
  });

  it('reads the detail file of an Alipay bill zip in GBK, leaving its summary file aside', () => {
    const bill = parseAlipayTradeBill(fixture('alipay-tradebill-2026-12-04.zip'));
    expect(bill.payments).toEqual([
      { outTradeNo: 'PXB202612040930000011D1', tradeNo: '2026120422001412345678901234', amountCents: 128000 },
    ]);
    expect(bill.refunds).toEqual([
      { outTradeNo: 'PXB202612031800000012E2', outRefundNo: 'RF202612031800000012E21234', amountCents: 29900 },
    ]);
  });

  it('refuses garbage with a reason instead of reading it as an empty day', () => {
    const junk = new TextEncoder().encode('<html>502 Bad Gateway</html>');
    expect(() => parseWechatTradeBill(junk)).toThrow(PaymentProviderError);
    expect(() => parseAlipayTradeBill(junk)).toThrow('找不到表头');
    expect(() => parseAlipayTradeBill(new Uint8Array([0x50, 0x4b, 1, 2, 3]))).toThrow('压缩包');
  });
});

describe('reconciling a day with the sandbox’s bill', () => {
  it('finds a lost notification, a different amount and a charge missing from the bill, and re-asks the lost one', async () => {
    const t = app.t;
    const day = beijingDay(t.app.deps.now());
    const fine = await paidOrder();
    const lost = await paidOrder(true);
    const altered = await paidOrder();
    const unbilled = await paidOrder();
    // The provider charged another amount than we recorded, and has no trace of another charge.
    await t.db
      .update(sandboxTrades)
      .set({ amountCents: altered.priceCents + 1 })
      .where(eq(sandboxTrades.tradeNo, altered.tradeNo));
    await t.db.update(sandboxTrades).set({ status: 'closed' }).where(eq(sandboxTrades.tradeNo, unbilled.tradeNo));
    expect(lost.payment.status).toBe('pending');

    const finance = await as('finance');
    const first = await t.ok(calls.reconciliationRun, { provider: 'sandbox', day }, finance);
    expect(first.run).toMatchObject({ status: 'succeeded', provider: 'sandbox', day });
    const kinds = (lines: typeof first.lines) =>
      Object.fromEntries(lines.filter((l) => l.orderNo).map((line) => [line.orderNo, line.kind]));
    expect(kinds(first.lines)).toMatchObject({
      [lost.orderNo]: 'missing-here',
      [altered.orderNo]: 'amount',
      [unbilled.orderNo]: 'missing-in-bill',
    });
    expect(kinds(first.lines)[fine.orderNo]).toBeUndefined();
    // The lost notification was made good by asking the provider, as the pay follow-up does.
    const [settled] = await t.db.select().from(payments).where(eq(payments.id, lost.payment.id));
    expect(settled!.status).toBe('succeeded');
    expect(first.lines.find((line) => line.orderNo === lost.orderNo)!.detail).toContain('重新查询');

    // Finance notes one; running the day again replaces the result, keeps the note and makes no second run.
    const amountLine = first.lines.find((line) => line.orderNo === altered.orderNo)!;
    await t.ok(calls.reconciliationHandle, { lineId: amountLine.id, note: '已联系沙箱核实' }, finance);
    const again = await t.ok(calls.reconciliationRun, { provider: 'sandbox', day }, finance);
    expect(again.run.id).toBe(first.run.id);
    expect(again.run.attempts).toBe(2);
    expect(kinds(again.lines)[lost.orderNo]).toBeUndefined();
    expect(again.lines.find((line) => line.orderNo === altered.orderNo)).toMatchObject({
      handled: true,
      handledNote: '已联系沙箱核实',
    });
    expect(await t.db.$count(reconciliationRuns, eq(reconciliationRuns.day, day))).toBe(1);
    expect(await t.db.$count(staffAuditLog, eq(staffAuditLog.action, 'reconciliation.rerun'))).toBeGreaterThanOrEqual(2);
    expect(await t.db.$count(staffAuditLog, eq(staffAuditLog.action, 'reconciliation.handle'))).toBe(1);

    const list = await t.ok(calls.reconciliationList, { page: 1, size: 10 }, finance);
    expect(list.list[0]).toMatchObject({ day, provider: 'sandbox', differences: again.lines.length });
    expect(await t.fails(calls.reconciliationRun, { provider: 'sandbox', day }, await as('service'))).toBe(NO_PERMISSION);
    expect(await t.fails(calls.reconciliationRun, { provider: 'sandbox', day: '2026-02-31x' }, finance)).toContain('YYYY-MM-DD');
    expect(await t.fails(calls.reconciliationRun, { provider: 'alipay', day }, finance)).toContain('没有可下载的对账单');
  });

  it('records a bill that times out or is garbage as a failed run with the reason, and the daily job retries it', async () => {
    const t = app.t;
    const context = reconcileContextOf(t.app.deps);
    const day = beijingDay(t.app.deps.now(), -1);
    const timeout = vi
      .spyOn(t.sandbox, 'downloadBill')
      .mockRejectedValueOnce(new PaymentProviderError('沙箱对账单下载失败：The operation was aborted due to timeout'));
    await reconcileDay(context, 'sandbox', day);
    const [failed] = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, differences: 0 });
    expect(failed!.failureReason).toContain('timeout');

    const garbage = join(tmpdir(), `sandbox-bill-${Date.now()}.json`);
    writeFileSync(garbage, '<html>oops</html>');
    await reconcileDay({ ...context, billFiles: { sandbox: garbage } }, 'sandbox', day);
    const [still] = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    expect(still).toMatchObject({ status: 'failed', attempts: 2 });
    expect(still!.failureReason).toContain('不是 JSON');

    // The job picks the failed day up again and, the bill now answering, settles it.
    timeout.mockRestore();
    await reconcileDailyBills(context);
    const [done] = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, failureReason: '' });
    // A second pass of the job leaves reconciled days alone.
    expect(await reconcileDailyBills(context)).toBe(0);
  });

  it('leaves the earlier result whole when the database fails in the middle of storing a run', async () => {
    const t = app.t;
    const context = reconcileContextOf(t.app.deps);
    const day = beijingDay(t.app.deps.now(), -2);
    await reconcileDay(context, 'sandbox', day);
    const [before] = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    // The bill arrives, but the connection drops while the run is written.
    vi.spyOn(t.sandbox, 'downloadBill').mockResolvedValueOnce({
      payments: [{ outTradeNo: 'PXBNOTOURS0001', tradeNo: 'SB1', amountCents: 100 }],
      refunds: [],
    });
    const transaction = vi.spyOn(t.db, 'transaction').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    await expect(reconcileDay(context, 'sandbox', day)).rejects.toThrow('Connection terminated');
    transaction.mockRestore();
    const runs = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    expect(runs).toEqual([before]);
    expect(await t.db.$count(reconciliationLines, eq(reconciliationLines.runId, before!.id))).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('reconciling while PostgreSQL drops the connection', () => {
  it('keeps the earlier run whole when the server ends the session in the middle of writing the new one, then runs again', async () => {
    const t = app.t;
    const context = reconcileContextOf(t.app.deps);
    const day = beijingDay(t.app.deps.now(), -3);
    await reconcileDay(context, 'sandbox', day);
    const [before] = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    const [{ name }] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows as [{ name: string }];
    const admin = new pg.Client({ connectionString: databaseUrl(process.env.DATABASE_URL!, name) });
    await admin.connect();
    // The session writing this difference is ended by the server itself, as a restart ends it: the real
    // connection breaks between the run's statements, not a stand-in error.
    await admin.query(`create or replace function reconciliation_test_drop() returns trigger language plpgsql as $$
      begin perform pg_terminate_backend(pg_backend_pid()); return new; end $$`);
    await admin.query(`create trigger reconciliation_test_drop before insert on reconciliation_lines for each row
      when (new.reference = 'PXBDROPPED0001') execute function reconciliation_test_drop()`);
    const bill = { payments: [{ outTradeNo: 'PXBDROPPED0001', tradeNo: 'SBDROP1', amountCents: 100 }], refunds: [] };
    try {
      vi.spyOn(t.sandbox, 'downloadBill').mockResolvedValueOnce(bill);
      // The driver's error, or its failed rollback on the dead connection: either way the call fails.
      await expect(reconcileDay(context, 'sandbox', day)).rejects.toThrow();
      expect(await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day))).toEqual([before]);
      expect(await t.db.$count(reconciliationLines, eq(reconciliationLines.runId, before!.id))).toBe(0);
    } finally {
      await admin.query('drop trigger if exists reconciliation_test_drop on reconciliation_lines');
      await admin.query('drop function if exists reconciliation_test_drop()');
      await admin.end();
    }
    // The pool replaces the broken connection: the same bill reconciles, the difference recorded once.
    vi.spyOn(t.sandbox, 'downloadBill').mockResolvedValueOnce(bill);
    await reconcileDay(context, 'sandbox', day);
    const [after] = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    expect(after).toMatchObject({ status: 'succeeded', differences: 1 });
    const lines = await t.db.select().from(reconciliationLines).where(eq(reconciliationLines.runId, after!.id));
    expect(lines.map((line) => line.reference)).toEqual(['PXBDROPPED0001']);
  });
});
