import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as exportCalls from '../../../../contract/api/schemas/admin/orderExports';
import * as refundCalls from '../../../../contract/api/schemas/admin/refunds';
import { exportSummaryLine, ORDER_EXPORT_COLUMNS, REFUND_EXPORT_COLUMNS } from '../../../../contract/vocabulary/exports';
import { NO_PERMISSION, type StaffRole } from '../../../../contract/vocabulary/staff';
import { csvField, pumpExport, exportWriter } from '../../../../server/src/modules/commerce/exportFiles';
import { orderExportPages, type ExportRow } from '../../../../server/src/modules/commerce/exportRows';
import { EXPORT_MESSAGES, startExportDownload } from '../../../../server/src/modules/commerce/exports';
import { orderItems, orders, staffAuditLog } from '../../../../server/src/platform/db/schema';
import { PassThrough } from 'node:stream';
import { databaseUrl } from '../../platform/db/postgresTemplates';
import { memberOf, staffSignIns } from '../console/staffHelpers';
import { type Buyer, commerceAppForTests, payInSandbox, placeOrder, startSandboxPayment } from './harness';

const app = commerceAppForTests();
const staff = staffSignIns(() => app.t);
const tokens = new Map<StaffRole, string>();
async function as(role: StaffRole): Promise<{ token: string }> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return { token: tokens.get(role)! };
}

let orderSerial = 0;

/**
 * Orders written straight into the database, one a minute from `start`, each of one course: many orders fast,
 * in a year of their own so that no other test's orders fall in the range.
 */
async function seedOrders(buyer: Buyer, count: number, start: string, title = '导出测试课程') {
  const t = app.t;
  const course = await t.course();
  const rows = await t.db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, index) => {
        orderSerial += 1;
        return {
          orderNo: `XE${process.pid}${String(orderSerial).padStart(8, '0')}`,
          userId: buyer.id,
          status: 'paid' as const,
          totalAmountCents: 19_900,
          payChannel: 'weixin' as const,
          paidAt: new Date(Date.parse(start) + index * 60_000 + 30_000),
          createdAt: new Date(Date.parse(start) + index * 60_000),
        };
      }),
    )
    .returning({ id: orders.id, orderNo: orders.orderNo });
  await t.db
    .insert(orderItems)
    .values(rows.map((row) => ({ orderId: row.id, courseId: course.id, title, priceCents: 19_900, listPriceCents: 19_900 })));
  return rows.map((row) => row.orderNo);
}

/** Asks for a ticket and downloads its file as the browser would. */
async function download(call: typeof exportCalls.orderExport | typeof exportCalls.refundExport, fields: object, role: StaffRole) {
  const t = app.t;
  const ticket = await t.ok(call as typeof exportCalls.orderExport, fields as never, await as(role));
  const answer = await t.app.inject({ method: 'GET', url: ticket.downloadPath });
  return { ticket, answer };
}

const range2033 = { createdFrom: '2033-01-01T00:00:00+08:00', createdBefore: '2033-02-01T00:00:00+08:00' };

