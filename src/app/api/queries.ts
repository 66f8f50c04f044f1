import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, SessionExpiredError } from '@/api/http/errors';
import type { CallRef } from '@contract/api/calls';
import type { ApiCall, AppDataOf, RequestOf } from '@contract/api/schemas/contract';
import type { Loadable } from '@/components/Loadable';
import { showsOrderState } from './orderAnswers';
import { api } from './index';

/** The cache key of a call with its fields; `scope` separates answers that depend on who asks (the user's rsNo). */
export function callKey<Call extends ApiCall>(ref: CallRef<Call>, payload: RequestOf<Call>, scope?: string | null) {
  return scope ? ([ref.path, payload, scope] as const) : ([ref.path, payload] as const);
}

export interface ApiQueryOptions<Data> extends Omit<
  UseQueryOptions<Data, Error, Data, readonly unknown[]>,
  'queryKey' | 'queryFn'
> {
  /** Who the answer is for, when it differs per user (e.g. 'collected' flags): the user's rsNo or null. */
  scope?: string | null;
}

/**
 * Key and fetch of a call, for `useQueries` and prefetching. A call whose answer the page's HTML carries
 * starts with it as its data: the first render draws the first screen at once, instead of drawing its
 * placeholders and then, a task later, drawing it again (a second commit and layout of the whole page).
 */
export function callQuery<Call extends ApiCall>(ref: CallRef<Call>, payload: RequestOf<Call>, scope?: string | null) {
  return {
    queryKey: callKey(ref, payload, scope),
    initialData: () => api.openingAnswer(ref, payload),
    // The payload's type is checked at the call site; the client's argument tuple cannot be resolved generically.
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<AppDataOf<Call>> =>
      api.call(ref, payload as never, { signal, silent: true }),
  };
}

/**
 * Server data for a page region through the query cache. Failures are not announced as warnings: the
 * region shows its own load-failed state with a retry (an expired session is still reported).
 */
export function useApiQuery<Call extends ApiCall>(
  ref: CallRef<Call>,
  payload: RequestOf<Call>,
  { scope, ...options }: ApiQueryOptions<AppDataOf<Call>> = {},
): UseQueryResult<AppDataOf<Call>> {
  const query = callQuery(ref, payload, scope);
  // An order's state changes under the page (a payment, a closing job): a page showing it asks each time it opens.
  const fresh = showsOrderState(query.queryKey) ? ({ staleTime: 0, refetchOnMount: 'always' } as const) : {};
  return useQuery({ ...query, ...fresh, ...options });
}

/** A query as a view takes it: loading, failed with a retry, or ready. */
export function loadableOf<Data>(query: UseQueryResult<Data>): Loadable<Data> {
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError) {
    const signedOut = query.error instanceof SessionExpiredError;
    const refusal = !signedOut && query.error instanceof ApiError ? query.error.message : undefined;
    return {
      status: 'error',
      retry: () => void query.refetch(),
      retrying: query.isFetching,
      signedOut,
      ...(refusal ? { refusal } : {}),
    };
  }
  return { status: 'loading' };
}
