import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, SessionExpiredError } from '@/api/http/errors';

/**
 * The server said no to the record asked for (status 0: it does not exist or is gone), as opposed to a failed
 * load. A session that ended is not 'missing': the page says to sign in again (see LoadableContent).
 */
export function isMissing(query: Pick<UseQueryResult, 'error'>): boolean {
  return query.error instanceof ApiError && !(query.error instanceof SessionExpiredError);
}
