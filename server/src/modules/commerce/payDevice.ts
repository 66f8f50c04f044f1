import type { PayDevice } from '../../../../contract/vocabulary/orders';

const WECHAT = /MicroMessenger/i;
const PHONE_OR_TABLET = /iPhone|iPod|iPad|Android|HarmonyOS|Mobile|Windows Phone/i;
const RANK: Record<PayDevice, number> = { desktop: 0, phone: 1, wechat: 2 };

/** Where the browser that sent `userAgent` is, as far as its user agent tells. */
export function payDeviceOfUserAgent(userAgent: string | undefined): PayDevice {
  if (!userAgent) return 'desktop';
  if (WECHAT.test(userAgent)) return 'wechat';
  return PHONE_OR_TABLET.test(userAgent) ? 'phone' : 'desktop';
}

/**
 * The device a payment is made for: what the page names, unless the user agent shows the payer is further
 * from a computer. A phone is never handed a QR code it would have to scan with itself, and inside WeChat
 * neither a QR code nor H5 works. The page still decides where the user agent cannot tell (an iPad that
 * announces itself as a Mac says "phone" from its touch screen).
 */
export function payDeviceFor(named: PayDevice, userAgent: string | undefined): PayDevice {
  const seen = payDeviceOfUserAgent(userAgent);
  return RANK[seen] > RANK[named] ? seen : named;
}
