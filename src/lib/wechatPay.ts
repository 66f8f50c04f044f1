/*
 * WeChat Pay inside WeChat (JSAPI): the page hands the server's signed parameters to
 * WeixinJSBridge.invoke('getBrandWCPayRequest', …). The bridge is injected by WeChat some time after the
 * page starts; until then `WeixinJSBridgeReady` has not fired. Outside WeChat (a development browser) it
 * never comes, and the caller falls back to the sandbox cashier.
 */

export interface BridgePayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** ok: WeChat says paid (the server still has the last word); cancel: the payer closed the sheet. */
export type BridgePayResult = 'ok' | 'cancel' | 'fail' | 'unavailable';

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: BridgePayParams, callback: (answer: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How long to wait for WeChat to inject the bridge before deciding there is none. */
export const BRIDGE_WAIT_MS = 3_000;

/** Resolves with the bridge once WeChat has injected it, or null after `waitMs`. */
export function whenBridgeReady(win: Window = window, waitMs = BRIDGE_WAIT_MS): Promise<WeixinJSBridge | null> {
  if (win.WeixinJSBridge) return Promise.resolve(win.WeixinJSBridge);
  return new Promise((resolve) => {
    const ready = () => {
      cleanUp();
      resolve(win.WeixinJSBridge ?? null);
    };
    const timer = win.setTimeout(() => {
      cleanUp();
      resolve(win.WeixinJSBridge ?? null);
    }, waitMs);
    const cleanUp = () => {
      win.clearTimeout(timer);
      win.document.removeEventListener('WeixinJSBridgeReady', ready);
    };
    win.document.addEventListener('WeixinJSBridgeReady', ready, false);
  });
}

/** WeChat answers "get_brand_wcpay_request:ok" / ":cancel" / ":fail" (older clients vary the case). */
export function bridgeResultOf(errMsg: string | undefined): Exclude<BridgePayResult, 'unavailable'> {
  const outcome = (errMsg ?? '').split(':').pop()?.trim().toLowerCase();
  if (outcome === 'ok') return 'ok';
  if (outcome === 'cancel') return 'cancel';
  return 'fail';
}

/** Asks WeChat to pay with the server's signed parameters. */
export async function payInWechat(params: BridgePayParams, win: Window = window, waitMs = BRIDGE_WAIT_MS) {
  const bridge = await whenBridgeReady(win, waitMs);
  if (!bridge) return 'unavailable' satisfies BridgePayResult;
  return new Promise<BridgePayResult>((resolve) => {
    try {
      bridge.invoke('getBrandWCPayRequest', params, (answer) => resolve(bridgeResultOf(answer?.err_msg)));
    } catch {
      resolve('fail');
    }
  });
}
