import { and, eq, sql } from 'drizzle-orm';
import type { SiteChannel } from '../../../../contract/vocabulary/insight';
import type { PayMethod } from '../../../../contract/vocabulary/orders';
import { type Order, orderItems, orders, orderStatusHistory } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, toYuan } from '../../platform/text/format';
import type { AuthUser } from '../../platform/sessions/sessions';
import { violatedUniqueConstraint } from '../accounts';
import { regionPath, saleStateOf, zoneWithChildren } from '../catalog';
import { type CommerceContext, closeIfExpired } from './close';
import { newOrderNo, newShareId } from './ids';
import { courseForSale, ownsCourse, toOrderCourse } from './orderRows';
import { ORDER_MESSAGES, priceOf, RECEIVER_MESSAGES, STATUS_NOTES } from './rules';

export interface CheckoutContext extends CommerceContext {
  orderTtlMinutes: number;
}

async function saleableCourse(context: CommerceContext, courseId: number, ownerId?: number) {
  const course = await courseForSale(context.db, courseId, ownerId);
  if (!course || !course.isPublished) throw new ApiError(ORDER_MESSAGES.courseMissing);
  const state = saleStateOf(course, context.now());
  if (state === 'upcoming') throw new ApiError(ORDER_MESSAGES.saleNotStarted);
  if (state === 'ended') throw new ApiError(ORDER_MESSAGES.saleEnded);
  return course;
}

const purchaseKeyOf = (userId: number, courseId: number) => `${userId}:${courseId}`;

async function unpaidOrderFor(context: CommerceContext, userId: number, courseId: number) {
  const [order] = await context.db
    .select()
    .from(orders)
    .where(and(eq(orders.purchaseKey, purchaseKeyOf(userId, courseId)), eq(orders.status, 'unpaid')))
    .limit(1);
  if (!order) return null;
  const current = await closeIfExpired(context, order);
  return current.status === 'unpaid' ? current : null;
}

/** The purchase page: the course, what it costs (computed here), whether it ships material, how it can be paid. */
export async function purchasePreview(context: CheckoutContext, user: AuthUser, courseId: number) {
  const course = await saleableCourse(context, courseId);
  const price = priceOf(course);
  const [owned, pending] = await Promise.all([
    ownsCourse(context.db, user.id, courseId),
    unpaidOrderFor(context, user.id, courseId),
  ]);
  return {
    course: { ...toOrderCourse(course), hasMaterials: course.hasMaterials },
    listPrice: toYuan(price.listPrice),
    discount: toYuan(price.discount),
    payable: toYuan(price.payable),
    owned,
    pendingOrderNo: pending?.orderNo ?? null,
    payMethods: [...context.gateway.methods, 'share' as const],
    closeAfterMinutes: context.orderTtlMinutes,
  };
}

export interface CreateOrderInput {
  courseId: number;
  payMethod: PayMethod;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  /**
   * The delivery region picked in the form (the purchase page, the evaluation area's purchase); null when none
   * was, which printed material refuses.
   */
  receiverRegionId: number | null;
  remark: string;
  /** The surface of the site the order is placed on, for the dashboard's channels. */
  channel?: SiteChannel | undefined;
}

/**
 * Places an order for one course at the server's price. One unpaid order per buyer and course: a repeated
 * or concurrent request (a double click, a second tab) continues that order instead of creating another.
 */
