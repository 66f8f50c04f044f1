import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canShareCard, type PageShareCard, usePageShareCard } from '@/flows/share';

const { startShareCard, stop } = vi.hoisted(() => {
  const stop = vi.fn();
  return { stop, startShareCard: vi.fn(() => stop) };
});
vi.mock('@/flows/wechatShare', () => ({ startShareCard }));

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';
const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const card: PageShareCard = { title: '初二数学·几何证明', desc: '从全等到相似', image: '/media/covers/7.jpg' };
/** The card as WeChat is given it: on the page at jsdom's address, its picture and link absolute. */
const given = {
  title: '初二数学·几何证明',
  desc: '从全等到相似',
  link: `${window.location.origin}${window.location.pathname}${window.location.search}`,
  imgUrl: `${window.location.origin}/media/covers/7.jpg`,
};

function browser(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

/** Lets the dynamic import of the share setup settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  startShareCard.mockClear();
  stop.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { wx?: unknown }).wx;
});

describe('usePageShareCard', () => {
  it('downloads and asks nothing in a browser other than WeChat', async () => {
    browser(CHROME_UA);
    renderHook(() => usePageShareCard(card));
    await settle();
    expect(startShareCard).not.toHaveBeenCalled();
  });

  it("waits for the page's data inside WeChat, then sets the card up once", async () => {
    browser(WECHAT_UA);
    const { rerender } = renderHook(({ shown }: { shown: PageShareCard | null }) => usePageShareCard(shown), {
      initialProps: { shown: null as PageShareCard | null },
    });
    await settle();
    expect(startShareCard).not.toHaveBeenCalled();

    rerender({ shown: card });
    await waitFor(() => expect(startShareCard).toHaveBeenCalledWith(given));
    // The same card drawn again (a new object each render) is not set up again.
    rerender({ shown: { ...card } });
    await settle();
    expect(startShareCard).toHaveBeenCalledTimes(1);
  });

  it('sets the share again for another card and stops the first', async () => {
    browser(WECHAT_UA);
    const { rerender } = renderHook(({ shown }: { shown: PageShareCard }) => usePageShareCard(shown), {
      initialProps: { shown: card },
    });
    await waitFor(() => expect(startShareCard).toHaveBeenCalledTimes(1));
    rerender({ shown: { ...card, title: '高一物理' } });
    await waitFor(() => expect(startShareCard).toHaveBeenLastCalledWith({ ...given, title: '高一物理' }));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('stops the share setup when the page is left', async () => {
    browser(WECHAT_UA);
    const { unmount } = renderHook(() => usePageShareCard(card));
    await waitFor(() => expect(startShareCard).toHaveBeenCalledTimes(1));
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when the page is left before the share setup has downloaded', async () => {
    browser(WECHAT_UA);
    const { unmount } = renderHook(() => usePageShareCard(card));
    unmount();
    await settle();
    expect(startShareCard).not.toHaveBeenCalled();
  });

  it("sets the card up where WeChat's wx is on the page, whatever the user agent says", async () => {
    browser(CHROME_UA);
    (globalThis as { wx?: unknown }).wx = { config: () => undefined, ready: () => undefined };
    renderHook(() => usePageShareCard(card));
    await waitFor(() => expect(startShareCard).toHaveBeenCalledWith(given));
  });
});

describe('canShareCard', () => {
  it('tells WeChat and a page with wx from other browsers', () => {
    expect(canShareCard(WECHAT_UA, {})).toBe(true);
    expect(canShareCard(CHROME_UA, { wx: {} })).toBe(true);
    expect(canShareCard(CHROME_UA, {})).toBe(false);
  });
});
