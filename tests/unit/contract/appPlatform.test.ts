import { describe, expect, it } from 'vitest';
import { appPlatform } from '@contract/routes/device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const HARMONY =
  'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('which app store a device downloads from', () => {
  it('sends iPhones and iPads, also an iPad that reports a Mac, to the App Store', () => {
    expect(appPlatform(IPHONE)).toBe('ios');
    expect(appPlatform(IPAD_AS_MAC, 5)).toBe('ios');
  });

  it('sends Android and HarmonyOS phones to the Android package', () => {
    expect(appPlatform(ANDROID)).toBe('android');
    expect(appPlatform(HARMONY)).toBe('android');
  });

  it('offers both to a desktop or a Mac without touch', () => {
    expect(appPlatform(WINDOWS)).toBe('other');
    expect(appPlatform(IPAD_AS_MAC, 0)).toBe('other');
  });
});
