import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES, type SignupChannel } from '../../../../contract/api/schemas/user/campaign';
import type { PayMethod } from '../../../../contract/vocabulary/orders';
import { courses, liveClasses, liveSignups, orders } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';
import { type CheckoutContext, createOrder, orderItemsDetail, priceOf } from '../commerce';
import { iso, toYuan } from '../../platform/text/format';
import type { AuthUser } from '../../platform/sessions/sessions';
import { isUniqueViolation } from '../accounts';

/** Sessions of one channel's landing page not yet over, soonest first, with the looker's own sign-up when logged in. */
export async function listLiveClasses(deps: Pick<AppDeps, 'db' | 'now'>, user: AuthUser | null, channel: SignupChannel) {
  const now = deps.now();
  const rows = await deps.db
    .select({
      live: liveClasses,
      courseTitle: courses.title,
      priceCents: courses.priceCents,
      originalPriceCents: courses.originalPriceCents,
    })
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(
      and(
        gt(sql`${liveClasses.startsAt} + make_interval(mins => ${liveClasses.durationMinutes})`, now),
        sql`${channel} = any(${liveClasses.channels})`,
      ),
    )
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
  const mine = user
    ? await deps.db
        .select({ liveClassId: liveSignups.liveClassId, orderNo: orders.orderNo })
        .from(liveSignups)
        .leftJoin(orders, eq(orders.id, liveSignups.orderId))
        .where(eq(liveSignups.phone, user.phone))
    : [];
  const signed = new Map(mine.map((row) => [row.liveClassId, row.orderNo]));
  return {
    now: iso(now),
    list: rows.map(({ live, courseTitle, priceCents, originalPriceCents }) => {
      // The purchase page's breakdown of the course, so the sign-up page and its order show the same figures.
      const price = priceOf({ priceCents, originalPriceCents });
      return {
        id: live.id,
        title: live.title,
        intro: live.intro,
        teacher: { name: live.teacherName, title: live.teacherTitle, photoUrl: live.teacherPhotoUrl },
        startsAt: iso(live.startsAt),
        durationMinutes: live.durationMinutes,
        seatsTotal: live.seatsTotal,
        seatsLeft: live.seatsLeft,
        courseId: live.courseId,
        courseTitle,
        listPrice: toYuan(price.listPrice),
        discount: toYuan(price.discount),
        price: toYuan(price.payable),
        signedUp: signed.has(live.id),
        orderNo: signed.get(live.id) ?? null,
      };
    }),
  };
}

/**
 * Takes one seat for the user's phone. The seat is taken by a single guarded UPDATE (`seats_left > 0`), so
 * however many sign up at once the count stops at zero; the sign-up row and the seat commit together.
 */
export async function signUpForLive(
  deps: Pick<AppDeps, 'db' | 'now'>,
  user: AuthUser,
  input: { liveClassId: number; channel: SignupChannel },
) {
  const [live] = await deps.db.select().from(liveClasses).where(eq(liveClasses.id, input.liveClassId)).limit(1);
  if (!live) throw new ApiError(CAMPAIGN_MESSAGES.liveMissing);
  if (live.startsAt.getTime() <= deps.now().getTime()) throw new ApiError(CAMPAIGN_MESSAGES.liveStarted);
  if (!live.channels.includes(input.channel)) throw new ApiError(CAMPAIGN_MESSAGES.liveNotOnChannel);
  try {
    return await deps.db.transaction(async (tx) => {
      const [signup] = await tx
        .insert(liveSignups)
        .values({ liveClassId: live.id, userId: user.id, phone: user.phone, channel: input.channel })
        .onConflictDoNothing({ target: [liveSignups.liveClassId, liveSignups.phone] })
        .returning({ id: liveSignups.id });
      if (!signup) throw new ApiError(CAMPAIGN_MESSAGES.alreadySigned);
      const [seat] = await tx
        .update(liveClasses)
        .set({ seatsLeft: sql`${liveClasses.seatsLeft} - 1` })
        .where(and(eq(liveClasses.id, live.id), gt(liveClasses.seatsLeft, 0)))
        .returning({ seatsLeft: liveClasses.seatsLeft });
      // Throwing rolls the sign-up back with the transaction.
      if (!seat) throw new ApiError(CAMPAIGN_MESSAGES.seatsGone);
      return { liveClassId: live.id, seatsLeft: seat.seatsLeft, channel: input.channel };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(CAMPAIGN_MESSAGES.alreadySigned);
    throw error;
  }
}

/**
 * The order of a sign-up: the normal checkout of the session's course, then stamped with the channel of
 * the sign-up so the order detail can say where the buyer came from.
 */
export async function orderForLive(
  context: CheckoutContext,
  user: AuthUser,
  input: { liveClassId: number; payMethod: Exclude<PayMethod, 'share'> },
) {
  const [row] = await context.db
    .select({ signup: liveSignups, courseId: liveClasses.courseId })
    .from(liveSignups)
    .innerJoin(liveClasses, eq(liveClasses.id, liveSignups.liveClassId))
    .where(and(eq(liveSignups.liveClassId, input.liveClassId), eq(liveSignups.phone, user.phone)))
    .limit(1);
  if (!row) throw new ApiError(CAMPAIGN_MESSAGES.notSigned);
  const created = await createOrder(context, user, {
    courseId: row.courseId,
    payMethod: input.payMethod,
    receiverName: '',
    receiverPhone: '',
    receiverAddress: '',
    receiverRegionId: null,
    remark: '',
  });
  await context.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ campaignChannel: row.signup.channel })
      .where(and(eq(orders.orderNo, created.orderNo), eq(orders.userId, user.id)))
      .returning({ id: orders.id });
    if (order) await tx.update(liveSignups).set({ orderId: order.id }).where(eq(liveSignups.id, row.signup.id));
  });
  // What the order itself records (an order continued from before keeps its own figures), through priceBreakdown.
  const price = await orderItemsDetail(context, user, created.orderNo);
  return {
    orderNo: created.orderNo,
    listPrice: price.itemsTotal,
    discount: price.discount,
    amount: price.amount,
    channel: row.signup.channel,
    reused: created.reused,
  };
}
