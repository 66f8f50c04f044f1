import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import {
  call,
  type Dependency,
  freshPhone,
  type Instance,
  register,
  smsCode,
  startInstance,
  startPostgres,
  startRedis,
} from './cluster';

/*
 * Faults on real processes, with a PostgreSQL cluster and a Redis server of this test's own (stopping them never
 * disturbs other suites): Redis stopped and started under traffic, database connections killed during order
 * creation and payment notification, an instance killed during a payment, SIGTERM during requests. After each the
 * service answers again without a restart, and the books balance.
 */

// Runs with the PostgreSQL + Redis suites (test:db); it needs the PostgreSQL and Redis programs, not the servers.
const enabled = Boolean(process.env.DATABASE_URL);
const REQUEST_TIMEOUT_MS = 10_000;

interface Buyer {
  token: string;
}

async function timed<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('请求超时未答')), REQUEST_TIMEOUT_MS).unref()),
  ]);
}

async function paidCourseIds(base: string): Promise<number[]> {
  const answer = await call<{ list: { id: number; isFree: boolean; price: number }[] }>(
    base,
    '/api/web/v1/course/findByCategoryId',
    {
      size: '50',
      stage: 'primary',
    },
  );
  return answer.appData.list.filter((course) => !course.isFree && course.price > 0).map((course) => course.id);
}

