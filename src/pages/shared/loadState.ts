import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@/api/http/errors';

/** The server said no to the record asked for (status 0: it does not exist or is gone), as opposed to a failed load. */
export function isMissing(query: Pick<UseQueryResult, 'error'>): boolean {
  return query.error instanceof ApiError;
}
