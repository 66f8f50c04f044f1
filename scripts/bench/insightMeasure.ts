/**
 * npx tsx scripts/bench/insightMeasure.ts: seeds a fresh PostgreSQL database (DATABASE_URL, required) with
 * 100 000 orders over 366 Shanghai days (paid, refunded in part or whole, unpaid, closed), their payments,
 * refunds, buyers, visits, enrolments and lesson progress, then times the dashboard's query over the whole
 * year per day and per week. Prints p50 and p99 in ms; the target is p99 < 500 ms. Drops the database after.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, shanghaiToday } from '../../contract/vocabulary/insight';
import { insightDashboard } from '../../server/src/modules/insight/dashboard';
import { createDatabase, MEMORY_DATA_DIR } from '../../server/src/platform/db/client';
import { runMigrations } from '../../server/src/platform/db/migrate';
import { seedIfEmpty } from '../../server/src/platform/db/seed';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const BUYERS = 30_000;
const DAYS = 366;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
// BENCH_KEEP=1 keeps the seeded database for EXPLAIN ANALYZE; its name is printed.

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed: the target is measured on PostgreSQL');
  const name = `bench_insight_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), dataDir: MEMORY_DATA_DIR, poolSize: 10 });
  try {
    await runMigrations(database);
    await seedIfEmpty(database.db);
    const db = database.db;
    const today = shanghaiToday();
    const started = performance.now();
    // Every row relative to the end of today in Shanghai, spread over the year.
    const end = sql`((${today}::date + 1)::timestamp at time zone 'Asia/Shanghai')`;
    await db.execute(sql`
      insert into users (rs_no, phone, password_hash, name, signup_channel, created_at)
      select 'BENCH' || g, '19' || lpad(g::text, 9, '0'), 'x', '', (array['pc', 'h5', 'wechat'])[1 + g % 3],
        ${end} - ((g % ${DAYS}) * interval '1 day') - ((g * 37 % 86400) * interval '1 second')
      from generate_series(1, ${BUYERS}) g`);
    await db.execute(sql`
      with buyers as (select id, row_number() over (order by id) - 1 as n from users where rs_no like 'BENCH%'),
      catalogue as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from courses)
      insert into orders (order_no, user_id, status, total_amount_cents, pay_channel, channel, paid_at, cancelled_at,
        created_at)
      select 'BENCH' || lpad(g::text, 12, '0'), b.id,
        case when g % 20 < 15 then 'paid' when g % 20 < 17 then 'refunded' when g % 20 < 19 then 'unpaid' else 'cancelled' end,
        10000 + (g % 50) * 1990, 'alipay', (array['pc', 'h5', 'wechat'])[1 + g % 3],
        case when g % 20 < 17 then ${end} - ((g % ${DAYS}) * interval '1 day') - ((g * 53 % 86400) * interval '1 second') end,
        case when g % 20 = 19 then ${end} - ((g % ${DAYS}) * interval '1 day') end,
        ${end} - ((g % ${DAYS}) * interval '1 day') - ((g * 53 % 86400 + 60) * interval '1 second')
      from generate_series(1, ${ORDERS}) g join buyers b on b.n = g % ${BUYERS}`);
    await db.execute(sql`
      insert into order_items (order_id, course_id, title, price_cents, list_price_cents)
      select o.id, c.id, c.title, o.total_amount_cents, o.total_amount_cents
      from orders o join lateral (select id, title from courses order by id offset (o.id % (select count(*) from courses)) limit 1) c on true
      where o.order_no like 'BENCH%'`);
    await db.execute(sql`
      insert into payments (order_id, channel, amount_cents, status, out_trade_no, paid_at)
      select id, 'alipay', total_amount_cents, case when status = 'refunded' then 'refunded' else 'succeeded' end,
        'BENCH' || id, paid_at
      from orders where order_no like 'BENCH%' and paid_at is not null`);
    // Every refunded order given back whole, and one paid order in ten in part, a day after it was paid.
    await db.execute(sql`
      insert into refunds (refund_no, order_id, payment_id, amount_cents, reason, status, request_key, succeeded_at)
      select 'RFBENCH' || o.id, o.id, p.id,
        case when o.status = 'refunded' then o.total_amount_cents else o.total_amount_cents / 4 end,
        'bench', 'succeeded', 'bench-' || o.id, o.paid_at + interval '1 day'
      from orders o join payments p on p.order_id = o.id
      where o.order_no like 'BENCH%' and (o.status = 'refunded' or (o.status = 'paid' and o.id % 10 = 0))`);
    await db.execute(sql`
      insert into site_visits (day, channel, visits)
      select ${today}::date - d, c, 500 + (d * 7) % 300 from generate_series(0, ${DAYS}) d, unnest(array['pc', 'h5', 'wechat']) c`);
    await db.execute(sql`
      insert into course_enrollments (user_id, course_id, order_id, source, created_at)
      select distinct on (o.user_id, i.course_id) o.user_id, i.course_id, o.id, 'order', o.paid_at
      from orders o join order_items i on i.order_id = o.id
      where o.order_no like 'BENCH%' and o.status = 'paid'
      on conflict do nothing`);
    await db.execute(sql`
      insert into learning_records (user_id, course_id, class_id, progress, finished_at)
      select e.user_id, e.course_id, cc.id, 100, e.created_at + interval '3 days'
      from course_enrollments e join chapters ch on ch.course_id = e.course_id join chapter_classes cc on cc.chapter_id = ch.id
      where e.id % 3 = 0 and cc.id % 2 = 0
      on conflict do nothing`);
    await db.execute(sql`vacuum analyze`);
    const counted = await db.execute<{ orders: number; enrolments: number; records: number }>(sql`
      select (select count(*) from orders)::int as orders, (select count(*) from course_enrollments)::int as enrolments,
        (select count(*) from learning_records)::int as records`);
    console.log(`seeded in ${Math.round(performance.now() - started)} ms:`, counted.rows[0]);

    const from = addDays(today, 1 - DAYS);
    for (const grain of ['day', 'week'] as const) {
      await insightDashboard(db, { from, to: today, grain });
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        await insightDashboard(db, { from, to: today, grain });
        times.push(performance.now() - t0);
      }
      console.log(
        `366 days per ${grain}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${RUNS} runs)`,
      );
    }
    const week = await insightDashboard(db, { from, to: today, grain: 'week' });
    console.log('year totals:', week.totals);
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await main();
