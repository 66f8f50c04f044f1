/**
 * Daily reconciliation: each provider's bill for a day against the payments and refunds recorded here.
 * A run per provider and day; re-running a day replaces its result.
 */
export const RECONCILIATION_RUN_STATUSES = ['succeeded', 'failed'] as const;
export type ReconciliationRunStatus = (typeof RECONCILIATION_RUN_STATUSES)[number];

/**
 * A difference between the bill and our records:
 * - missing-in-bill: paid here, absent from the provider's bill;
 * - missing-here: charged in the bill, not paid here (a lost notification: the order is asked about again);
 * - amount: both have it, the amounts differ;
 * - refund: a refund made on one side only, or of another amount.
 */
export const RECONCILIATION_DIFF_KINDS = ['missing-in-bill', 'missing-here', 'amount', 'refund'] as const;
export type ReconciliationDiffKind = (typeof RECONCILIATION_DIFF_KINDS)[number];

/** A note finance leaves on a difference it has handled. */
export const RECONCILIATION_NOTE_MAX = 200;

/** A bill larger than this is refused as not a bill. */
export const BILL_MAX_BYTES = 20 * 1024 * 1024;
