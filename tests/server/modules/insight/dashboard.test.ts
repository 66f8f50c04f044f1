import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/insight';
import type { SiteChannel } from '../../../../contract/vocabulary/insight';
import { NO_PERMISSION, type StaffRole } from '../../../../contract/vocabulary/staff';
import { recordVisit } from '../../../../server/src/modules/insight';
import { createRsNo } from '../../../../server/src/platform/db/ids';
import {
  chapterClasses,
  chapters,
  courseEnrollments,
  courses,
  learningRecords,
  orderItems,
  orders,
  payments,
  refunds,
  users,
} from '../../../../server/src/platform/db/schema';
import { commerceAppForTests } from '../commerce/harness';
import { staffSignIns } from '../console/staffHelpers';

const app = commerceAppForTests();
const staff = staffSignIns(() => app.t);
const tokens = new Map<StaffRole, string>();
async function as(role: StaffRole): Promise<{ token: string }> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return { token: tokens.get(role)! };
}

let serial = 0;
/** A family whose account was opened at `createdAt` on `channel` (null: before channels were recorded). */
async function family(createdAt: string, channel: SiteChannel | null) {
  serial += 1;
  const phone = `137${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(5, '0')}`;
  const [row] = await app.t.db
    .insert(users)
    .values({
      rsNo: createRsNo(),
      phone,
      passwordHash: 'not-used',
      name: '看板家长',
      signupChannel: channel,
      createdAt: new Date(createdAt),
    })
    .returning();
  return row!.id;
}

/** Two published courses of the seed, as the dashboard names them. */
async function twoCourses() {
  const rows = await app.t.db.select({ id: courses.id, title: courses.title }).from(courses).orderBy(asc(courses.id)).limit(2);
  return rows as [{ id: number; title: string }, { id: number; title: string }];
}

interface OrderSeed {
  userId: number;
  courseId: number;
  cents: number;
  status: 'paid' | 'unpaid' | 'cancelled' | 'refunded';
  createdAt: string;
  paidAt?: string;
  channel?: SiteChannel | null;
}

/** An order as checkout and payment leave it, with its one course and (when paid) its successful payment. */
async function order(seed: OrderSeed) {
  const t = app.t;
  serial += 1;
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNo: `XB2031INSIGHT${process.pid}${serial}`.slice(0, 32),
      userId: seed.userId,
      status: seed.status,
      totalAmountCents: seed.cents,
      channel: seed.channel ?? null,
      paidAt: seed.paidAt ? new Date(seed.paidAt) : null,
      cancelledAt: seed.status === 'cancelled' ? new Date(seed.createdAt) : null,
      createdAt: new Date(seed.createdAt),
    })
    .returning();
  await t.db.insert(orderItems).values({
    orderId: row!.id,
    courseId: seed.courseId,
    title: '下单时的名称',
    priceCents: seed.cents,
    listPriceCents: seed.cents,
  });
  const [payment] = await t.db
    .insert(payments)
    .values({
      orderId: row!.id,
      channel: 'alipay',
      amountCents: seed.cents,
      status: seed.paidAt ? 'succeeded' : 'closed',
      outTradeNo: `INS${process.pid}${serial}`,
      paidAt: seed.paidAt ? new Date(seed.paidAt) : null,
    })
    .returning();
  return { orderId: row!.id, paymentId: payment!.id };
}

async function refund(
  paid: { orderId: number; paymentId: number },
  cents: number,
  status: 'succeeded' | 'requested',
  at: string,
) {
  serial += 1;
  await app.t.db.insert(refunds).values({
    refundNo: `RF${process.pid}${serial}`,
    orderId: paid.orderId,
    paymentId: paid.paymentId,
    amountCents: cents,
    reason: '看板测试',
    status,
    requestKey: `insight-${process.pid}-${serial}`,
    succeededAt: status === 'succeeded' ? new Date(at) : null,
  });
}

const zero = { sales: 0, refunds: 0, net: 0, orders: 0, payingFamilies: 0 };

