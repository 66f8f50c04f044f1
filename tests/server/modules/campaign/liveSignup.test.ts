import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as campaign from '../../../../contract/api/schemas/user/campaign';
import * as orders from '../../../../contract/api/schemas/user/orders';
import { liveClasses, liveSignups, orders as orderTable } from '../../../../server/src/platform/db/schema';
import { type CommerceApp, createCommerceApp, payInSandbox, startSandboxPayment } from '../commerce/harness';

describe('live-class sign-ups per channel', () => {
  let t: CommerceApp;
  beforeAll(async () => {
    t = await createCommerceApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newSession(seats: number, startsInHours = 48) {
    const course = await t.course();
    const [row] = await t.db
      .insert(liveClasses)
      .values({
        courseId: course.id,
        title: '测试直播',
        teacherName: '王老师',
        startsAt: new Date(t.clock.now.getTime() + startsInHours * 3600_000),
        durationMinutes: 60,
        seatsTotal: seats,
        seatsLeft: seats,
      })
      .returning();
    return { ...row!, priceCents: course.priceCents };
  }

  it('lists the seeded sessions with teacher, start time and seats left to anyone', async () => {
    const answer = await t.ok(campaign.liveClasses, { channel: 'tiktok' });
    expect(answer.list.length).toBeGreaterThanOrEqual(3);
    const first = answer.list[0]!;
    expect(first.teacher.name).not.toBe('');
    expect(new Date(first.startsAt).getTime()).toBeGreaterThan(Date.parse(answer.now));
    expect(first.seatsLeft).toBeLessThanOrEqual(first.seatsTotal);
    expect(first.signedUp).toBe(false);
  });

  it('stores the channel on the sign-up and takes one seat', async () => {
    const session = await newSession(10);
    const buyer = await t.buyer();
    const signed = await t.ok(campaign.liveSignUp, { liveClassId: session.id, channel: 'tencent' }, { token: buyer.token });
    expect(signed).toEqual({ liveClassId: session.id, seatsLeft: 9, channel: 'tencent' });
    const [row] = await t.db.select().from(liveSignups).where(eq(liveSignups.userId, buyer.id));
    expect(row?.channel).toBe('tencent');
    const listed = await t.ok(campaign.liveClasses, { channel: 'tencent' }, { token: buyer.token });
    expect(listed.list.find((item) => item.id === session.id)).toMatchObject({ signedUp: true, seatsLeft: 9 });
  });

  it('lets one phone sign up for a session once, whatever channel it comes back through', async () => {
    const session = await newSession(10);
    const buyer = await t.buyer();
    await t.ok(campaign.liveSignUp, { liveClassId: session.id, channel: 'tiktok' }, { token: buyer.token });
    expect(await t.fails(campaign.liveSignUp, { liveClassId: session.id, channel: 'headlines' }, { token: buyer.token })).toBe(
      campaign.CAMPAIGN_MESSAGES.alreadySigned,
    );
    const [live] = await t.db.select().from(liveClasses).where(eq(liveClasses.id, session.id));
    expect(live?.seatsLeft).toBe(9);
  });

  it('never lets seats go below zero when many sign up at once', async () => {
    const session = await newSession(4);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => t.buyer()));
    const answers = await Promise.all(
      buyers.map((buyer) => t.call(campaign.liveSignUp, { liveClassId: session.id, channel: 'tiktok' }, { token: buyer.token })),
    );
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(4);
    const refused = answers.filter((answer) => answer.status === 0);
    expect(refused).toHaveLength(8);
    expect(new Set(refused.map((answer) => answer.message))).toEqual(new Set([campaign.CAMPAIGN_MESSAGES.seatsGone]));
    const [live] = await t.db.select().from(liveClasses).where(eq(liveClasses.id, session.id));
    expect(live?.seatsLeft).toBe(0);
    expect(await t.db.$count(liveSignups, eq(liveSignups.liveClassId, session.id))).toBe(4);
  });

  it('refuses a sign-up once the session has started, and an unknown session', async () => {
    const started = await newSession(5, -0.5);
    const buyer = await t.buyer();
    expect(await t.fails(campaign.liveSignUp, { liveClassId: started.id, channel: 'tiktok' }, { token: buyer.token })).toBe(
      campaign.CAMPAIGN_MESSAGES.liveStarted,
    );
    expect(await t.fails(campaign.liveSignUp, { liveClassId: 999999, channel: 'tiktok' }, { token: buyer.token })).toBe(
      campaign.CAMPAIGN_MESSAGES.liveMissing,
    );
    expect(await t.fails(campaign.liveSignUp, { liveClassId: started.id, channel: 'weibo' }, { token: buyer.token })).toMatch(
      /channel/,
    );
  });

  it('needs a sign-up before an order, then orders through the normal checkout with the channel on the order', async () => {
    const session = await newSession(5);
    const buyer = await t.buyer();
    expect(await t.fails(campaign.liveOrder, { liveClassId: session.id, payMethod: 'alipay' }, { token: buyer.token })).toBe(
      campaign.CAMPAIGN_MESSAGES.notSigned,
    );
    await t.ok(campaign.liveSignUp, { liveClassId: session.id, channel: 'headlines' }, { token: buyer.token });
    const placed = await t.ok(campaign.liveOrder, { liveClassId: session.id, payMethod: 'alipay' }, { token: buyer.token });
    expect(placed.channel).toBe('headlines');
    expect(placed.amount).toBe(session.priceCents / 100);

    const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo: placed.orderNo });
    await payInSandbox(t, tradeNo);
    const detail = await t.ok(orders.myOrderDetail, { orderNo: placed.orderNo }, { token: buyer.token });
    expect(detail).toMatchObject({ status: 'paid', campaignChannel: 'headlines' });
    const [row] = await t.db.select().from(liveSignups).where(eq(liveSignups.userId, buyer.id));
    const [order] = await t.db.select().from(orderTable).where(eq(orderTable.orderNo, placed.orderNo));
    expect(row?.orderId).toBe(order?.id);
  });

  it('shows no channel on an order placed on the main site', async () => {
    const buyer = await t.buyer();
    const course = await t.course({ userId: buyer.id });
    const created = await t.ok(orders.createOrder, { courseId: course.id, payMethod: 'alipay' }, { token: buyer.token });
    const detail = await t.ok(orders.myOrderDetail, { orderNo: created.orderNo }, { token: buyer.token });
    expect(detail.campaignChannel).toBeNull();
  });
});
