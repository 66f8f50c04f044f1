import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { returnedWechatCode, wechatOpenId } from '@/flows/commerce/wechatOpenId';

/*
 * The HTTP client is handed in, not mocked as a module: test files share their modules (vitest.config.ts,
 * isolate: false), and a module another file loaded first keeps the real client whatever this file mocks.
 */
const call = vi.fn();
const client = { call } as unknown as Pick<ApiClient, 'call'>;

/** A window at `address` whose leaving for another page is recorded instead of done. */
function windowAt(address: string) {
  window.history.replaceState(null, '', address);
  const assign = vi.fn();
  const win = Object.create(window, {
    location: {
      value: {
        ...window.location,
        pathname: window.location.pathname,
        search: window.location.search,
        hash: window.location.hash,
        assign,
      },
    },
  }) as Window;
  return { win, assign };
}

afterEach(() => {
  sessionStorage.clear();
  call.mockReset();
});

describe("the payer's WeChat openid", () => {
  it('leaves for the authorisation, to come back to this page, when no openid is known', async () => {
    const { win, assign } = windowAt('/m/order-detail-share?shareId=abc');
    const pending = wechatOpenId(win, client);
    expect(assign).toHaveBeenCalledWith('/api/pay/v1/pay/weixin/authorize?returnTo=%2Fm%2Forder-detail-share%3FshareId%3Dabc');
    expect(await Promise.race([pending, Promise.resolve('still waiting')])).toBe('still waiting');
    expect(call).not.toHaveBeenCalled();
  });

  it('exchanges the code it came back with, takes it off the address and keeps the openid for the visit', async () => {
    call.mockResolvedValue({ openId: 'oPayer0000000000000000000001' });
    const { win, assign } = windowAt('/course/purchase-alipay-payment?orderNo=X1&channel=weixin&code=C0DE&state=wxpay');
    expect(returnedWechatCode(win.location)).toBe('C0DE');
    await expect(wechatOpenId(win, client)).resolves.toBe('oPayer0000000000000000000001');
    expect(call.mock.calls[0]?.[1]).toEqual({ code: 'C0DE' });
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/course/purchase-alipay-payment?orderNo=X1&channel=weixin',
    );

    // Known now: the next payment of the visit neither asks WeChat nor the server again.
    await expect(wechatOpenId(windowAt('/m/order-detail-share?shareId=abc').win, client)).resolves.toBe(
      'oPayer0000000000000000000001',
    );
    expect(call).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores a code that came back for something other than a payment', () => {
    expect(returnedWechatCode({ search: '?code=C0DE&state=login' })).toBeNull();
    expect(returnedWechatCode({ search: '?code=C0DE' })).toBeNull();
  });
});
