import { configure, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, createChunkCache, loadWithTimeout, type ChunkLoader } from '@/app/router/lazyPages';
import { createAppRuntime } from '@/app/createAppRuntime';
import { DESKTOP_UA, IPHONE_UA, markedLayoutLoaders, renderApp, settlePageImports } from './renderApp';

// A real page chunk asked for by a test finishes loading before this file's environment goes.
afterAll(settlePageImports);

const never: ChunkLoader = () => new Promise(() => undefined);
const Page = () => <p>课程列表已加载</p>;

// Chunks load through real dynamic imports here; a shared machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('page chunk loading', () => {
  it('fails with a time-out ChunkLoadError when the chunk outlasts its time limit', async () => {
    vi.useFakeTimers();
    const loading = loadWithTimeout('desktop/news', never, 120_000);
    const outcome = expect(loading).rejects.toMatchObject({
      name: 'ChunkLoadError',
      chunkId: 'desktop/news',
      failure: 'timedOut',
    });
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    loading.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('turns a rejected import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout('desktop/news', () => Promise.reject(cause), 1000).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ failure: 'failed', cause });
  });

  it('loads each chunk once however often it is asked for', async () => {
    const load = vi.fn<ChunkLoader>().mockResolvedValue({ default: Page });
    const cache = createChunkCache({ 'desktop/news': load }, 1000);
    expect(cache.get('desktop/news')).toBe(cache.get('desktop/news'));
    cache.preload('desktop/news');
    cache.preload('desktop/news');
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });

  it('draws a chunk that is already in within the first render, without its loading state', async () => {
    const cache = createChunkCache({ 'desktop/news': () => Promise.resolve({ default: Page }) }, 1000, () => Promise.resolve());
    await cache.ready('desktop/news');
    const Chunk = cache.get('desktop/news');
    render(
      <Suspense fallback={<p>页面加载中</p>}>
        <Chunk />
      </Suspense>,
    );
    expect(screen.getByText('课程列表已加载')).toBeInTheDocument();
    expect(screen.queryByText('页面加载中')).toBeNull();
  });

  it('shows the loading state first for a chunk still on its way, then the chunk', async () => {
    const cache = createChunkCache({ 'desktop/news': () => Promise.resolve({ default: Page }) }, 1000, () => Promise.resolve());
    const Chunk = cache.get('desktop/news');
    render(
      <Suspense fallback={<p>页面加载中</p>}>
        <Chunk />
      </Suspense>,
    );
    expect(screen.getByText('页面加载中')).toBeInTheDocument();
    expect(await screen.findByText('课程列表已加载')).toBeInTheDocument();
  });

  it('settles ready() for a chunk that fails, leaving the failure to its component', async () => {
    const cache = createChunkCache({ 'desktop/news': () => Promise.reject(new Error('gone')) }, 1000, () => Promise.resolve());
    await expect(cache.ready('desktop/news')).resolves.toBeUndefined();
  });

  it('shows the chunk error view with a reload button when a page chunk takes longer than its time-out', async () => {
    const reloadPage = vi.fn();
    renderApp('/news', {
      pageLoaders: { 'desktop/news': never },
      layoutLoaders: markedLayoutLoaders,
      chunkLoadTimeoutMs: 600,
      reloadPage,
    });
    expect(await screen.findByText('页面加载中')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: '页面加载失败' }, { timeout: 2000 });
    expect(heading.closest('[data-layout]')).toHaveAttribute('data-layout', 'desktop');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('shows the chunk error view, not a blank page, when a page chunk fails to load', async () => {
    renderApp('/news', {
      pageLoaders: { 'desktop/news': () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
      layoutLoaders: markedLayoutLoaders,
    });
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  it('loads the page chunk of the route it renders and no other', async () => {
    const news = vi.fn<ChunkLoader>().mockResolvedValue({ default: Page });
    const course = vi.fn<ChunkLoader>().mockResolvedValue({ default: Page });
    renderApp('/news', { pageLoaders: { 'desktop/news': news, 'desktop/course': course }, layoutLoaders: markedLayoutLoaders });
    expect(await screen.findByText('课程列表已加载')).toBeVisible();
    expect(news).toHaveBeenCalled();
    expect(course).not.toHaveBeenCalled();
  });
});

describe('the first screen of a visit', () => {
  const tracked = () => {
    const asked: string[] = [];
    const loaders = (ids: readonly string[]) =>
      Object.fromEntries(
        ids.map((id) => [
          id,
          () => {
            asked.push(id);
            return Promise.resolve({ default: Page });
          },
        ]),
      );
    return { asked, loaders };
  };

  /** The chunks the first screen of `pathname` waited for, on a browser with `userAgent`. */
  async function awaitedChunks(pathname: string, userAgent: string, pages: string[]) {
    const { asked, loaders } = tracked();
    const location = { pathname, search: '' };
    const runtime = createAppRuntime({
      initialLocation: location,
      userAgent,
      pageLoaders: loaders(pages),
      layoutLoaders: loaders(['desktop', 'mobile']),
    });
    await runtime.firstScreenReady(location);
    runtime.dispose();
    return asked.sort();
  }

  it('waits for the layout and page chunks of the address it opens on, and only those', async () => {
    expect(await awaitedChunks('/news', DESKTOP_UA, ['desktop/news', 'desktop/home'])).toEqual(['desktop', 'desktop/news']);
  });

  it('waits for nothing where the guard sends a phone from /home to the mobile site', async () => {
    expect(await awaitedChunks('/home', IPHONE_UA, ['desktop/home', 'mobile/home'])).toEqual([]);
  });
});
