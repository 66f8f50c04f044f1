import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_NAMES, scheduleJobs } from '../../../../server/src/modules/jobs';
import type { Store } from '../../../../server/src/platform/store';
import {
  type CommerceApp,
  createCommerceApp,
  payInSandbox,
  placeOrder,
  startSandboxPayment,
} from '../../modules/commerce/harness';
import { findUserinfo } from '../../../../contract/api/schemas/user/account';
import { createTestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';

const METRICS_TOKEN = 'metrics-token-for-tests-2026';

describe('health, readiness and metrics', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp({ env: { METRICS_TOKEN } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('says the process is alive and ready when the database and the store answer', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', store: 'ok' });
  });

  it('says it is not ready, naming what is down, when the store fails', async () => {
    const failing = await createTestApp({ seed: false, build: { routes: [] } });
    const broken: Store = { ...failing.store, get: () => Promise.reject(new Error('ECONNREFUSED')) };
    (failing.app.deps as { store: Store }).store = broken;
    try {
      const ready = await failing.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', store: 'down' });
    } finally {
      await failing.close();
    }
  });

  it('measures request latency by route pattern', async () => {
    await t.post('/api/web/v1/homePage/findBanner');
    expect(await metrics()).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/web\/v1\/homePage\/findBanner",status_code="200"\} [1-9]/,
    );
  });

  it('tells whether signed-in users’ copies follow the database, and how they serve', async () => {
    const count = (text: string, outcome: string) =>
      Number(new RegExp(`^user_copies_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
    const student = await demoUserId(t.db, 'student');
    const { token } = await t.app.deps.sessions.issueSession(student);
    const before = await metrics();
    for (let read = 0; read < 3; read += 1) await t.ok(findUserinfo, {}, { token });
    const after = await metrics();
    expect(after).toMatch(/^user_copies_following 1$/m);
    // The first read loads the session and the answer; the next two find both copied.
    expect(count(after, 'miss') - count(before, 'miss')).toBe(2);
    expect(count(after, 'hit') - count(before, 'hit')).toBe(4);
    expect(after).toMatch(/^user_copies_held [1-9]/m);
    expect(after).toMatch(/^user_copies_held_bytes [1-9]/m);
  });

  it('shows metrics to this machine, and to others only with the token', async () => {
    const outsider = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ status: 0, message: '无权查看运行指标' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('process_cpu_seconds_total');
  });

  it('counts payment outcomes and job runs', async () => {
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const { orderNo } = await placeOrder(t, buyer, course.id);
    const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo });
    await payInSandbox(t, tradeNo);
    expect(await metrics()).toMatch(/payment_notifications_total\{provider="sandbox",outcome="paid",source="notify"\} 1/);

    const scheduler = scheduleJobs(t.app);
    await scheduler.runNow(JOB_NAMES.closeOrders);
    await scheduler.stop();
    expect(await metrics()).toMatch(/jobs_runs_total\{job="orders.close-expired",outcome="done"\} 1/);
  });
});
