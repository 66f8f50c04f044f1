/** What the server says about an order being paid (orders/isPaySuccess). */
export interface PayStatusAnswer {
  status: 'unpaid' | 'paid' | 'cancelled' | 'refunded';
  paid: boolean;
  paidAt: string | null;
  closesAt: string | null;
  attempt: 'none' | 'pending' | 'failed' | 'cancelled';
  amount: number;
}

export interface PaymentInput {
  /** Poll interval; SPEC-independent, 2 s keeps the page feeling live without loading the server. */
  pollMs?: number;
  /** After this long without a result the page stops asking and offers to check again. */
  maxWaitMs?: number;
}

export interface PaymentContext {
  pollMs: number;
  maxWaitMs: number;
  /** The latest answer; null until the first one. */
  last: PayStatusAnswer | null;
  /** Checks in a row that got no answer (network); the page says it is retrying. */
  failedChecks: number;
  /** Why the last attempt did not go through: failed at the provider, or given up at the cashier. */
  failure: 'failed' | 'cancelled' | null;
}

export type PaymentEvent =
  | { type: 'visibility.hidden' }
  | { type: 'visibility.visible' }
  /** A new attempt was started (a QR code shown, a cashier opened): wait for it. */
  | { type: 'payment.started' }
  /** "I have paid, check again" after the wait ran out. */
  | { type: 'user.check' }
  /** Signed in again after the session ended while waiting. */
  | { type: 'session.restored' };

export type PaymentTag = 'waiting' | 'paused' | 'checking' | 'paid' | 'failed' | 'closed' | 'timedOut' | 'signedOut';
