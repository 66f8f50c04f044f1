import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { chapterClasses, chapters, courseEnrollments, learningRecords } from '../../../../server/src/platform/db/schema';
import { type Buyer, type CommerceApp, createCommerceApp, payInSandbox, placeOrder, startSandboxPayment } from './harness';

const DAY = 24 * 60 * 60 * 1000;

describe('changing the course of a paid order', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    // Sessions outlive the week the tests move the clock by.
    t = await createCommerceApp({ env: { SESSION_TTL_HOURS: String(24 * 30) } });
  });
  afterAll(async () => {
    t.clock.now = new Date();
    await t?.close();
  });

  async function paidOrder(): Promise<{ buyer: Buyer; orderNo: string; courseId: number }> {
    t.clock.now = new Date();
    const buyer = await t.buyer();
    const course = await t.course({ skip: 3 });
    const { orderNo } = await placeOrder(t, buyer, course.id);
    await payInSandbox(t, (await startSandboxPayment(t, buyer, { orderNo })).tradeNo);
    return { buyer, orderNo, courseId: course.id };
  }

  it('states the rule and offers paid courses that cost no more, not owned yet', async () => {
    const { buyer, orderNo, courseId } = await paidOrder();
    const detail = await t.ok(orders.changeCourseDetail, { orderNo }, { token: buyer.token });
    expect(detail).toMatchObject({ eligible: true, reason: null, watchedPercent: 0, rule: { days: 7, maxWatchedPercent: 20 } });
    expect(new Date(detail.deadline!).getTime() - new Date(detail.paidAt!).getTime()).toBe(7 * DAY);
    expect(detail.candidates.length).toBeGreaterThan(0);
    expect(detail.candidates.every((c) => c.price > 0 && c.price <= detail.course.price && c.courseId !== courseId)).toBe(true);
  });

  it('swaps the course: the old one is locked again, the new one unlocked, the history tells it', async () => {
    const { buyer, orderNo, courseId } = await paidOrder();
    const { candidates } = await t.ok(orders.changeCourseDetail, { orderNo }, { token: buyer.token });
    const target = candidates[0]!;
    const changed = await t.ok(orders.modifyOrders, { orderNo, courseId: target.courseId }, { token: buyer.token });
    expect(changed.course.courseId).toBe(target.courseId);
    expect(await t.enrolments(buyer.id, courseId)).toBe(0);
    expect(await t.enrolments(buyer.id, target.courseId)).toBe(1);
    const mine = await t.ok(orders.findMyCourse, {}, { token: buyer.token });
    expect(mine.list.map((c) => c.courseId)).toEqual([target.courseId]);
    const detail = await t.ok(orders.myOrderDetail, { orderNo }, { token: buyer.token });
    expect(detail.course.courseId).toBe(target.courseId);
    expect(detail.canChange).toBe(false);
    expect(detail.history.at(-1)?.note).toContain('更换为');
    expect(await t.fails(orders.modifyOrders, { orderNo, courseId: candidates[1]!.courseId }, { token: buyer.token })).toBe(
      '每个订单只能换课一次，这个订单已经换过了',
    );
  });

  it('changes once when two changes are sent at the same moment', async () => {
    const { buyer, orderNo } = await paidOrder();
    const { candidates } = await t.ok(orders.changeCourseDetail, { orderNo }, { token: buyer.token });
    const answers = await Promise.all(
      [candidates[0]!, candidates[1]!].map((c) =>
        t.call(orders.modifyOrders, { orderNo, courseId: c.courseId }, { token: buyer.token }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([0, 1]);
    const active = await t.db
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, buyer.id), isNull(courseEnrollments.revokedAt)));
    expect(active).toHaveLength(1);
  });

  it('refuses after seven days', async () => {
    const { buyer, orderNo } = await paidOrder();
    const { candidates } = await t.ok(orders.changeCourseDetail, { orderNo }, { token: buyer.token });
    t.clock.now = new Date(Date.now() + 7 * DAY + 60_000);
    const detail = await t.ok(orders.changeCourseDetail, { orderNo }, { token: buyer.token });
    expect(detail).toMatchObject({ eligible: false, reason: '已超过支付后 7 天的换课期限', candidates: [] });
    expect(await t.fails(orders.modifyOrders, { orderNo, courseId: candidates[0]!.courseId }, { token: buyer.token })).toBe(
      '已超过支付后 7 天的换课期限',
    );
  });

  it('refuses once 20 % of the lessons have been started', async () => {
    const { buyer, orderNo, courseId } = await paidOrder();
    const { candidates } = await t.ok(orders.changeCourseDetail, { orderNo }, { token: buyer.token });
    const lessons = await t.db
      .select({ id: chapterClasses.id })
      .from(chapterClasses)
      .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
      .where(eq(chapters.courseId, courseId));
    const enough = Math.ceil(lessons.length * 0.2);
    await t.db
      .insert(learningRecords)
      .values(
        lessons
          .slice(0, enough)
          .map((lesson) => ({ userId: buyer.id, courseId, classId: lesson.id, watchedSec: 60, progress: 30 })),
      );
    const detail = await t.ok(orders.changeCourseDetail, { orderNo }, { token: buyer.token });
    expect(detail.eligible).toBe(false);
    expect(detail.watchedPercent).toBeGreaterThanOrEqual(20);
    expect(await t.fails(orders.modifyOrders, { orderNo, courseId: candidates[0]!.courseId }, { token: buyer.token })).toBe(
      '课程已学习超过 20% 的课时，不能再换课',
    );
  });

  it('refuses a course outside the offer, and an unpaid order', async () => {
    const { buyer, orderNo, courseId } = await paidOrder();
    expect(await t.fails(orders.modifyOrders, { orderNo, courseId }, { token: buyer.token })).toBe('请选择另一门课程');
    expect(await t.fails(orders.modifyOrders, { orderNo, courseId: 999_999 }, { token: buyer.token })).toMatch(/不在可换范围内/);
    const other = await t.course({ skip: 5 });
    const unpaid = await placeOrder(t, buyer, other.id);
    expect((await t.ok(orders.changeCourseDetail, { orderNo: unpaid.orderNo }, { token: buyer.token })).reason).toBe(
      '只有已支付的订单可以换课',
    );
  });
});
