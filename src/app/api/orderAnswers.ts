import type { QueryClient } from '@tanstack/react-query';
// The call modules themselves, not the calls' index: this module is in every page's first download
// (the query helpers read it), which is also why it sits here rather than behind the commerce flows' index.
import * as campaign from '@contract/api/calls/user/campaign';
import * as learning from '@contract/api/calls/user/learning';
import * as notification from '@contract/api/calls/user/notification';
import * as orders from '@contract/api/calls/user/orders';

/**
 * The calls whose answers show an order's state or what it unlocked: the order list and detail, the
 * purchase page, my courses, the live-class sign-up (its session list carries the sign-up's order), and the
 * messages about an order (paying it or its closing sends one).
 */
const ORDER_STATE_PATHS = new Set<string>([
  orders.buyRecord.path,
  orders.myOrderDetail.path,
  orders.buyDetails.path,
  orders.logistics.path,
  orders.purchasePreview.path,
  orders.findMyCourse.path,
  learning.findMyChapter.path,
  orders.buyShareDetails.path,
  learning.myCourseCategory.path,
  campaign.liveClasses.path,
  notification.findByObjectId.path,
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
