/**
 * npm run bench:orders [-- --buyers 50]: N simulated buyers at once each create an order and pay it through
 * the sandbox cashier, whose notifications arrive duplicated and concurrently (three copies from the
 * cashier plus two replays). Runs on the embedded database and, when DATABASE_URL is set, on a fresh
 * PostgreSQL database. Prints orders created and paid, duplicates, lost and doubly paid (both must be 0),
 * and p50/p99 of order creation and of notification handling.
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/platform/config';
import { createDatabase, MEMORY_DATA_DIR } from '../server/src/platform/db/client';
import { createRsNo } from '../server/src/platform/db/ids';
import { runMigrations } from '../server/src/platform/db/migrate';
import {
  courseEnrollments,
  courses,
  orders,
  orderStatusHistory,
  paymentNotifications,
  users,
} from '../server/src/platform/db/schema';
import { seedIfEmpty } from '../server/src/platform/db/seed';
import { httpDelivery } from '../server/src/providers/payment/sandbox';
import { createStore } from '../server/src/platform/store';
import { freshPostgres, percentile } from './bench/freshPostgres';

const args = process.argv.slice(2);
const buyersArg = args.indexOf('--buyers');
const BUYERS = Number(buyersArg >= 0 ? args[buyersArg + 1] : (process.env.BENCH_BUYERS ?? 50));
const CASHIER_COPIES = 3;
const REPLAYS = 2;

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = await mkdtemp(join(tmpdir(), 'xueban-bench-orders-'));
  const postgres = databaseUrl ? await freshPostgres(databaseUrl, 'bench_orders') : undefined;
  const database = await createDatabase({
    databaseUrl: postgres?.url,
    dataDir: postgres ? dataDir : MEMORY_DATA_DIR,
    poolSize: 20,
    // The embedded database as the server runs it: on its own thread.
    ownThread: true,
  });
  await runMigrations(database);
  await seedIfEmpty(database.db);
  const store = await createStore({ redisUrl: undefined, prefix: 'bench:' });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, RATE_LIMITS: 'off', PORT: '0', HOST: '127.0.0.1' });
  const notifyTimes: number[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    store,
    distDir: null,
    assetsDir: null,
    payment: {
      sandboxRetryDelaysMs: [0, 200, 1000],
      sandboxDelivery: async (url, body, type) => {
        const started = performance.now();
        const answer = await httpDelivery(url, body, type);
        notifyTimes.push(performance.now() - started);
        return answer;
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sandbox = app.deps.payments.sandbox!;

  const [course] = await database.db
    .select()
    .from(courses)
    .where(and(eq(courses.isFree, false), eq(courses.hasMaterials, false)))
    .limit(1);
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, index) => {
      const [row] = await database.db
        .insert(users)
        .values({ rsNo: createRsNo(), phone: `137${String(index).padStart(8, '0')}`, passwordHash: 'bench' })
        .returning();
      const { token } = await app.deps.sessions.issueSession(row!.id, `bench-${index}`);
      return { id: row!.id, token };
    }),
  );

  const post = async (path: string, form: Record<string, string>, token: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body: new URLSearchParams(form),
    });
    const body = (await response.json()) as { status: number; message: string; appData: Record<string, string> };
    if (body.status !== 1) throw new Error(`${path}: ${body.message}`);
    return body.appData;
  };

  const createTimes: number[] = [];
  const began = performance.now();
  await Promise.all(
    buyers.map(async (buyer) => {
      const started = performance.now();
      const order = await post('/api/v1/orders/createOrder', { courseId: String(course!.id), payMethod: 'alipay' }, buyer.token);
      createTimes.push(performance.now() - started);
      const payment = await post('/api/pay/v1/pay/alipay/payOrder', { orderNo: order.orderNo!, device: 'desktop' }, buyer.token);
      const tradeNo = /\/cashier\/([A-Z0-9]+)$/.exec(payment.url!)![1]!;
      const trade = await sandbox.decide(tradeNo, 'pay', { copies: CASHIER_COPIES });
      // A provider may send the same notification again later: replay it while the first copies are in flight.
      const body = new URLSearchParams(sandbox.notificationFor(trade!)).toString();
      await Promise.all(
        Array.from({ length: REPLAYS }, async () => {
          const replayStarted = performance.now();
          await httpDelivery(`${base}/api/pay/v1/notify/sandbox`, body, 'application/x-www-form-urlencoded');
          notifyTimes.push(performance.now() - replayStarted);
        }),
      );
    }),
  );
  await sandbox.settled();
  const elapsed = performance.now() - began;

  const ids = buyers.map((buyer) => buyer.id);
  const inBuyers = sql`${orders.userId} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const [[created], [paid], [duplicates], [paidHistory], [enrolments]] = await Promise.all([
    database.db.select({ n: count() }).from(orders).where(inBuyers),
    database.db
      .select({ n: count() })
      .from(orders)
      .where(and(inBuyers, eq(orders.status, 'paid'))),
    database.db.select({ n: count() }).from(paymentNotifications).where(eq(paymentNotifications.outcome, 'duplicate')),
    database.db
      .select({ n: count() })
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
      .where(and(inBuyers, eq(orderStatusHistory.status, 'paid'))),
    database.db
      .select({ n: count() })
      .from(courseEnrollments)
      .where(
        and(
          sql`${courseEnrollments.userId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
          isNull(courseEnrollments.revokedAt),
        ),
      ),
  ]);
  const lost = BUYERS - Number(paid!.n);
  const doubled = Number(paidHistory!.n) - Number(paid!.n) + (Number(enrolments!.n) - Number(paid!.n));
  await app.close();
  await store.close();
  await database.close();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\n${label}: ${BUYERS} buyers at once, ${CASHIER_COPIES} cashier copies + ${REPLAYS} replays of each notification`);
  console.log(`  orders created   ${created!.n}`);
  console.log(`  orders paid      ${paid!.n}`);
  console.log(`  duplicates       ${duplicates!.n} notifications answered without a second payment`);
  console.log(`  lost             ${lost}`);
  console.log(`  paid twice       ${doubled}`);
  console.log(`  create  p50 ${ms(percentile(createTimes, 50))}  p99 ${ms(percentile(createTimes, 99))}`);
  console.log(
    `  notify  p50 ${ms(percentile(notifyTimes, 50))}  p99 ${ms(percentile(notifyTimes, 99))}  (${notifyTimes.length} deliveries)`,
  );
  console.log(`  wall time ${ms(elapsed)}`);
  return lost === 0 && doubled === 0 && Number(created!.n) === BUYERS;
}

let ok = await run('PGlite (embedded)', undefined);
if (process.env.DATABASE_URL) ok = (await run('PostgreSQL', process.env.DATABASE_URL)) && ok;
if (!ok) {
  console.error('\nFAILED: an order was lost or paid twice');
  process.exit(1);
}