/** Order, start a sandbox payment and press Pay at the cashier; answers the order number. */
async function buyAndPay(base: string, buyer: Buyer, courseId: number): Promise<string> {
  const order = await call<{ orderNo: string }>(
    base,
    '/api/v1/orders/createOrder',
    { courseId: String(courseId), payMethod: 'alipay' },
    buyer.token,
  );
  if (order.status !== 1) throw new Error(`下单失败：${order.message}`);
  const started = await call<{ url: string; openUrl?: string }>(
    base,
    '/api/pay/v1/pay/alipay/payOrder',
    { orderNo: order.appData.orderNo, device: 'desktop' },
    buyer.token,
  );
  if (started.status !== 1) throw new Error(`发起支付失败：${started.message}`);
  const cashier = new URL(started.appData.openUrl ?? started.appData.url, base);
  await fetch(`${base}${cashier.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=pay',
    redirect: 'manual',
  });
  return order.appData.orderNo;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return false;
}

/** Every paid order has one succeeded payment and an enrolment per item; every accepted paid notification a paid order. */
async function booksBalance(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const unbalanced = await client.query(`
      select o.order_no,
        (select count(*) from payments p where p.order_id = o.id and p.status = 'succeeded') as paid_payments,
        (select count(*) from course_enrollments e where e.order_id = o.id and e.revoked_at is null) as enrolments,
        (select count(*) from order_items i where i.order_id = o.id) as items
      from orders o
      where o.status = 'paid'
        and ((select count(*) from payments p where p.order_id = o.id and p.status = 'succeeded') <> 1
          or (select count(*) from course_enrollments e where e.order_id = o.id and e.revoked_at is null)
            <> (select count(*) from order_items i where i.order_id = o.id))`);
    const orphanPaid = await client.query(`
      select n.out_trade_no from payment_notifications n
      join payments p on p.id = n.payment_id join orders o on o.id = p.order_id
      where n.outcome = 'paid' and o.status <> 'paid'`);
    const doublePaid = await client.query(`
      select n.out_trade_no, count(*) from payment_notifications n where n.outcome = 'paid' group by 1 having count(*) > 1`);
    return { unbalanced: unbalanced.rows, orphanPaid: orphanPaid.rows, doublePaid: doublePaid.rows };
  } finally {
    await client.end();
  }
}

describe.skipIf(!enabled)('faults survived', () => {
  let postgres: Dependency;
  let redis: Dependency;
  let one: Instance;
  let two: Instance;
  let courses: number[];
  const env = () => ({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `faults-${randomBytes(3).toString('hex')}:`,
    PAYMENT_JOB_INTERVAL_SECONDS: '1',
    PAYMENT_RECONCILE_AFTER_SECONDS: '10',
    RATE_LIMITS: 'false',
  });
  let sharedEnv: Record<string, string>;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    sharedEnv = env();
    one = await startInstance(sharedEnv);
    two = await startInstance(sharedEnv);
    courses = await paidCourseIds(one.url);
  }, 180_000);
  afterAll(async () => {
    if (process.env.FAULT_DEBUG) console.log(one?.output.join('').slice(-4000), two?.output.join('').slice(-4000));
    await Promise.all([one?.stop('SIGKILL'), two?.stop('SIGKILL')]);
    await Promise.all([postgres?.destroy(), redis?.destroy()]);
  });

  it('answers with envelopes while Redis is down and works again once it is back, without a restart', async () => {
    const outcomes: { ok: boolean; status?: number; ms: number }[] = [];
    let running = true;
    const traffic = (async () => {
      while (running) {
        const started = Date.now();
        try {
          // Captcha answers live in Redis: each image needs it.
          const answer = await timed(fetch(`${one.url}/api/captcha?c=traffic${outcomes.length}`));
          const envelope = answer.headers.get('content-type')?.includes('json')
            ? ((await answer.json()) as { status: number; message: string })
            : null;
          const ok = answer.status === 200 || (envelope !== null && envelope.status === 0 && envelope.message.length > 0);
          outcomes.push({ ok, status: envelope ? envelope.status : 1, ms: Date.now() - started });
        } catch {
          outcomes.push({ ok: false, ms: Date.now() - started });
        }
        await new Promise((wait) => setTimeout(wait, 50));
      }
    })();
    await new Promise((wait) => setTimeout(wait, 500));
    await redis.stop();
    await new Promise((wait) => setTimeout(wait, 2_000));
    await redis.start();
    const recovered = await waitUntil(
      async () =>
        (await timed(fetch(`${one.url}/api/captcha?c=recovered`))).status === 200 &&
        (await smsCode(one.url, one.url, freshPhone())).status === 1 &&
        (await smsCode(two.url, two.url, freshPhone())).status === 1,
      15_000,
    );
    running = false;
    await traffic;
    expect(recovered).toBe(true);
    // Every request got an answer within the time-out, each an envelope (status 0 with a message while Redis was away).
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
    expect(outcomes.some((outcome) => outcome.status === 0)).toBe(true);
    expect((await fetch(`${one.url}/readyz`)).status).toBe(200);
  });

  it('keeps the books when database connections are killed during order creation and payment notification', async () => {
    const buyers = await Promise.all([register(one.url, two.url), register(two.url, one.url), register(one.url, one.url)]);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    let killing = true;
    const killer = (async () => {
      while (killing) {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
        await new Promise((wait) => setTimeout(wait, 150));
      }
    })();
    const attempts = await Promise.allSettled(
      buyers.flatMap((buyer, index) => [0, 1].map((k) => buyAndPay(k === 0 ? one.url : two.url, buyer, courses[index * 2 + k]!))),
    );
    killing = false;
    await killer;
    await admin.end();
    const placed = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
    // The service answers again, and what was paid settles (reconciliation picks up lost notifications).
    expect(await waitUntil(async () => (await call(one.url, '/api/web/v1/homePage/findBanner')).status === 1, 15_000)).toBe(true);
    await waitUntil(async () => (await booksBalance(postgres.url)).orphanPaid.length === 0, 20_000);
    const books = await booksBalance(postgres.url);
    expect(books).toEqual({ unbalanced: [], orphanPaid: [], doublePaid: [] });
    expect(placed.length + attempts.filter((attempt) => attempt.status === 'rejected').length).toBe(6);
    // And a purchase after the fault goes through to the end.
    const afterwards = await buyAndPay(two.url, buyers[0]!, courses[7]!);
    expect(
      await waitUntil(
        async () =>
          (await call<{ paid: boolean }>(one.url, '/api/v1/orders/isPaySuccess', { orderNo: afterwards }, buyers[0]!.token))
            .appData?.paid === true,
        20_000,
      ),
    ).toBe(true);
  });

  it('finishes a payment whose instance was killed mid-way, on the other instance, once', async () => {
    const buyer = await register(one.url, two.url);
    const target = courses[6]!;
    const orderNo = await buyAndPay(one.url, buyer, target).catch(() => '');
    one.process.kill('SIGKILL');
    await one.stop('SIGKILL');
    if (orderNo) {
      const paid = await waitUntil(
        async () =>
          (await call<{ paid: boolean }>(two.url, '/api/v1/orders/isPaySuccess', { orderNo }, buyer.token)).appData?.paid ===
          true,
        45_000,
      );
      const last = await call(two.url, '/api/v1/orders/isPaySuccess', { orderNo }, buyer.token);
      expect(paid, JSON.stringify(last)).toBe(true);
    }
    expect(await booksBalance(postgres.url)).toEqual({ unbalanced: [], orphanPaid: [], doublePaid: [] });
    one = await startInstance(sharedEnv);
  }, 120_000);

  it('answers a request still arriving when SIGTERM comes, then exits cleanly', async () => {
    const instance = await startInstance(sharedEnv);
    const body = new URLSearchParams({ size: '50', stage: 'primary' }).toString();
    const pending = request(`${instance.url}/api/web/v1/course/findByCategoryId`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(Buffer.byteLength(body)),
        authorization: 'Org 20260001',
      },
    });
    const answered = new Promise<{ statusCode: number; text: string }>((resolveAnswer, reject) => {
      pending.on('error', reject);
      pending.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolveAnswer({ statusCode: response.statusCode ?? 0, text }));
      });
    });
    // Half the body now, the signal, then the rest: the request is in flight while the instance stops.
    pending.write(body.slice(0, 5));
    await new Promise((wait) => setTimeout(wait, 300));
    const exitCode = instance.stop('SIGTERM');
    await new Promise((wait) => setTimeout(wait, 500));
    pending.end(body.slice(5));
    const answer = await answered;
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 1 });
    expect(await exitCode).toBe(0);
    await expect(fetch(`${instance.url}/healthz`)).rejects.toThrow();
  });
});
