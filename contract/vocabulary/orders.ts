/** The words of buying a course: order states, ways to pay, pay channels and devices, order numbers. */

export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** How the buyer pays: one of the providers, or "ask someone to pay" (a share link and QR code). */
export const PAY_METHODS = ['alipay', 'weixin', 'icbc', 'share'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/**
 * Payment products: the pay calls of SPEC §7 plus ICBC for the buyer's own payment, as recorded on a payment.
 * `sandbox` remains for rows written before the channel was recorded separately from the provider that served it.
 */
export const PAY_CHANNELS = [
  'alipay',
  'alipay-qrcode',
  'weixin',
  'icbc',
  'share-weixin',
  'share-alipay',
  'share-move',
  'share-icbc',
  'sandbox',
] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** The last attempt to pay an unpaid order: none yet, waiting at the provider, failed, or given up at the cashier. */
export const PAY_ATTEMPTS = ['none', 'pending', 'failed', 'cancelled'] as const;
export type PayAttempt = (typeof PAY_ATTEMPTS)[number];

/** Where the buyer pays: a computer's browser, a phone's browser, or inside WeChat (its own payment page). */
export const PAY_DEVICES = ['desktop', 'phone', 'wechat'] as const;
export type PayDevice = (typeof PAY_DEVICES)[number];

/**
 * Order numbers as the API accepts them. The server writes XB, the creation time and random digits; older
 * and imported orders only keep to capitals and digits.
 */
export const ORDER_NO_PATTERN = /^[A-Z0-9]{8,32}$/;

/** An order number read from an address, or null when what stands there cannot be one. */
export function readOrderNo(raw: string | null | undefined): string | null {
  return raw && ORDER_NO_PATTERN.test(raw) ? raw : null;
}

/** The token of a share link ("ask someone to pay"). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9]{16,64}$/;

/** A share token read from an address, or null when what stands there cannot be one. */
export function readShareId(raw: string | null | undefined): string | null {
  return raw && SHARE_ID_PATTERN.test(raw) ? raw : null;
}

/** What became of one attempt to pay an order. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'closed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who served a payment: the local sandbox cashier or one of the real providers. */
export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'alipay', 'wechat', 'icbc'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** How the buyer reaches the provider. redirect: open a cashier; qr: show a code to scan; jsapi: pay inside WeChat through WeixinJSBridge. */
export const PAYMENT_KINDS = ['redirect', 'qr', 'jsapi'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** What became of one provider callback (or one reconciliation query that found money). */
export const NOTIFICATION_OUTCOMES = [
  'paid',
  'duplicate',
  'failed',
  'bad-signature',
  'app-mismatch',
  'amount-mismatch',
  'unknown-trade',
  'order-closed',
  'double-payment',
  'ignored',
] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

/** Where a request to swap the course of a paid order stands. */
export const ORDER_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OrderChangeStatus = (typeof ORDER_CHANGE_STATUSES)[number];
