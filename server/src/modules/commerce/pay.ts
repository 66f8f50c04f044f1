import { and, eq, sql } from 'drizzle-orm';
import { href } from '../../../../contract/addresses/href';
import type { PayChannel, PayDevice } from '../../../../contract/vocabulary/orders';
import type { DbExecutor } from '../../platform/db/client';
import { bound, prepared } from '../../platform/db/prepared';
import { type Order, type Payment, payments } from '../../platform/db/schema';
import { METHOD_OF_CHANNEL } from '../../providers/payment';
import { type CreatedPayment, paymentKindOf } from '../../providers/payment/types';
import { ApiError } from '../../platform/plugins/apiError';
import { iso, toYuan } from '../../platform/text/format';
import type { AuthUser } from '../../platform/sessions/sessions';
import { type CommerceContext, closeIfExpired } from './close';
import { newOutTradeNo } from './ids';
import { orderToPay } from './orderRows';
import { payDeviceFor } from './payDevice';
import { ORDER_MESSAGES } from './rules';

/** Where the request came from, for the addresses handed to the provider. */
export interface PayRequestContext {
  /** The site as this browser reaches it (return pages, the sandbox cashier). */
  origin: string;
  /** The site as a phone on the same network reaches it (QR codes of the sandbox). */
  scanOrigin: string;
  /** Where the provider posts its notifications. */
  notifyBase: string;
  clientIp: string;
  /** The browser's User-Agent: where the payer really is, whatever device the page names. */
  userAgent: string | undefined;
}

export type PayTarget = { orderNo: string } | { shareId: string };

/** Page the buyer comes back to from the cashier: the waiting page of this kind of payment. */
function returnPath(order: Order, target: PayTarget, device: PayDevice): string {
  const phone = device !== 'desktop';
  if ('shareId' in target) {
    // The address goes to the provider and stays in its records: it names the share, never the payer's phone.
    // The result page reads the order by shareId for whoever is signed in; the route guard's stop at /m/login
    // sends a signed-in payer straight on.
    const shareId = target.shareId;
    return phone ? href.mobileOrderSuccess({ shareId }) : href.orderDetailShare({ shareId });
  }
  const orderNo = order.orderNo;
  return phone ? href.mobileOrderSuccess({ orderNo }) : href.coursePayment({ orderNo });
}

function answerOf(payment: Payment, created: CreatedPayment) {
  return {
    outTradeNo: payment.outTradeNo,
    channel: payment.channel,
    provider: payment.provider,
    kind: payment.kind,
    url: payment.payUrl,
    openUrl: created.openUrl,
    jsapi: created.jsapi ?? null,
    amount: toYuan(payment.amountCents),
    expiresAt: iso(payment.expiresAt ?? new Date()),
  };
}

