import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeResultOf, payInWechat, type BridgePayParams } from '@/lib/wechatPay';

const params: BridgePayParams = {
  appId: 'wx0000000000000001',
  timeStamp: '1764064800',
  nonceStr: 'f00d',
  package: 'prepay_id=SBX20261125ABCDEF0123456789',
  signType: 'HMAC-SHA256',
  paySign: 'signed',
};

function bridgeAnswering(errMsg: string) {
  const invoke = vi.fn((_name: string, _params: BridgePayParams, callback: (answer: { err_msg: string }) => void) =>
    callback({ err_msg: errMsg }),
  );
  return { invoke };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  delete window.WeixinJSBridge;
  vi.useRealTimers();
});

describe('paying through WeixinJSBridge', () => {
  it('reads WeChat answers as ok, cancel or fail', () => {
    expect(bridgeResultOf('get_brand_wcpay_request:ok')).toBe('ok');
    expect(bridgeResultOf('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(bridgeResultOf('get_brand_wcpay_request:fail')).toBe('fail');
    expect(bridgeResultOf('get_brand_wcpay_request:OK')).toBe('ok');
    expect(bridgeResultOf(undefined)).toBe('fail');
  });

  it('hands the signed parameters unchanged to getBrandWCPayRequest when the bridge is there', async () => {
    const bridge = bridgeAnswering('get_brand_wcpay_request:ok');
    window.WeixinJSBridge = bridge;
    await expect(payInWechat(params)).resolves.toBe('ok');
    expect(bridge.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
  });

  it('waits for WeixinJSBridgeReady when WeChat injects the bridge late', async () => {
    const result = payInWechat(params);
    await vi.advanceTimersByTimeAsync(500);
    const bridge = bridgeAnswering('get_brand_wcpay_request:cancel');
    window.WeixinJSBridge = bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(result).resolves.toBe('cancel');
    expect(bridge.invoke).toHaveBeenCalledOnce();
  });

  it('answers unavailable when no bridge comes (a browser outside WeChat)', async () => {
    const result = payInWechat(params, window, 3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toBe('unavailable');
  });

  it('answers fail when the bridge throws', async () => {
    window.WeixinJSBridge = {
      invoke: () => {
        throw new Error('bridge gone');
      },
    };
    await expect(payInWechat(params)).resolves.toBe('fail');
  });
});
