import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRuntime } from '@/app/createAppRuntime';
import { markedLayoutLoaders, markedPageLoaders, renderApp, settlePageImports } from './renderApp';

// A real page chunk asked for by a test finishes loading before this file's environment goes.
afterAll(settlePageImports);

// Chunks load through real dynamic imports here; a shared machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

const pageNode = (page: string) => document.querySelector<HTMLElement>(`[data-page="${page}"]`);
const shownPage = async (page: string) => {
  await waitFor(() => expect(pageNode(page)).toBeVisible());
  return pageNode(page)!;
};
const visit = (runtime: AppRuntime, path: string) =>
  act(async () => {
    runtime.navigator.navigate(path, false);
  });
/** The window scrolled to `y` by the visitor, as the browser reports it. */
const scrollWindowTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

describe('kept-alive pages', () => {
  it('keeps a kept-alive page mounted but hidden while the visitor is away, and shows the same page on return', async () => {
    const { runtime } = renderApp('/home', { layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    const home = await shownPage('desktop/home');

    await visit(runtime, '/about/cooperation');
    await shownPage('about/cooperation');
    expect(home).toBeInTheDocument();
    expect(home).not.toBeVisible();
    expect(runtime.actor.getSnapshot().context.keptAlivePages).toEqual(['desktop/home']);

    await visit(runtime, '/home');
    expect(await shownPage('desktop/home')).toBe(home);
  });

  it('unmounts a page whose route is not kept alive when the visitor leaves it', async () => {
    const { runtime } = renderApp('/about/cooperation', { layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    const about = await shownPage('about/cooperation');

    await visit(runtime, '/home');
    await shownPage('desktop/home');
    expect(about).not.toBeInTheDocument();

    await visit(runtime, '/about/cooperation');
    expect(await shownPage('about/cooperation')).not.toBe(about);
    expect(runtime.actor.getSnapshot().context.keptAlivePages).toEqual(['desktop/home']);
  });

  it('keeps several kept-alive pages at once, each at the address it was left at', async () => {
    const { runtime } = renderApp('/home', { layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    const home = await shownPage('desktop/home');
    await visit(runtime, '/news?page=2');
    const news = await shownPage('desktop/news');

    await visit(runtime, '/course');
    await shownPage('desktop/course');
    expect(home).not.toBeVisible();
    expect(news).not.toBeVisible();
    expect(within(news).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('新闻资讯');
    expect(runtime.actor.getSnapshot().context.keptAlivePages).toEqual(['desktop/home', 'desktop/news']);

    await visit(runtime, '/news?page=2');
    expect(await shownPage('desktop/news')).toBe(news);
    expect(home).not.toBeVisible();
  });

  it('brings a kept-alive page back scrolled where it was left, while other pages start at the top', async () => {
    const { runtime } = renderApp('/home', { layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    await shownPage('desktop/home');
    scrollWindowTo(640);

    await visit(runtime, '/about/cooperation');
    await shownPage('about/cooperation');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(120);

    await visit(runtime, '/home');
    await shownPage('desktop/home');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps a kept-alive page through a redirect on the way to another page', async () => {
    const { runtime } = renderApp('/home', { layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    const home = await shownPage('desktop/home');

    await visit(runtime, '/about');
    await shownPage('about/cooperation');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about\/cooperation$/);
    expect(home).toBeInTheDocument();

    await visit(runtime, '/home');
    expect(await shownPage('desktop/home')).toBe(home);
  });

  it('lets a page go once the app state stops keeping it', async () => {
    const { runtime } = renderApp('/home', { layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    const home = await shownPage('desktop/home');
    await visit(runtime, '/about/cooperation');
    await shownPage('about/cooperation');

    await act(async () => {
      runtime.actor.send({ type: 'keepAlive.remove', page: 'desktop/home' });
    });
    expect(home).not.toBeInTheDocument();

    await visit(runtime, '/home');
    expect(await shownPage('desktop/home')).not.toBe(home);
    expect(runtime.actor.getSnapshot().context.keptAlivePages).toEqual(['desktop/home']);
  });
});
