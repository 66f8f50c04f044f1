import type { BrowserContext, Page } from '@playwright/test';

/** WeChat's in-app browser on an iPhone. */
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323a) NetType/WIFI Language/zh_CN';

export type BridgeAnswer = 'ok' | 'cancel' | 'fail';

/**
 * A stand-in WeixinJSBridge that arrives shortly after the page starts, like WeChat's, records what it was
 * asked and answers `answer`. The money itself moves in the sandbox, which the test tells to pay.
 */
export async function installWechatBridge(context: BrowserContext, answer: BridgeAnswer) {
  await context.addInitScript((reply: BridgeAnswer) => {
    const calls: unknown[] = [];
    (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls = calls;
    setTimeout(() => {
      (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
        invoke(name: string, params: unknown, callback: (answer: { err_msg: string }) => void) {
          calls.push({ name, params });
          setTimeout(() => callback({ err_msg: `get_brand_wcpay_request:${reply}` }), 50);
        },
      };
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    }, 100);
  }, answer);
}

/** What the page asked the stand-in bridge so far. */
export const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridgeCalls: { name: string; params: Record<string, string> }[] }).__bridgeCalls);

/**
 * WeChat's JS-SDK as WeChat's servers would send it (this machine reaches no outside address): pages that set a
 * share card load it inside WeChat, and an address that does not resolve is an error in the browser's console.
 */
export async function answerWechatJsSdk(context: BrowserContext) {
  await context.route('https://res.wx.qq.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.wx = { config() {}, ready(callback) { setTimeout(callback, 0); }, error() {},
        updateAppMessageShareData() {}, updateTimelineShareData() {} };`,
    }),
  );
}
