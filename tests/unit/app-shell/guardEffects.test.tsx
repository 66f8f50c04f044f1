import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpiringStorage } from '@/lib/storage';
import { writeStoredSession } from '@/app/runtime/session';
import { fakeCookies, IPHONE_UA, markedLayoutLoaders, markedPageLoaders, renderApp, settlePageImports } from './renderApp';

// A real page chunk asked for by a test finishes loading before this file's environment goes.
afterAll(settlePageImports);

// Chunks load through real dynamic imports here; a shared machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const location = () => screen.getByTestId('location');

describe('route guard in the running app', () => {
  it('saves a shareId from the query to the app state and shows the page', async () => {
    const { runtime } = renderApp('/news?shareId=S42', { layoutLoaders: markedLayoutLoaders });
    await waitFor(() => expect(runtime.actor.getSnapshot().context.shareId).toBe('S42'));
    expect(location()).toHaveTextContent('/news?shareId=S42');
    expect(runtime.actor.getSnapshot().context.route).toMatchObject({
      pathname: '/news',
      search: '?shareId=S42',
      area: 'desktop',
    });
  });

  it('keeps an evaluation shareId in a cookie and sends a visitor without an eToken to /e/login', async () => {
    const cookies = fakeCookies(null);
    const { runtime } = renderApp('/e/report?shareId=E7', { cookies, layoutLoaders: markedLayoutLoaders });
    await waitFor(() => expect(location()).toHaveTextContent('/e/login'));
    expect(cookies.setShareId).toHaveBeenCalledWith('E7');
    expect(runtime.actor.getSnapshot().context.shareId).toBe('E7');
  });

  it('sends an evaluation visitor holding an eToken from the login page to the report', async () => {
    renderApp('/e/login', { cookies: fakeCookies('etoken-1'), layoutLoaders: markedLayoutLoaders });
    await waitFor(() => expect(location()).toHaveTextContent('/e/report'));
    // The report page itself needs the server; here it is enough that its host sits in the evaluation layout.
    await waitFor(() =>
      expect(document.querySelector('[data-page="evaluation/report"]')?.closest('[data-layout]')).toHaveAttribute(
        'data-layout',
        'evaluation',
      ),
    );
  });

  // The app's dialogs are a lazy chunk: the first test to open one waits while that chunk is compiled, which
  // alone (no other file has compiled it yet) takes longer than a findBy's usual second.
  it('turns an anonymous visitor away from a personal page to /home with the login warning, whose OK opens the login dialog', async () => {
    const { runtime } = renderApp('/personal/order?page=2', { layoutLoaders: markedLayoutLoaders });
    const warning = await screen.findByRole('alertdialog', { name: /系统提示/ }, { timeout: 15000 });
    expect(location()).toHaveTextContent(/^\/home$/);
    expect(warning).toHaveAccessibleDescription('此页面需要登录权限，请先登录');
    await userEvent.click(within(warning).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('dialog', { name: '欢迎登录学伴在线' })).toBeVisible();
    expect(runtime.actor.getSnapshot().context.loginInterceptPath).toBe('/personal/order?page=2');
    // The test's own limit covers the chunk's compilation that the findBy above waits out.
  }, 20_000);

  it('lets a remembered user into a personal page', async () => {
    const storage = createExpiringStorage({ namespace: 'app-shell-test' });
    writeStoredSession({ rsNo: 'RS1001', name: '李同学' }, 'token-1', storage);
    // A marked page stands in for the real one, which reads the server.
    renderApp('/personal/feckback', { storage, layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    expect(await screen.findByText('问题反馈', { selector: 'h1' })).toBeVisible();
    expect(location()).toHaveTextContent('/personal/feckback');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('moves a phone to the mobile site on its first page only', async () => {
    renderApp('/home', {
      userAgent: IPHONE_UA,
      maxTouchPoints: 5,
      layoutLoaders: markedLayoutLoaders,
      // Marked pages link back to their home page and read no server data: the real /m/home reads the server.
      pageLoaders: markedPageLoaders,
    });
    await waitFor(() => expect(location()).toHaveTextContent('/m/home'));
    const home = await screen.findByText('首页', { selector: 'h1' });
    expect(home.closest('[data-layout]')).toHaveAttribute('data-layout', 'mobile');
    await userEvent.click(screen.getByRole('link', { name: '返回首页' }));
    expect(location()).toHaveTextContent('/m/home');
  });

  it('lets a phone open study management, which 我的 links to', async () => {
    renderApp('/studymag/plan', { userAgent: IPHONE_UA, maxTouchPoints: 5, layoutLoaders: markedLayoutLoaders });
    await waitFor(() => expect(document.title).toBe('学习计划'));
    expect(location()).toHaveTextContent('/studymag/plan');
  });
});
