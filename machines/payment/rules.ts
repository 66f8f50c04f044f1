import { API_STATUS } from '@contract/api/schemas/status';
import type { PayStatusAnswer } from './types';

/** How often a waiting page asks the server. */
export const PAYMENT_POLL_MS = 2_000;
/** A waiting page gives up asking after ten minutes; the buyer can ask again. */
export const PAYMENT_MAX_WAIT_MS = 10 * 60_000;

export function isPaid(answer: PayStatusAnswer): boolean {
  return answer.paid || answer.status === 'paid';
}

/** Closed (by the buyer or by time) or refunded: nothing can be paid any more. */
export function isClosed(answer: PayStatusAnswer): boolean {
  return answer.status === 'cancelled' || answer.status === 'refunded';
}

export function attemptFailed(answer: PayStatusAnswer): boolean {
  return answer.status === 'unpaid' && (answer.attempt === 'failed' || answer.attempt === 'cancelled');
}

/**
 * A check the server refused because the session ended (status 2 not logged in, 4 session invalid). The app
 * already shows the notice and the login; asking again every 2 s would stack another notice each time.
 */
export function sessionEnded(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return status === API_STATUS.notLoggedIn || status === API_STATUS.sessionInvalid;
}
