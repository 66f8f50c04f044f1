import type { QueryClient } from '@tanstack/react-query';
import { user as userApi } from '@/api/calls';

/**
 * The calls whose answers show an order's state or what it unlocked: the order list and detail, the
 * purchase page, my courses, and the live-class sign-up (its session list carries the sign-up's order).
 */
const ORDER_STATE_PATHS = new Set<string>([
  userApi.orders.buyRecord.path,
  userApi.orders.myOrderDetail.path,
  userApi.orders.buyDetails.path,
  userApi.orders.logistics.path,
  userApi.orders.purchasePreview.path,
  userApi.orders.findMyCourse.path,
  userApi.learning.findMyChapter.path,
  userApi.orders.buyShareDetails.path,
  userApi.learning.myCourseCategory.path,
  userApi.campaign.liveClasses.path,
]);

/** Whether a cached answer shows an order's state. */
export function showsOrderState(queryKey: readonly unknown[]): boolean {
  return ORDER_STATE_PATHS.has(String(queryKey[0]));
}

/**
 * A payment outcome or a cancel changed an order: every cached view of it is marked stale, and those on
 * screen are read again at once, so no page shows an order older than the server's.
 */
export function forgetOrderAnswers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => showsOrderState(query.queryKey) });
}
