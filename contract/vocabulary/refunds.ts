/**
 * Money given back on a paid order. Service (or finance) asks, finance approves, the provider pays it back.
 * requested → rejected, or requested → processing (sent to the provider) → succeeded | failed.
 */
export const REFUND_STATUSES = ['requested', 'rejected', 'processing', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Refunds that still count against what an order may give back. */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ['requested', 'processing'];

/** Refunds the money of which is given back or on its way: they count against the refundable amount. */
export const COUNTED_REFUND_STATUSES: readonly RefundStatus[] = ['requested', 'processing', 'succeeded'];

/** What became of one refund notification from a provider. */
export const REFUND_NOTIFICATION_OUTCOMES = [
  'refunded',
  'duplicate',
  'failed',
  'bad-signature',
  'unknown-refund',
  'amount-mismatch',
  'ignored',
] as const;
export type RefundNotificationOutcome = (typeof REFUND_NOTIFICATION_OUTCOMES)[number];

/** A refund's reason as staff write it: what the family reads in its order. */
export const REFUND_REASON_MAX = 200;
