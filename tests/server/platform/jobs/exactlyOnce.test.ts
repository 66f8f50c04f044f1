import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders, orderStatusHistory, users } from '../../../../server/src/platform/db/schema';
import { defaultScheduler, JOB_QUEUE_NAME, type JobScheduler } from '../../../../server/src/platform/jobs';
import { JOB_NAMES, scheduleJobs } from '../../../../server/src/modules/jobs';
import { createBroadcast } from '../../../../server/src/modules/content/broadcasts';
import { type CommerceApp, createCommerceApp, placeOrder } from '../../modules/commerce/harness';

/*
 * Two instances on one database and one Redis run the periodic jobs on the shared queue: each due run is taken
 * by one of them, so the closing job runs about once per interval in all (not once per instance), and its effect
 * (an order closed, its history line, its message) is there exactly once.
 */

const redisUrl = process.env.REDIS_URL;
const MINUTE = 60_000;

describe.skipIf(!redisUrl)('jobs across two instances on the shared queue', () => {
  let one: CommerceApp;
  let two: CommerceApp;
  const schedulers: JobScheduler[] = [];
  const runs = [new Map<string, number>(), new Map<string, number>()];
  const prefix = `jobs-test-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      PAYMENT_JOB_INTERVAL_SECONDS: '1',
      PAYMENT_ORDER_TTL_MINUTES: '30',
      NOTIFICATION_FAN_OUT_SECONDS: '1',
    };
    one = await createCommerceApp({ env });
    two = await createCommerceApp({ env, db: one.db });
  });
  afterAll(async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await two?.close();
    await one?.close();
    // The shared Redis keeps nothing of this run.
    const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    const queue = new Queue(JOB_QUEUE_NAME, { connection, prefix: `${prefix}bull` });
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  });

  it('closes each expired order once, with one history line and one message, running once per interval in all', async () => {
    const buyer = await one.buyer();
    const placed: string[] = [];
    for (let skip = 0; skip < 4; skip += 1) {
      placed.push((await placeOrder(one, buyer, (await one.course({ userId: buyer.id, skip })).id)).orderNo);
    }
    const later = new Date(Date.now() + 31 * MINUTE);
    one.clock.now = later;
    two.clock.now = later;
    const broadcast = await createBroadcast(one.db, { title: '寒假课程上新', audience: 'all' });

    const started = Date.now();
    [one, two].forEach((t, index) => {
      const count = (name: string) => runs[index]!.set(name, (runs[index]!.get(name) ?? 0) + 1);
      const scheduler = scheduleJobs(t.app, defaultScheduler(t.app, { onRun: count }));
      schedulers.push(scheduler);
      scheduler.start();
    });

    const closed = async () => one.db.$count(orders, and(inArray(orders.orderNo, placed), eq(orders.status, 'cancelled')));
    for (let waited = 0; (await closed()) < placed.length && waited < 15_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await closed()).toBe(placed.length);
    // Let a few more intervals pass: later runs find nothing left to do.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.stop()));
    const elapsedSeconds = (Date.now() - started) / 1000;

    const ids = (await one.db.select({ id: orders.id }).from(orders).where(inArray(orders.orderNo, placed))).map((row) => row.id);
    const history = await one.db
      .select({ orderId: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.status, 'cancelled')));
    expect(history.map((row) => row.orderId).sort()).toEqual([...ids].sort());
    const messages = await one.db
      .select({ objectId: notifications.objectId })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), inArray(notifications.objectId, ids)));
    expect(messages.length).toBeLessThanOrEqual(ids.length);
    expect(new Set(messages.map((row) => row.objectId)).size).toBe(messages.length);

    // The broadcast reached every user once, though both instances run the fan-out job.
    const everyone = await one.db.$count(users);
    const copies = await one.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.broadcastId, broadcast));
    expect(copies).toHaveLength(everyone);
    expect(new Set(copies.map((row) => row.userId)).size).toBe(everyone);

    const total = (name: string) => (runs[0]!.get(name) ?? 0) + (runs[1]!.get(name) ?? 0);
    expect(total(JOB_NAMES.closeOrders)).toBeGreaterThanOrEqual(1);
    // Two instances each on its own timer would run it about twice per second.
    expect(total(JOB_NAMES.closeOrders)).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 2);
    expect(total(JOB_NAMES.reconcile)).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 2);
    expect(total(JOB_NAMES.fanOut)).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 2);
    // The hourly promotion check ran once for the pair, not once per instance.
    expect(total(JOB_NAMES.promoteGrades)).toBe(1);
  });

  it('runs a job on demand once, on whichever instance takes it', async () => {
    const before = [runs[0]!.get(JOB_NAMES.promoteGrades) ?? 0, runs[1]!.get(JOB_NAMES.promoteGrades) ?? 0];
    const restarted = [one, two].map((t, index) => {
      const count = (name: string) => runs[index]!.set(name, (runs[index]!.get(name) ?? 0) + 1);
      const scheduler = scheduleJobs(t.app, defaultScheduler(t.app, { onRun: count }));
      schedulers.push(scheduler);
      scheduler.start();
      return scheduler;
    });
    await restarted[0]!.runNow(JOB_NAMES.promoteGrades);
    const after = [runs[0]!.get(JOB_NAMES.promoteGrades) ?? 0, runs[1]!.get(JOB_NAMES.promoteGrades) ?? 0];
    // At most one scheduled run (the schedulers already exist, so restarting adds none) and the one on demand.
    expect(after[0]! + after[1]! - before[0]! - before[1]!).toBeGreaterThanOrEqual(1);
    expect(after[0]! + after[1]! - before[0]! - before[1]!).toBeLessThanOrEqual(2);
  });
});
