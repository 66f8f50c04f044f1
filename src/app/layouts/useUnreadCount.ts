import { useEffect, useState } from 'react';

/**
 * Unread messages of the logged-in user, for the header badge. The HTTP client is loaded on demand so the
 * frame's first download stays without it; the count is asked again on every navigation, so reading
 * messages clears the badge by the next page.
 */
export function useUnreadCount(rsNo: string | null, pathname: string): number {
  const [count, setCount] = useState<{ rsNo: string; value: number } | null>(null);
  useEffect(() => {
    if (rsNo === null) return;
    let cancelled = false;
    void Promise.all([import('@/app/api'), import('@/api/calls')])
      .then(([{ api }, { user }]) =>
        api.call(user.notification.findByUserInfoId, { page: 1, size: 1 }, { silent: true, handleError: true }),
      )
      .then((answer) => {
        if (!cancelled) setCount({ rsNo, value: answer.unread });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [rsNo, pathname]);
  return rsNo !== null && count?.rsNo === rsNo ? count.value : 0;
}
