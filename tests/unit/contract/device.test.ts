import { describe, expect, it } from 'vitest';
import { deviceKind, isHarmonyOS, isIPad, isMobileOrTablet, isPhone, isTablet, isWeChat } from '@contract/routes/device';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iPadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iPadOSDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  harmonyPhone:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
  harmonyTablet:
    'Mozilla/5.0 (Tablet; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1',
  harmonyPC:
    'Mozilla/5.0 (PC; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/5.0.0.1',
  harmonyOnAndroidBase:
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2229A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230701 MMWEBID/1234 MicroMessenger/8.0.40.2420(0x28002837) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/8519 Flue',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('device detection', () => {
  it.each([
    ['an iPhone', UA.iPhone, 0, 'phone'],
    ['an Android phone', UA.androidPhone, 5, 'phone'],
    ['an Android tablet, which lacks the Mobile token', UA.androidTablet, 10, 'tablet'],
    ['an iPad with an iPad user agent', UA.iPadLegacy, 5, 'tablet'],
    ['an iPad reporting desktop Safari but with touch', UA.iPadOSDesktop, 5, 'tablet'],
    ['a HarmonyOS phone', UA.harmonyPhone, 10, 'phone'],
    ['a HarmonyOS tablet', UA.harmonyTablet, 10, 'tablet'],
    ['a HarmonyOS phone on the Android-based browser', UA.harmonyOnAndroidBase, 10, 'phone'],
    ['WeChat on an Android phone', UA.wechatAndroid, 5, 'phone'],
    ['a HarmonyOS PC', UA.harmonyPC, 0, 'desktop'],
    ['WeChat on Windows', UA.wechatWindows, 0, 'desktop'],
    ['Chrome on Windows', UA.desktopChrome, 0, 'desktop'],
    ['Safari on a Mac without touch', UA.macSafari, 0, 'desktop'],
  ] as const)('classifies %s as %s', (_name, ua, touchPoints, kind) => {
    expect(deviceKind(ua, touchPoints)).toBe(kind);
    expect(isMobileOrTablet(ua, touchPoints)).toBe(kind !== 'desktop');
  });

  it('treats a desktop Safari user agent as a Mac unless touch points are given', () => {
    expect(isIPad(UA.iPadOSDesktop)).toBe(false);
    expect(isIPad(UA.iPadOSDesktop, 5)).toBe(true);
    expect(isMobileOrTablet(UA.iPadOSDesktop)).toBe(false);
  });

  it('never calls a tablet a phone', () => {
    expect(isTablet(UA.androidTablet)).toBe(true);
    expect(isPhone(UA.androidTablet)).toBe(false);
    expect(isPhone(UA.iPadLegacy)).toBe(false);
  });

  it('recognises the WeChat in-app browser and HarmonyOS', () => {
    expect(isWeChat(UA.wechatAndroid)).toBe(true);
    expect(isWeChat(UA.wechatWindows)).toBe(true);
    expect(isWeChat(UA.iPhone)).toBe(false);
    expect(isHarmonyOS(UA.harmonyPhone)).toBe(true);
    expect(isHarmonyOS(UA.harmonyOnAndroidBase)).toBe(true);
    expect(isHarmonyOS(UA.androidPhone)).toBe(false);
  });
});