export async function createOrder(context: CheckoutContext, user: AuthUser, input: CreateOrderInput) {
  const course = await saleableCourse(context, input.courseId, user.id);
  if (course.isFree || course.priceCents === 0) throw new ApiError(ORDER_MESSAGES.free);
  if (course.owned) throw new ApiError(ORDER_MESSAGES.owned);
  if (input.payMethod !== 'share' && !context.gateway.methods.includes(input.payMethod)) {
    throw new ApiError(ORDER_MESSAGES.methodUnavailable);
  }
  const receiver = course.hasMaterials ? await requireReceiver(context, input) : null;
  const price = priceOf(course);
  const now = context.now();
  const wantsShare = input.payMethod === 'share';

  /*
   * The order, its item and its first history line in one statement, atomic on its own. Under load every
   * round trip waits its turn on the event loop, and a transaction of three inserts took five of them.
   */
  const insertOrder = async () => {
    const closesAt = new Date(now.getTime() + context.orderTtlMinutes * 60_000);
    const placed: { orderNo: string; totalAmountCents: number; closesAt: Date | null; shareId: string | null } = {
      orderNo: newOrderNo(now),
      totalAmountCents: price.payable,
      closesAt,
      shareId: wantsShare ? newShareId() : null,
    };
    const result = await context.db.execute(sql`
      with placed as (
        insert into ${orders} (order_no, user_id, status, total_amount_cents, discount_amount_cents, closes_at,
          purchase_key, share_id, remark, receiver_name, receiver_phone, receiver_address, receiver_region_id,
          receiver_region, channel, created_at)
        values (${placed.orderNo}, ${user.id}, 'unpaid', ${placed.totalAmountCents}, ${price.discount},
          ${closesAt.toISOString()}::timestamptz, ${purchaseKeyOf(user.id, course.courseId)}, ${placed.shareId},
          ${input.remark}, ${receiver?.name ?? null}, ${receiver?.phone ?? null}, ${receiver?.address ?? null},
          ${receiver?.regionId ?? null}, ${receiver?.region ?? null}, ${input.channel ?? null}, ${now.toISOString()}::timestamptz)
        on conflict (purchase_key) where status = 'unpaid' do nothing
        returning id
      ), item as (
        insert into ${orderItems} (order_id, course_id, title, price_cents, list_price_cents)
        select id, ${course.courseId}, ${course.title}, ${price.payable}, ${price.listPrice} from placed
      )
      insert into ${orderStatusHistory} (order_id, status, note, at)
      select id, 'unpaid', ${STATUS_NOTES.created}, ${now.toISOString()}::timestamptz from placed
      returning order_id`);
    return result.rows.length > 0 ? placed : null;
  };
  // The usual case first: nothing open for this course, and one statement places the order.
  let order = await withFreshOrderNo(insertOrder);
  let existing: Order | null = null;
  if (!order) {
    // An unpaid order of this course is open. One past its time is closed now, and the purchase starts afresh.
    existing = await unpaidOrderFor(context, user.id, course.courseId);
    if (!existing) order = await withFreshOrderNo(insertOrder);
  }
  let reused = false;
  if (!order) {
    if (!existing) throw new ApiError(ORDER_MESSAGES.closed);
    reused = true;
    // The open order takes the latest delivery details, and a share link when one is asked for now.
    const changes = {
      ...(receiver
        ? {
            receiverName: receiver.name,
            receiverPhone: receiver.phone,
            receiverAddress: receiver.address,
            receiverRegionId: receiver.regionId,
            receiverRegion: receiver.region,
          }
        : {}),
      ...(wantsShare && !existing.shareId ? { shareId: newShareId() } : {}),
    };
    const [updated] =
      Object.keys(changes).length === 0
        ? [existing]
        : await context.db
            .update(orders)
            .set(changes)
            .where(and(eq(orders.id, existing.id), eq(orders.status, 'unpaid')))
            .returning();
    order = updated ?? existing;
  }
  return {
    orderNo: order.orderNo,
    amount: toYuan(order.totalAmountCents),
    closesAt: iso(order.closesAt ?? now),
    reused,
    shareId: wantsShare ? order.shareId : null,
  };
}

/** Order numbers are random within a second; two alike in one second are rare but possible under load. */
const ORDER_NO_ATTEMPTS = 5;
/** The unique constraint of orders.orderNo, by the name the schema gives it. */
export const ORDER_NO_CONSTRAINT = orders.orderNo.uniqueName;

/** Runs the insert again (it draws a new number) when its order number was taken by another order. */
export async function withFreshOrderNo<T>(insert: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert();
    } catch (error) {
      if (attempt >= ORDER_NO_ATTEMPTS || violatedUniqueConstraint(error) !== ORDER_NO_CONSTRAINT) throw error;
    }
  }
}

async function requireReceiver(context: CommerceContext, input: CreateOrderInput) {
  if (!input.receiverName) throw new ApiError(RECEIVER_MESSAGES.name);
  if (!input.receiverPhone) throw new ApiError(RECEIVER_MESSAGES.phone);
  if (!input.receiverAddress) throw new ApiError(RECEIVER_MESSAGES.address);
  if (input.receiverRegionId === null) throw new ApiError(RECEIVER_MESSAGES.region);
  const region = await deliveryRegion(context, input.receiverRegionId);
  return {
    name: input.receiverName,
    phone: input.receiverPhone,
    address: input.receiverAddress,
    regionId: region.id,
    region: region.fullName,
  };
}

/** The picked zone as a whole region, the way findRegionById reads it; a city that has districts is not enough. */
async function deliveryRegion(context: CommerceContext, zoneId: number) {
  const found = await zoneWithChildren(context.db, zoneId).catch((error: unknown) => {
    if (error instanceof ApiError) throw new ApiError(RECEIVER_MESSAGES.regionUnknown);
    throw error;
  });
  if (found.children.length > 0) throw new ApiError(RECEIVER_MESSAGES.regionIncomplete);
  const path = await regionPath(context.db, zoneId);
  return { id: zoneId, fullName: path.fullName };
}
