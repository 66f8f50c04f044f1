import type { PayDevice } from '@contract/vocabulary/orders';
import { isMobileOrTablet, isWeChat } from '@contract/routes/device';

/** The payment device of this browser: inside WeChat, a phone (or tablet) browser, or a computer. */
export function payDevice(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  touchPoints: number = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
): PayDevice {
  if (isWeChat(userAgent)) return 'wechat';
  if (isMobileOrTablet(userAgent, touchPoints)) return 'phone';
  return 'desktop';
}
