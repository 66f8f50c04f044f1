/**
 * npm run bench:console: the console's heaviest reads over 100 000 orders. Seeds the demo content plus 100 000
 * orders (20 000 buyers, one or two course lines each, payments for the paid and refunded ones, a year of
 * creation times) with a few set-based inserts, then runs every case of scripts/bench/consoleCases.ts
 * (order search by number, phone, course word, state and dates, a first and a deep page) and prints its p50
 * and p99 against its target; then exports the 100 000 orders as CSV and as XLSX and prints how long each took
 * and how much the process's memory grew over its level before the export. Runs on the embedded database
 * and, when DATABASE_URL is set, on a fresh PostgreSQL database. Exits 1 when a target is missed.
 *   --orders N     orders to seed (default 100 000)
 *   --runs N       runs per case after two warm-up runs (default 30)
 *   --postgres     PostgreSQL only (DATABASE_URL), skipping the embedded database
 *   --keep         keeps the seeded PostgreSQL database (its name is printed) for EXPLAIN ANALYZE
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { ExportFormat } from '../contract/vocabulary/exports';
import { ORDER_EXPORT_COLUMNS } from '../contract/vocabulary/exports';
import { exportWriter, pumpExport } from '../server/src/modules/commerce/exportFiles';
import { orderExportPages } from '../server/src/modules/commerce/exportRows';
import { EXPORT_PAGE_SIZE } from '../server/src/modules/commerce/exports';
import { createDatabase, type Db, MEMORY_DATA_DIR } from '../server/src/platform/db/client';
import { runMigrations } from '../server/src/platform/db/migrate';
import { seedIfEmpty } from '../server/src/platform/db/seed';
import { shanghaiToday } from '../contract/vocabulary/insight';
import { freshPostgres, percentile } from './bench/freshPostgres';
import { type ConsoleBenchContext, consoleCases } from './bench/consoleCases';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return Number(at >= 0 ? args[at + 1] : fallback);
};
const ORDERS = option('orders', 100_000);
const RUNS = option('runs', 30);
const BUYERS = Math.max(1, Math.round(ORDERS / 5));
/** The export may hold a page and the writers' buffers, never the file: memory growth stays under this. */
const EXPORT_MEMORY_TARGET_MB = 60;

/**
 * 100 000 orders in a handful of statements: buyers, orders one every five minutes over a year (most paid,
 * some unpaid, cancelled and refunded, over four channels), one or two lines of the catalogue's courses, and a
 * succeeded (or refunded) payment with a transaction number for each paid or refunded order.
 */