describe('exports of orders and refunds', () => {
  it('reads 20 orders in pages of 7, oldest first, none twice, though an order is written mid-export', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const seeded = await seedOrders(buyer, 20, '2034-05-01T08:00:00+08:00');
    const filter = { q: '', createdFrom: '2034-05-01T00:00:00+08:00', createdBefore: '2034-05-02T00:00:00+08:00' };

    const pages = orderExportPages(t.db, filter, { pageSize: 7, wholePhones: true });
    const read: string[] = [];
    let page = await pages.next();
    read.push(...(page.value as ExportRow[]).map((row) => row[0] as string));
    // Written between two pages: one earlier than the cursor (not read), one later (read once, last).
    const [early] = await seedOrders(buyer, 1, '2034-05-01T07:00:00+08:00');
    const [late] = await seedOrders(buyer, 1, '2034-05-01T20:00:00+08:00');
    const sizes = [7];
    for (page = await pages.next(); !page.done; page = await pages.next()) {
      sizes.push(page.value.length);
      read.push(...page.value.map((row) => row[0] as string));
    }

    expect(sizes).toEqual([7, 7, 7]);
    expect(read).toEqual([...seeded, late]);
    expect(read).not.toContain(early);
    expect(new Set(read).size).toBe(read.length);
  });

  it('gives finance a CSV with a byte-order mark, Beijing times, Chinese labels, masked phones and a closing line', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const seeded = await seedOrders(buyer, 3, '2033-01-10T09:00:00+08:00', '数学, "思维" 训练');
    const { ticket, answer } = await download(
      exportCalls.orderExport,
      { format: 'csv', ...range2033, q: buyer.phone },
      'finance',
    );

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('订单-2033-01-01至2033-01-31.csv')}`,
    );
    const body = answer.rawPayload.toString('utf8');
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(ORDER_EXPORT_COLUMNS.join(','));
    expect(lines.slice(1, -1)).toEqual(
      seeded.map(
        (orderNo, index) =>
          `${orderNo},2033-01-10 09:0${index}:00,2033-01-10 09:0${index}:30,"数学, ""思维"" 训练",199.00,0.00,0.00,微信支付,已支付,${buyer.phone.slice(0, 3)}****${buyer.phone.slice(-4)},`,
      ),
    );
    expect(lines.at(-1)).toBe(exportSummaryLine(3));

    // The ticket was used: a second download is refused with a message.
    const again = await t.app.inject({ method: 'GET', url: ticket.downloadPath });
    expect(again.json()).toMatchObject({ status: 0, message: EXPORT_MESSAGES.ticketGone });
  });

  it('writes the same rows as an XLSX workbook, amounts as numbers, and the owner sees phones whole', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const seeded = await seedOrders(buyer, 4, '2033-01-11T09:00:00+08:00');
    const { answer } = await download(exportCalls.orderExport, { format: 'xlsx', ...range2033, q: buyer.phone }, 'owner');

    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('订单');
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    expect(values[0]!.slice(1)).toEqual([...ORDER_EXPORT_COLUMNS]);
    expect(values.slice(1).map((row) => row[1])).toEqual(seeded);
    // A blank cell (no transaction number here) reads back as no cell at all.
    expect(values[1]!.slice(1, 11)).toEqual([
      seeded[0],
      '2033-01-11 09:00:00',
      '2033-01-11 09:00:30',
      '导出测试课程',
      199,
      0,
      0,
      '微信支付',
      '已支付',
      buyer.phone,
    ]);
  });

  it('exports refunds asked for in a range, with who asked and the provider’s numbers', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const { orderNo } = await placeOrder(t, buyer, course.id);
    await payInSandbox(t, (await startSandboxPayment(t, buyer, { orderNo })).tradeNo);
    const refund = await t.ok(
      refundCalls.refundRequest,
      { orderNo, amount: '1.50', reason: '=HYPERLINK("http://x")', requestKey: randomUUID() },
      await as('service'),
    );
    const day = 24 * 60 * 60 * 1000;
    const range = {
      createdFrom: new Date(Date.now() - day).toISOString(),
      createdBefore: new Date(Date.now() + day).toISOString(),
    };
    const { answer } = await download(exportCalls.refundExport, { format: 'csv', ...range }, 'finance');

    const text = answer.rawPayload.toString('utf8');
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(REFUND_EXPORT_COLUMNS.join(','));
    const line = lines.find((row) => row.startsWith(`${refund.refundNo},`));
    // The reason typed as a formula stays text in a spreadsheet.
    expect(line).toBe(
      `${refund.refundNo},${orderNo},1.50,"'=HYPERLINK(""http://x"")",待审核,${memberOf('service').name},,${line!.split(',')[7]},,,`,
    );
    expect(lines.at(-1)).toBe(exportSummaryLine(lines.length - 2));
  });

  it('quotes what needs quoting and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('+86 138')).toBe("'+86 138");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(12.5)).toBe('12.50');
    expect(csvField(null)).toBe('');
  });

  it('audits who exported what with which filters, and how many rows when it finished', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    await seedOrders(buyer, 2, '2033-01-12T09:00:00+08:00');
    await download(exportCalls.orderExport, { format: 'csv', ...range2033, q: buyer.phone, status: 'paid' }, 'finance');
    // The end is written once the stream has ended.
    await new Promise((wait) => setTimeout(wait, 50));

    const entries = await t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'export'), sql`${staffAuditLog.after}::text like ${`%${buyer.phone}%`}`));
    expect(entries).toHaveLength(1);
    const [started] = entries;
    expect(started).toMatchObject({
      action: 'export.orders',
      after: { format: 'csv', filter: { q: buyer.phone, status: 'paid', ...range2033 } },
    });
    const ended = await t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'export'), eq(staffAuditLog.entityId, started!.entityId)));
    expect(ended.map((entry) => [entry.action, entry.after])).toEqual([
      ['export.orders', started!.after],
      ['export.finished', { kind: 'orders', rows: 2 }],
    ]);
    expect(ended.every((entry) => entry.staffId === started!.staffId)).toBe(true);
  });

  it('refuses a missing, backward or too long range, bad input, and staff without orders.export', async () => {
    const t = app.t;
    const finance = await as('finance');
    expect(await t.fails(exportCalls.orderExport, { format: 'csv' }, finance)).toMatch(/createdFrom/);
    expect(await t.fails(exportCalls.orderExport, { format: 'csv', createdFrom: range2033.createdFrom }, finance)).toMatch(
      /createdBefore/,
    );
    expect(
      await t.fails(
        exportCalls.orderExport,
        { format: 'csv', createdFrom: '2033-02-01T00:00:00+08:00', createdBefore: '2033-01-01T00:00:00+08:00' },
        finance,
      ),
    ).toMatch(/不早于/);
    expect(
      await t.fails(
        exportCalls.refundExport,
        { format: 'xlsx', createdFrom: '2032-01-01T00:00:00+08:00', createdBefore: '2033-01-03T00:00:00+08:00' },
        finance,
      ),
    ).toMatch(/366/);
    // A leap year whole is allowed.
    await t.ok(
      exportCalls.refundExport,
      { format: 'xlsx', createdFrom: '2032-01-01T00:00:00+08:00', createdBefore: '2033-01-01T00:00:00+08:00' },
      finance,
    );
    expect(await t.fails(exportCalls.orderExport, { format: 'pdf', ...range2033 }, finance)).toMatch(/format/);
    for (const role of ['service', 'readOnly', 'courseEditor'] as const)
      expect(await t.fails(exportCalls.orderExport, { format: 'csv', ...range2033 }, await as(role))).toBe(NO_PERMISSION);
  });

  it('lets a ticket be used once and only within a minute', async () => {
    const t = app.t;
    const ticket = await t.ok(exportCalls.orderExport, { format: 'csv', ...range2033 }, await as('finance'));
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const late = await t.app.inject({ method: 'GET', url: ticket.downloadPath });
    expect(late.json()).toMatchObject({ status: 0, message: EXPORT_MESSAGES.ticketGone });
    const forged = await t.app.inject({ method: 'GET', url: `${exportCalls.EXPORT_DOWNLOAD_PATH}?ticket=../../etc` });
    expect(forged.json()).toMatchObject({ status: 0, message: EXPORT_MESSAGES.ticketGone });
  });

  it('shows a browser that opens a stale download link a page saying why, with the way back to the orders', async () => {
    const t = app.t;
    const ticket = await t.ok(exportCalls.orderExport, { format: 'csv', ...range2033 }, await as('finance'));
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    const page = await t.app.inject({
      method: 'GET',
      url: ticket.downloadPath,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(EXPORT_MESSAGES.ticketGone);
    expect(page.body).toContain('href="/admin/orders"');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
  });
});

describe('exports that break off', () => {
  it('ends a CSV whose rows stop coming with an error and without its closing line', async () => {
    const out = new PassThrough();
    const errors: Error[] = [];
    out.on('error', (error) => errors.push(error));
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    async function* failing() {
      yield [['XB1', 1]];
      throw new Error('Connection terminated unexpectedly');
    }
    const end = await pumpExport(out, exportWriter('csv', out, '订单'), ['订单号', '金额'], failing());
    await new Promise((wait) => setImmediate(wait));

    expect(end).toMatchObject({ outcome: 'failed', rows: 1 });
    expect(out.destroyed).toBe(true);
    expect(errors.map((error) => error.message)).toEqual(['Connection terminated unexpectedly']);
    expect(Buffer.concat(chunks).toString('utf8')).not.toContain('导出完成');
  });

  it('stops reading when the browser goes away, and audits the export as abandoned', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    await seedOrders(buyer, 60, '2033-01-20T09:00:00+08:00');
    const ticket = await t.ok(exportCalls.orderExport, { format: 'csv', ...range2033, q: buyer.phone }, await as('finance'));
    const started = await startExportDownload(t.app.deps, ticket.ticket, { pageSize: 7 });
    const first = await new Promise<Buffer>((resolve) => started.stream.once('data', resolve));
    expect(first.toString('utf8')).toContain('订单号');
    started.stream.destroy();
    const end = await started.done;

    expect(end.outcome).toBe('aborted');
    expect(end.rows).toBeLessThan(60);
    const [last] = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entity, 'export'))
      .orderBy(sql`${staffAuditLog.id} desc`)
      .limit(1);
    expect(last).toMatchObject({ action: 'export.aborted', after: { kind: 'orders', rows: end.rows } });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('exports while the database drops its connections', () => {
  it('breaks the download off, keeps both audit entries, and holds no connection after', async () => {
    const t = app.t;
    const buyer = await t.buyer();
    await seedOrders(buyer, 400, '2033-01-25T09:00:00+08:00');
    const ticket = await t.ok(exportCalls.orderExport, { format: 'csv', ...range2033, q: buyer.phone }, await as('finance'));
    const [{ name }] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows as [{ name: string }];
    const admin = new pg.Client({ connectionString: databaseUrl(process.env.DATABASE_URL!, name) });
    await admin.connect();
    const killAll = () =>
      admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );

    const started = await startExportDownload(t.app.deps, ticket.ticket, { pageSize: 5 });
    const chunks: Buffer[] = [];
    const errors: Error[] = [];
    started.stream.on('error', (error) => errors.push(error));
    let killer: Promise<void> | null = null;
    let closed = false;
    started.stream.on('close', () => (closed = true));
    started.stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // Once the file has begun, the database drops every connection again and again, as a restart does.
      killer ??= (async () => {
        for (let round = 0; !closed && round < 500; round += 1) {
          await killAll();
          await new Promise((wait) => setTimeout(wait, 5));
        }
      })();
    });
    const end = await started.done;
    await killer;

    expect(end.outcome).toBe('failed');
    expect(errors).toHaveLength(1);
    expect(Buffer.concat(chunks).toString('utf8')).not.toContain('导出完成');
    const entries = await t.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.entity, 'export'),
          sql`${staffAuditLog.entityId} in (
        select entity_id from staff_audit_log where after::text like ${`%${buyer.phone}%`})`,
        ),
      );
    expect(entries.map((entry) => entry.action)).toEqual(['export.orders', 'export.failed']);
    const busy = await admin.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
       and (state = 'active' or state like 'idle in transaction%')`,
    );
    expect(busy.rows[0].n).toBe(0);
    await admin.end();
  }, 60_000);
});