describe('the owner’s dashboard', () => {
  // Shanghai days 2031-11-01 (a Saturday) to 2031-11-07; nothing of the seed lies there.
  const range = { from: '2031-11-01', to: '2031-11-07' };

  it('sums sales, refunds and net per Shanghai day to the cent, counts paying families, and leaves out unpaid and closed orders', async () => {
    const [first, second] = await twoCourses();
    const a = await family('2031-11-01T08:00:00+08:00', 'pc');
    const b = await family('2031-11-01T09:00:00+08:00', 'h5');
    const c = await family('2031-11-07T23:59:59+08:00', 'wechat');
    const d = await family('2031-10-01T10:00:00+08:00', null);

    // One second before and exactly at Shanghai midnight: two different days.
    const lastSecond = await order({
      userId: a,
      courseId: first.id,
      cents: 10000,
      status: 'paid',
      createdAt: '2031-11-01T23:50:00+08:00',
      paidAt: '2031-11-01T23:59:59+08:00',
      channel: 'pc',
    });
    const atMidnight = await order({
      userId: b,
      courseId: first.id,
      cents: 10000,
      status: 'paid',
      createdAt: '2031-11-01T23:58:00+08:00',
      paidAt: '2031-11-02T00:00:00+08:00',
      channel: 'h5',
    });
    const fullyRefunded = await order({
      userId: a,
      courseId: second.id,
      cents: 25050,
      status: 'refunded',
      createdAt: '2031-11-02T11:59:00+08:00',
      paidAt: '2031-11-02T12:00:00+08:00',
      channel: 'wechat',
    });
    await order({
      userId: c,
      courseId: second.id,
      cents: 19999,
      status: 'unpaid',
      createdAt: '2031-11-02T10:00:00+08:00',
      channel: 'wechat',
    });
    await order({
      userId: c,
      courseId: first.id,
      cents: 10000,
      status: 'cancelled',
      createdAt: '2031-11-03T10:00:00+08:00',
      channel: 'wechat',
    });
    await order({
      userId: d,
      courseId: first.id,
      cents: 8800,
      status: 'paid',
      createdAt: '2031-10-31T23:00:00+08:00',
      paidAt: '2031-10-31T23:59:59+08:00',
    });
    const later = await order({
      userId: d,
      courseId: second.id,
      cents: 12345,
      status: 'paid',
      createdAt: '2031-11-05T07:59:00+08:00',
      paidAt: '2031-11-05T08:00:00+08:00',
    });

    await refund(atMidnight, 3000, 'succeeded', '2031-11-03T10:00:00+08:00');
    await refund(fullyRefunded, 25050, 'succeeded', '2031-11-04T09:00:00+08:00');
    // Asked but not given back yet, and given back the day after the range: neither counts.
    await refund(lastSecond, 1000, 'requested', '2031-11-04T09:00:00+08:00');
    await refund(later, 2345, 'succeeded', '2031-11-08T00:00:00+08:00');

    const daily = await app.t.ok(admin.insightDashboard, { ...range, grain: 'day' }, await as('owner'));
    expect(daily.totals).toEqual({ sales: 57395, refunds: 28050, net: 29345, orders: 4, payingFamilies: 3 });
    expect(daily.periods).toEqual([
      { start: '2031-11-01', sales: 10000, refunds: 0, net: 10000, orders: 1, payingFamilies: 1 },
      { start: '2031-11-02', sales: 35050, refunds: 0, net: 35050, orders: 2, payingFamilies: 2 },
      { start: '2031-11-03', ...zero, refunds: 3000, net: -3000 },
      { start: '2031-11-04', ...zero, refunds: 25050, net: -25050 },
      { start: '2031-11-05', sales: 12345, refunds: 0, net: 12345, orders: 1, payingFamilies: 1 },
      { start: '2031-11-06', ...zero },
      { start: '2031-11-07', ...zero },
    ]);

    // Weeks start on Monday: the Saturday and Sunday belong to the week of 27 October.
    const weekly = await app.t.ok(admin.insightDashboard, { ...range, grain: 'week' }, await as('finance'));
    expect(weekly.periods).toEqual([
      { start: '2031-10-27', sales: 45050, refunds: 0, net: 45050, orders: 3, payingFamilies: 2 },
      { start: '2031-11-03', sales: 12345, refunds: 28050, net: -15705, orders: 1, payingFamilies: 1 },
    ]);
    expect(weekly.totals).toEqual(daily.totals);

    // The best sellers by amount, with the catalogue's names.
    expect(daily.courses).toEqual([
      { courseId: second.id, title: second.title, count: 2, amount: 37395 },
      { courseId: first.id, title: first.title, count: 2, amount: 20000 },
    ]);

    // A single day: the order paid at 00:00:00 is that day's, the one at 23:59:59 the day before's.
    const secondDay = await app.t.ok(admin.insightDashboard, { from: '2031-11-02', to: '2031-11-02' }, await as('owner'));
    expect(secondDay.totals).toEqual({ sales: 35050, refunds: 0, net: 35050, orders: 2, payingFamilies: 2 });
  });

  it('follows each channel from page visits to sign-ups to first orders', async () => {
    const db = app.t.db;
    for (const [channel, at, times] of [
      ['pc', '2031-11-01T00:00:00+08:00', 3],
      ['h5', '2031-11-03T12:00:00+08:00', 2],
      ['wechat', '2031-11-07T23:59:59+08:00', 1],
      // Midnight after the last day: the next day's visit.
      ['pc', '2031-11-08T00:00:00+08:00', 5],
    ] as const) {
      for (let i = 0; i < times; i += 1) await recordVisit(db, channel, new Date(at));
    }
    const result = await app.t.ok(admin.insightDashboard, range, await as('owner'));
    // From the first test: a (pc) and b (h5) placed their first orders in the range; a's second order was on
    // WeChat, and d's first order was before the range.
    expect(result.channels).toEqual([
      { channel: 'pc', visits: 3, signups: 1, firstOrders: 1 },
      { channel: 'h5', visits: 2, signups: 1, firstOrders: 1 },
      { channel: 'wechat', visits: 1, signups: 1, firstOrders: 0 },
    ]);
  });

  it('gives the share of lessons finished and the students who finished a course, as at the range’s last day', async () => {
    const db = app.t.db;
    const [course] = await twoCourses();
    const lessons = await db
      .select({ id: chapterClasses.id })
      .from(chapterClasses)
      .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
      .where(eq(chapters.courseId, course.id));
    expect(lessons.length).toBeGreaterThan(1);
    // Students enrolled in 2019, long before anything of the seed.
    const students = await Promise.all(
      ['2019-05-01T10:00:00+08:00', '2019-05-01T11:00:00+08:00', '2019-05-02T10:00:00+08:00', '2019-05-02T11:00:00+08:00'].map(
        (at) => family(at, 'pc'),
      ),
    );
    const [all, one, late, refunded] = students as [number, number, number, number];
    for (const userId of students) {
      await db.insert(courseEnrollments).values({
        userId,
        courseId: course.id,
        source: 'order',
        createdAt: new Date('2019-05-03T10:00:00+08:00'),
        revokedAt: userId === refunded ? new Date('2019-05-04T10:00:00+08:00') : null,
      });
    }
    const finish = (userId: number, classIds: number[], at: string) =>
      db
        .insert(learningRecords)
        .values(classIds.map((classId) => ({ userId, courseId: course.id, classId, progress: 100, finishedAt: new Date(at) })));
    const ids = lessons.map((lesson) => lesson.id);
    await finish(all, ids, '2019-05-20T10:00:00+08:00');
    await finish(one, ids.slice(0, 1), '2019-05-31T23:59:59+08:00');
    // Finished after the range, and finished by a student whose course was taken back: neither counts.
    await finish(late, ids, '2019-06-01T00:00:00+08:00');
    await finish(refunded, ids, '2019-05-20T10:00:00+08:00');

    const result = await app.t.ok(admin.insightDashboard, { from: '2019-05-01', to: '2019-05-31' }, await as('owner'));
    const row = result.completion.find((entry) => entry.courseId === course.id);
    expect(row).toEqual({
      courseId: course.id,
      title: course.title,
      enrolled: 3,
      lessons: ids.length,
      finishedStudents: 1,
      lessonCompletion: (ids.length + 1) / (3 * ids.length),
    });
    await db.delete(learningRecords).where(inArray(learningRecords.userId, students));
  });

  it('answers a range that is backwards, longer than 366 days or not a date with a message, and refuses roles without insight.read', async () => {
    const owner = await as('owner');
    const t = app.t;
    expect(await t.fails(admin.insightDashboard, { from: '2031-11-07', to: '2031-11-01' }, owner)).toContain(
      '开始日期不能晚于结束日期',
    );
    expect(await t.fails(admin.insightDashboard, { from: '2030-01-01', to: '2031-01-02' }, owner)).toContain(
      '时间范围最长 366 天',
    );
    expect(await t.fails(admin.insightDashboard, { from: '2031-02-30', to: '2031-03-01' }, owner)).toContain(
      '开始日期应为 YYYY-MM-DD 格式的日期',
    );
    // A leap year's 366 days are one range.
    expect((await t.ok(admin.insightDashboard, { from: '2032-01-01', to: '2032-12-31' }, owner)).periods).toHaveLength(366);
    expect(await t.fails(admin.insightDashboard, range, await as('service'))).toBe(NO_PERMISSION);
  });
});