async function seedOrders(db: Db, count: number) {
  await db.execute(sql`insert into users (rs_no, phone, password_hash, name, signup_channel, created_at)
    select 'BENCH' || lpad(g::text, 8, '0'), '139' || lpad(g::text, 8, '0'), 'bench', '压测家长' || g,
      (array['pc', 'h5', 'wechat'])[1 + g % 3], timestamptz '2025-01-01 00:00:00+08' + (g % 365) * interval '1 day'
    from generate_series(1, ${BUYERS}) g`);
  await db.execute(sql`insert into orders (order_no, user_id, status, total_amount_cents, pay_channel, channel, paid_at, created_at, updated_at)
    select 'XB2025' || lpad(g::text, 14, '0'),
      (select min(id) from users where rs_no like 'BENCH%') + (g % ${BUYERS}),
      (array['paid','paid','paid','paid','paid','paid','unpaid','cancelled','refunded','paid'])[1 + g % 10],
      9900 + (g % 50) * 100,
      (array['alipay','weixin','alipay-qrcode','icbc'])[1 + g % 4],
      (array['pc','h5','wechat'])[1 + g % 3],
      case when g % 10 in (6, 7) then null else timestamptz '2025-01-01 00:00:00+08' + g * interval '5 minutes' + interval '2 minutes' end,
      timestamptz '2025-01-01 00:00:00+08' + g * interval '5 minutes',
      timestamptz '2025-01-01 00:00:00+08' + g * interval '5 minutes'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`with catalogue as (select array_agg(id order by id) ids, array_agg(title order by id) titles, count(*)::int n from courses),
    bench as (select id, row_number() over (order by id) g from orders where order_no like 'XB2025%')
    insert into order_items (order_id, course_id, title, price_cents, list_price_cents)
    select bench.id, catalogue.ids[1 + (bench.g + line) % catalogue.n], catalogue.titles[1 + (bench.g + line) % catalogue.n], 9900, 12900
    from bench, catalogue, generate_series(0, 1) line
    where line = 0 or bench.g % 3 = 0`);
  await db.execute(sql`insert into payments (order_id, channel, provider, amount_cents, status, out_trade_no, trade_no, paid_at, created_at, updated_at)
    select id, pay_channel, 'sandbox', total_amount_cents, case when status = 'refunded' then 'refunded' else 'succeeded' end,
      'PT' || order_no, 'SB' || order_no, paid_at, created_at, created_at
    from orders where order_no like 'XB2025%' and status in ('paid', 'refunded')`);
  await seedInsight(db);
  await db.execute(sql`analyze`);
}

/**
 * What the dashboard reads besides orders and payments, in the proportions of a running business: every
 * refunded order given back whole and one paid order in ten in part, a day after payment; a year of daily
 * visits per channel; an enrolment per paid course line; a third of the students through half the lessons.
 */
async function seedInsight(db: Db) {
  await db.execute(sql`insert into refunds (refund_no, order_id, payment_id, amount_cents, reason, status, request_key, succeeded_at)
    select 'RFBENCH' || o.id, o.id, p.id,
      case when o.status = 'refunded' then o.total_amount_cents else o.total_amount_cents / 4 end,
      'bench', 'succeeded', 'bench-' || o.id, o.paid_at + interval '1 day'
    from orders o join payments p on p.order_id = o.id
    where o.order_no like 'XB2025%' and (o.status = 'refunded' or (o.status = 'paid' and o.id % 10 = 0))`);
  await db.execute(sql`insert into site_visits (day, channel, visits)
    select date '2025-01-01' + d, c, 500 + (d * 7) % 300 from generate_series(0, 365) d, unnest(array['pc', 'h5', 'wechat']) c`);
  await db.execute(sql`insert into course_enrollments (user_id, course_id, order_id, source, created_at)
    select distinct on (o.user_id, i.course_id) o.user_id, i.course_id, o.id, 'order', o.paid_at
    from orders o join order_items i on i.order_id = o.id
    where o.order_no like 'XB2025%' and o.status = 'paid'
    on conflict do nothing`);
  await db.execute(sql`insert into learning_records (user_id, course_id, class_id, progress, finished_at)
    select e.user_id, e.course_id, cc.id, 100, e.created_at + interval '3 days'
    from course_enrollments e join chapters ch on ch.course_id = e.course_id join chapter_classes cc on cc.chapter_id = ch.id
    where e.id % 3 = 0 and cc.id % 2 = 0
    on conflict do nothing`);
}

async function contextOf(db: Db): Promise<ConsoleBenchContext> {
  const [row] = (
    await db.execute<{ order_no: string; phone: string; title: string }>(sql`select o.order_no, u.phone, i.title
      from orders o join users u on u.id = o.user_id join order_items i on i.order_id = o.id
      where o.order_no like 'XB2025%' order by o.id offset ${Math.floor(ORDERS / 2)} limit 1`)
  ).rows;
  if (!row) throw new Error('no seeded order');
  // A word of the title: its first four characters, as staff type a course's name.
  return {
    db,
    orderNo: row.order_no,
    phone: row.phone,
    titleWord: [...row.title].slice(0, 4).join(''),
    month: { createdFrom: '2025-06-01T00:00:00+08:00', createdBefore: '2025-07-01T00:00:00+08:00' },
    // The orders run from 2025-01-01 for as many five-minute steps as there are orders.
    lastDay: shanghaiToday(new Date(Date.parse('2025-01-01T00:00:00+08:00') + ORDERS * 5 * 60_000)),
  };
}

const mb = (bytes: number) => bytes / (1024 * 1024);

/** Exports every seeded order into a reader that drops the bytes, sampling the process's memory meanwhile. */
async function measureExport(db: Db, format: ExportFormat) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  let bytes = 0;
  out.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const started = performance.now();
  const end = await pumpExport(
    out,
    exportWriter(format, out, '订单'),
    ORDER_EXPORT_COLUMNS,
    orderExportPages(
      db,
      { q: '', createdFrom: '2024-12-31T00:00:00+08:00', createdBefore: '2025-12-31T00:00:00+08:00' },
      { pageSize: EXPORT_PAGE_SIZE, wholePhones: false },
    ),
  );
  await finished;
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  return {
    rows: end.rows,
    outcome: end.outcome,
    elapsed,
    bytes,
    rssGrowth: mb(peakRss - before.rss),
    heapGrowth: mb(peakHeap - before.heapUsed),
  };
}

async function run(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'xueban-bench-console-'));
  const postgres = databaseUrl ? await freshPostgres(databaseUrl, 'bench_console') : undefined;
  const database = await createDatabase({
    databaseUrl: postgres?.url,
    dataDir: postgres ? dataDir : MEMORY_DATA_DIR,
    poolSize: 10,
    // The embedded database as the server runs it: on its own thread.
    ownThread: true,
  });
  let ok = true;
  try {
    await runMigrations(database);
    await seedIfEmpty(database.db);
    const seeding = performance.now();
    await seedOrders(database.db, ORDERS);
    console.log(
      `\n${label}: ${ORDERS} orders of ${BUYERS} buyers seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const context = await contextOf(database.db);

    console.log('\n| case | p50 | p99 | target p99 | |');
    console.log('|---|---:|---:|---:|---|');
    for (const benchCase of consoleCases) {
      const times: number[] = [];
      for (let index = 0; index < RUNS + 2; index += 1) {
        const started = performance.now();
        await benchCase.run(context);
        if (index >= 2) times.push(performance.now() - started);
      }
      const p99 = percentile(times, 99);
      const target = (postgres ? undefined : benchCase.embeddedTargetP99Ms) ?? benchCase.targetP99Ms;
      const met = p99 < target;
      ok &&= met;
      console.log(
        `| ${benchCase.name} | ${percentile(times, 50).toFixed(1)} ms | ${p99.toFixed(1)} ms | < ${target} ms | ${met ? 'ok' : 'MISSED'} |`,
      );
    }

    console.log(`\n| export of ${ORDERS} orders | time | file | memory growth (RSS / heap) | target | |`);
    console.log('|---|---:|---:|---:|---:|---|');
    for (const format of ['csv', 'xlsx'] as const) {
      const result = await measureExport(database.db, format);
      const met = result.outcome === 'finished' && result.rows === ORDERS && result.rssGrowth < EXPORT_MEMORY_TARGET_MB;
      ok &&= met;
      console.log(
        `| ${format} | ${(result.elapsed / 1000).toFixed(1)} s | ${mb(result.bytes).toFixed(1)} MB | ${result.rssGrowth.toFixed(1)} MB / ${result.heapGrowth.toFixed(1)} MB | < ${EXPORT_MEMORY_TARGET_MB} MB | ${met ? 'ok' : `MISSED (${result.outcome}, ${result.rows} rows)`} |`,
      );
    }
  } finally {
    await database.close();
    if (args.includes('--keep') && postgres) console.log(`\nkept ${postgres.url}`);
    else await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

let ok = args.includes('--postgres') ? true : await run('PGlite (embedded)', undefined);
if (process.env.DATABASE_URL) ok = (await run('PostgreSQL', process.env.DATABASE_URL)) && ok;
if (!ok) {
  console.error('\nFAILED: a case missed its target');
  process.exit(1);
}
