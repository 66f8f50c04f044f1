/*
 * Device detection from the user-agent string, by the browser and by the server alike (which sends a phone on to
 * the mobile site before drawing a page). Phones and tablets are sent to the mobile site, so the rules lean towards
 * "mobile" only where the signal is unambiguous.
 */

export type DeviceKind = 'phone' | 'tablet' | 'desktop';

const IPHONE = /iPhone|iPod/i;
const IPAD = /iPad/i;
const ANDROID = /Android/i;
const HARMONY = /HarmonyOS|OpenHarmony/i;
const GENERIC_MOBILE = /Mobile|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;
const TABLET_HINT = /Tablet|PlayBook|Silk|Kindle|MatePad/i;
const DESKTOP_OS = /Macintosh|Mac OS X/i;
const WECHAT = /MicroMessenger/i;
const DESKTOP_WECHAT = /WindowsWechat|MacWechat/i;
/** HarmonyOS PCs and 2-in-1s announce themselves as "PC". */
const HARMONY_PC = /\(PC;|2in1/i;

export function isWeChat(userAgent: string): boolean {
  return WECHAT.test(userAgent);
}

export function isHarmonyOS(userAgent: string): boolean {
  return HARMONY.test(userAgent);
}

/** iPadOS 13+ reports a desktop Safari user agent; only touch support gives it away. */
export function isIPad(userAgent: string, maxTouchPoints = 0): boolean {
  if (IPAD.test(userAgent)) return true;
  return DESKTOP_OS.test(userAgent) && !IPHONE.test(userAgent) && maxTouchPoints > 1;
}

export function isTablet(userAgent: string, maxTouchPoints = 0): boolean {
  if (isIPad(userAgent, maxTouchPoints)) return true;
  if (TABLET_HINT.test(userAgent)) return true;
  // Android tablets drop the "Mobile" token that Android phones carry.
  return ANDROID.test(userAgent) && !/Mobile/i.test(userAgent);
}

export function isPhone(userAgent: string, maxTouchPoints = 0): boolean {
  if (isTablet(userAgent, maxTouchPoints)) return false;
  if (IPHONE.test(userAgent)) return true;
  if (ANDROID.test(userAgent)) return true;
  if (isHarmonyOS(userAgent)) return !HARMONY_PC.test(userAgent);
  if (isWeChat(userAgent) && !DESKTOP_WECHAT.test(userAgent)) return true;
  return GENERIC_MOBILE.test(userAgent);
}

export function deviceKind(userAgent: string, maxTouchPoints = 0): DeviceKind {
  if (isTablet(userAgent, maxTouchPoints)) return 'tablet';
  if (isPhone(userAgent, maxTouchPoints)) return 'phone';
  return 'desktop';
}

export function isMobileOrTablet(userAgent: string, maxTouchPoints = 0): boolean {
  return deviceKind(userAgent, maxTouchPoints) !== 'desktop';
}

/** The current browser's device, read from `navigator`. */
export function currentDeviceKind(): DeviceKind {
  if (typeof navigator === 'undefined') return 'desktop';
  return deviceKind(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

export type AppPlatform = 'ios' | 'android' | 'other';

/**
 * Which app store a device downloads from: iPhone, iPod and iPad (also an iPad that reports a Mac) the
 * App Store; Android and HarmonyOS phones and tablets the Android package; anything else neither.
 */
export function appPlatform(userAgent: string, maxTouchPoints = 0): AppPlatform {
  if (IPHONE.test(userAgent) || isIPad(userAgent, maxTouchPoints)) return 'ios';
  if (ANDROID.test(userAgent) || (HARMONY.test(userAgent) && !HARMONY_PC.test(userAgent))) return 'android';
  return 'other';
}
