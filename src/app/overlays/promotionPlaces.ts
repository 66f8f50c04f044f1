import type { RouteArea } from '@contract/routes/types';

/** The site's own pages; campaign, evaluation and study pages have their own purpose and show no promotion. */
const PROMOTION_AREAS: readonly RouteArea[] = ['desktop', 'mobile'];

/**
 * The pages of a task under way: signing in or registering (often on the way to a purchase: the phone's login
 * page says it will carry on with what the family was doing) and a purchase, from the order's confirmation to
 * its payment and its success. A family there is not interrupted; the promotion waits for the next site page.
 */
const BUSY_PATHS: readonly string[] = [
  '/m/login',
  '/register',
  '/course/purchase',
  '/course/purchase-alipay-payment',
  '/personal/order-change',
  '/m/order/success',
];

/** Whether the promotion may come up on this page. */
export function promotionMayShowOn(area: RouteArea, path: string): boolean {
  return PROMOTION_AREAS.includes(area) && !BUSY_PATHS.includes(path.replace(/\/+$/, ''));
}
