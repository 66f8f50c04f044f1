import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareConfig } from '@contract/api/calls/web/weixin';
import type { ApiClient } from '@/api/client';
import { deviceShareType, startShareCard } from '@/flows/wechatShare';

// Handed in, not mocked as a module: test files share their modules (vitest.config.ts, isolate: false).
const call = vi.fn();
const client = { call } as unknown as Pick<ApiClient, 'call'>;

const PHONE_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';
const DESKTOP_WECHAT_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 MicroMessenger/7.0.20 WindowsWechat';

const card = {
  title: '林知远',
  desc: '北京大学 · 数学与应用数学',
  link: 'http://localhost:3000/smarter/detail?id=1',
  imgUrl: 'http://localhost:3000/media/tutors/1.jpg',
};

/** A stand-in for WeChat's jweixin, recording what the page gives it. */
function fakeWx() {
  const given: [string, unknown][] = [];
  let ready: (() => void) | null = null;
  (globalThis as { wx?: unknown }).wx = {
    config: (options: unknown) => {
      given.push(['config', options]);
      setTimeout(() => ready?.(), 0);
    },
    ready: (callback: () => void) => {
      ready = callback;
    },
    error: () => undefined,
    updateAppMessageShareData: (data: unknown) => given.push(['appMessage', data]),
    updateTimelineShareData: (data: unknown) => given.push(['timeline', data]),
  };
  return given;
}

beforeEach(() => {
  vi.useFakeTimers();
  call.mockReset();
  call.mockResolvedValue({ appId: 'wx123', timestamp: 1764050000, nonceStr: 'abc', signature: 'f00d' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (globalThis as { wx?: unknown }).wx;
});

describe('deviceShareType', () => {
  it('is 1 on a phone or tablet and 0 on a computer, inside WeChat too', () => {
    expect(deviceShareType(PHONE_WECHAT_UA, 5)).toBe(1);
    expect(deviceShareType('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) MicroMessenger/8.0.50', 5)).toBe(1);
    expect(deviceShareType(DESKTOP_WECHAT_UA, 0)).toBe(0);
  });
});

describe('startShareCard', () => {
  it("asks for the share config 500 ms later with the page address and the device's type, then shares the card", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_WECHAT_UA);
    const given = fakeWx();
    startShareCard(card, client);
    await vi.advanceTimersByTimeAsync(499);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledWith(shareConfig, { url: window.location.href.split('#')[0], type: '1' }, { silent: true });
    await vi.advanceTimersByTimeAsync(10);
    expect(given.map(([name]) => name)).toEqual(['config', 'appMessage', 'timeline']);
    expect(given[1]![1]).toEqual(card);
    expect(given[2]![1]).toEqual({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  });

  it('asks with type 0 on a computer', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_WECHAT_UA);
    fakeWx();
    startShareCard(card, client);
    await vi.advanceTimersByTimeAsync(500);
    expect(call).toHaveBeenCalledWith(shareConfig, expect.objectContaining({ type: '0' }), { silent: true });
  });

  it('asks nothing once stopped before the wait is over', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_WECHAT_UA);
    fakeWx();
    const stop = startShareCard(card, client);
    await vi.advanceTimersByTimeAsync(200);
    stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(call).not.toHaveBeenCalled();
  });
});