/** A new pending payment, unless one of the order and channel is pending already (it then inserts nothing). */
const pendingPayment = (db: DbExecutor) =>
  db
    .insert(payments)
    .values({
      orderId: sql.placeholder('orderId'),
      channel: sql.placeholder('channel'),
      provider: sql.placeholder('provider'),
      amountCents: sql.placeholder('amountCents'),
      status: 'pending',
      payerUserId: sql.placeholder('payerUserId'),
      kind: sql.placeholder('kind'),
      outTradeNo: sql.placeholder('outTradeNo'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoNothing({ target: [payments.orderId, payments.channel], where: sql`status = 'pending'` })
    .returning()
    .prepare('pending_payment');

/** What the provider answered: where the payer goes. updated_at is set here, since a prepared update has no clock. */
const providerAnswer = (db: DbExecutor) =>
  db
    .update(payments)
    .set({ payUrl: bound('payUrl'), kind: bound('kind'), updatedAt: sql`now()` })
    .where(eq(payments.id, sql.placeholder('id')))
    .returning()
    .prepare('payment_provider_answer');

/**
 * Starts (or resumes) paying an order through a channel. The amount is the order's own; a paid, closed,
 * missing or somebody else's order is refused. One pending payment per order and channel: asking again
 * reuses it, so a reload shows the same QR code.
 */
export async function startPayment(
  context: CommerceContext,
  user: AuthUser,
  request: {
    channel: PayChannel;
    target: PayTarget;
    /** The device the page names; the user agent of `where` may overrule it (see payDeviceFor). */
    device: PayDevice;
    openId?: string | null;
    /** Where the cashier sends the payer back, when not the main site's payment pages (the evaluation area). */
    returnPath?: string;
  },
  where: PayRequestContext,
) {
  const { channel, target } = request;
  // Every payment, whichever area starts it, is made for the device its browser really is.
  const device = payDeviceFor(request.device, where.userAgent);
  const found = await orderToPay(
    context.db,
    'orderNo' in target ? { userId: user.id, orderNo: target.orderNo } : { shareId: target.shareId },
  );
  const order = await closeIfExpired(context, found.order);
  if (order.status === 'paid') throw new ApiError(ORDER_MESSAGES.paid);
  if (order.status !== 'unpaid' || !order.closesAt) throw new ApiError(ORDER_MESSAGES.closed);
  const provider = context.gateway.forChannel(channel);
  if (!provider || !context.gateway.methods.includes(METHOD_OF_CHANNEL[channel])) {
    throw new ApiError(ORDER_MESSAGES.methodUnavailable);
  }
  const kind = paymentKindOf(channel, device);

  const pendingFor = async () => {
    const [row] = await context.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.channel, channel), eq(payments.status, 'pending')))
      .limit(1);
    return row ?? null;
  };

  // The usual case first: no attempt is open, and one insert makes it (a conflict inserts nothing).
  const insertPending = async () => {
    const [inserted] = await prepared(context.db, pendingPayment).execute({
      orderId: order.id,
      channel,
      provider: provider.name,
      amountCents: order.totalAmountCents,
      payerUserId: user.id,
      kind,
      outTradeNo: newOutTradeNo(order.orderNo),
      expiresAt: order.closesAt,
    });
    return inserted ?? null;
  };

  let payment = await insertPending();
  if (!payment) {
    const pending = await pendingFor();
    if (pending && (pending.kind !== kind || pending.provider !== provider.name)) {
      // Another device asked for this channel (a QR code on a computer, H5 on a phone): that attempt is replaced.
      await context.db
        .update(payments)
        .set({ status: 'closed', closedAt: context.now() })
        .where(and(eq(payments.id, pending.id), eq(payments.status, 'pending')));
      await provider.close(pending.outTradeNo).catch(() => undefined);
      payment = (await insertPending()) ?? (await pendingFor());
    } else {
      payment = pending;
    }
    if (!payment) throw new ApiError(ORDER_MESSAGES.providerDown);
  }

  let created;
  try {
    // Providers treat a repeated request for the same out_trade_no as the same payment.
    created = await provider.create({
      channel,
      outTradeNo: payment.outTradeNo,
      amountCents: payment.amountCents,
      subject: found.firstTitle ? `学伴在线-${found.firstTitle}` : `学伴在线订单 ${order.orderNo}`,
      notifyUrl: `${where.notifyBase}/api/pay/v1/notify/${provider.name}`,
      returnUrl: `${where.origin}${request.returnPath ?? returnPath(order, target, device)}`,
      expiresAt: order.closesAt,
      device,
      clientIp: where.clientIp,
      origin: where.origin,
      scanOrigin: where.scanOrigin,
      openId: request.openId ?? null,
    });
  } catch (error) {
    context.log?.error({ error, outTradeNo: payment.outTradeNo, provider: provider.name }, '创建支付失败');
    throw new ApiError(ORDER_MESSAGES.providerDown);
  }
  const [saved] = await prepared(context.db, providerAnswer).execute({
    payUrl: created.url,
    kind: created.kind,
    id: payment.id,
  });
  return answerOf(saved ?? payment, created);
}
