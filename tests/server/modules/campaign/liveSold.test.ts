import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as campaign from '../../../../contract/api/schemas/user/campaign';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { courseEnrollments } from '../../../../server/src/platform/db/schema';
import { commerceAppForTests, payInSandbox, startSandboxPayment } from '../commerce/harness';

/** The school stage a title speaks of: a session says 小学/初中/高中, a course names its grade (三年级, 初二, 高二). */
function stageOf(title: string): 'primary' | 'junior' | 'senior' | null {
  if (/^(小学|[一二三四五六]年级)/.test(title)) return 'primary';
  if (/^初/.test(title)) return 'junior';
  if (/^(高中|高考|高[一二三])/.test(title)) return 'senior';
  return null;
}
const subjectOf = (title: string) => /数学|语文|英语|物理|化学|生物|历史|地理/.exec(title)?.[0] ?? null;

describe('what a live-class sign-up sells', () => {
  const shop = commerceAppForTests();

  it('names, for every seeded session, a course of its own subject and school stage', async () => {
    const { list } = await shop.t.ok(campaign.liveClasses, { channel: 'tencent' });
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const live of list) {
      expect(stageOf(live.courseTitle), `${live.title} → ${live.courseTitle}`).toBe(stageOf(live.title));
      expect(subjectOf(live.courseTitle), `${live.title} → ${live.courseTitle}`).toBe(subjectOf(live.title));
      expect(stageOf(live.title)).not.toBeNull();
    }
  });

  it.each(campaign.SIGNUP_CHANNELS)(
    'unlocks, on the %s page, exactly the course the page sold at the price it showed, and offers no course change',
    async (channel) => {
      const { list } = await shop.t.ok(campaign.liveClasses, { channel });
      for (const live of list) {
        const buyer = await shop.t.buyer();
        await shop.t.ok(campaign.liveSignUp, { liveClassId: live.id, channel }, { token: buyer.token });
        const placed = await shop.t.ok(campaign.liveOrder, { liveClassId: live.id, payMethod: 'alipay' }, { token: buyer.token });
        expect(placed.amount).toBe(live.price);
        const { tradeNo } = await startSandboxPayment(shop.t, buyer, { orderNo: placed.orderNo });
        await payInSandbox(shop.t, tradeNo);

        const owned = await shop.t.db
          .select({ courseId: courseEnrollments.courseId })
          .from(courseEnrollments)
          .where(eq(courseEnrollments.userId, buyer.id));
        expect(
          owned.map((row) => row.courseId),
          live.title,
        ).toEqual([live.courseId]);
        const detail = await shop.t.ok(orders.myOrderDetail, { orderNo: placed.orderNo }, { token: buyer.token });
        expect(detail).toMatchObject({ status: 'paid', campaignChannel: channel, canChange: false });
        expect(detail.course).toMatchObject({ courseId: live.courseId, title: live.courseTitle });
      }
    },
    120_000,
  );
});
