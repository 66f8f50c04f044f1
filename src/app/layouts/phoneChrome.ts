import { isMobileOrTablet } from '@contract/routes/device';

/*
 * Desktop pages a phone reaches from 我的, the buying path, its login page's register link and the lessons
 * of its courses: on a phone or tablet they are drawn in the mobile site's frame (navbar and tab bar)
 * instead of under the desktop header and footer, so a family never falls out of the phone site. Public desktop pages keep their frame: a phone only lands on them by
 * choice (their /m twins are where it is sent).
 */
const PHONE_CHROME_PREFIXES = ['/personal/', '/course/purchase', '/order-detail-share', '/studymag', '/video', '/register'];

export function drawsInPhoneChrome(pathname: string): boolean {
  return PHONE_CHROME_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Phone or tablet, as the route guard decides for the jump to the mobile site. */
export function onPhoneOrTablet(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isMobileOrTablet(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

/*
 * Pages that draw their own bar at the bottom (a buy or pay bar) or stand alone (the login): the tab bar
 * would cover or crowd them.
 */
export function showsTabBar(pathname: string, search: string): boolean {
  if (pathname === '/m/login' || pathname === '/register' || pathname === '/m/order-detail-share') return false;
  if (pathname.startsWith('/course/purchase') || pathname === '/order-detail-share') return false;
  // A lesson keeps the whole screen below its player for the lesson list and the next-lesson button.
  if (pathname === '/video') return false;
  if (pathname === '/m/course') {
    const query = new URLSearchParams(search);
    return !query.has('courseId') && !query.has('classId');
  }
  return true;
}
