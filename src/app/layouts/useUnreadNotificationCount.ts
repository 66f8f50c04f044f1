import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { findByUserInfoId } from '@contract/api/calls/user/notification';

/** The smallest page of the message list: only its `unread` total is read. */
export const UNREAD_COUNT_PAYLOAD = { page: 1, size: 1 } as const;

/**
 * The cache key of the unread count, shaped like every other call's key (`callKey`): path, fields, rsNo.
 * The message center invalidates every key starting with the path when a message is read, so the desktop
 * header and the mobile navbar, which both read this one entry, update together.
 */
export function unreadCountKey(rsNo: string) {
  return [findByUserInfoId.path, UNREAD_COUNT_PAYLOAD, rsNo] as const;
}

/**
 * The logged-in user's unread notification count for the navigation bars, or null while it is not known
 * (and always null for a visitor). The HTTP client is loaded on demand so the frame's first download stays
 * without it. Messages are also read elsewhere (opening an order marks its messages read), so the count is
 * asked again on every navigation.
 */
export function useUnreadNotificationCount(rsNo: string | null, pathname?: string): number | null {
  const query = useQuery({
    queryKey: unreadCountKey(rsNo ?? ''),
    queryFn: ({ signal }) =>
      import('@/app/api').then(({ api }) =>
        api.call(findByUserInfoId, UNREAD_COUNT_PAYLOAD, { signal, silent: true, handleError: true }),
      ),
    enabled: rsNo !== null,
    select: (answer) => answer.unread,
    staleTime: 0,
  });
  const { refetch } = query;
  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    if (rsNo !== null) void refetch();
  }, [pathname, rsNo, refetch]);
  return rsNo !== null && query.isSuccess ? query.data : null;
}
