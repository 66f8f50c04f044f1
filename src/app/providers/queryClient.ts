import { QueryClient } from '@tanstack/react-query';
import { ApiError, CancelledError, TimeoutError } from '@/api/http/errors';

/** Catalogue data changes rarely; a minute spares the server the same lists on every visit back. */
export const QUERY_STALE_TIME_MS = 60_000;
const QUERY_GC_TIME_MS = 10 * 60_000;
const MAX_RETRIES = 1;

/**
 * Only a failed transport is worth repeating: the server's own refusals (status 0, 2, 4) would be
 * refused again, a cancelled call was wanted dead, and a call that already waited the full time-out
 * should not make the visitor wait that long twice.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError || error instanceof CancelledError || error instanceof TimeoutError) return false;
  return failureCount < MAX_RETRIES;
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query cache, shared by every layout and page. */
export const appQueryClient = createAppQueryClient();
