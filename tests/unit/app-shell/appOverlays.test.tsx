import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStoredSession } from '@/app/runtime/session';
import { createExpiringStorage, USER_STORAGE_KEY } from '@/lib/storage';
import { fakeCookies, markedPageLoaders, renderApp as renderShell, type RenderAppOptions, settlePageImports } from './renderApp';

// A real page chunk asked for by a test finishes loading before this file's environment goes.
afterAll(settlePageImports);

/** The real desktop layout and overlays around marked pages: the dialogs are under test, not the pages. */
function renderApp(path: string, options: RenderAppOptions = {}) {
  return renderShell(path, { pageLoaders: markedPageLoaders, ...options });
}

// The first import of a chunk compiles it; doing that up front keeps the tests' waits about the app.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/DesktopLayout'),
    import('@/app/overlays/AppOverlays'),
    import('@/app/providers/withQueryClient'),
  ]);
}, 30_000);

// Chunks load through real dynamic imports here; a shared machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function loggedInStorage() {
  const storage = createExpiringStorage({ namespace: 'app-shell-test' });
  writeStoredSession({ rsNo: 'RS1001', name: '李同学' }, 'token-1', storage);
  return storage;
}

describe('app-level dialogs in the desktop layout', () => {
  it('opens the login dialog from the header login button and closes it again', async () => {
    renderApp('/news');
    await userEvent.click(await screen.findByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '欢迎登录学伴在线' });
    expect(within(dialog).getByLabelText('手机号')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '欢迎登录学伴在线' })).not.toBeInTheDocument());
  });

  it('asks before logging out, then forgets the user and leaves a page that needs login', async () => {
    const storage = loggedInStorage();
    const cookies = fakeCookies();
    const { runtime } = renderApp('/personal/order', { storage, cookies });
    await userEvent.click(await screen.findByRole('button', { name: /李同学\s*的账户菜单/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const confirm = await screen.findByRole('alertdialog', { name: /系统提示/ });
    expect(confirm).toHaveAccessibleDescription('确定要退出登录吗？');
    await userEvent.click(within(confirm).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
    expect(runtime.actor.getSnapshot().context.user).toBeNull();
    expect(storage.get(USER_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(cookies.removeToken).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: '登录' })).toBeVisible();
  });

  it('shows an expired session with the server message; OK opens the login dialog remembering the page', async () => {
    const { runtime } = renderApp('/personal/setting', { storage: loggedInStorage() });
    expect(await screen.findByRole('heading', { name: '账户设置' })).toBeVisible();
    act(() => runtime.actor.send({ type: 'session.expired', message: '您的账号已在其他设备登录' }));
    const warning = await screen.findByRole('alertdialog', { name: /系统提示/ });
    expect(warning).toHaveAccessibleDescription('您的账号已在其他设备登录');
    await userEvent.click(within(warning).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('dialog', { name: '欢迎登录学伴在线' })).toBeVisible();
    expect(runtime.actor.getSnapshot().context.loginInterceptPath).toBe('/personal/setting');
  });

  it('opens the course adviser dialog from the avatar menu and looks the adviser up', async () => {
    renderApp('/news', { storage: loggedInStorage() });
    await userEvent.click(await screen.findByRole('button', { name: /李同学\s*的账户菜单/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '课程顾问' }));
    const dialog = await screen.findByRole('dialog', { name: '课程顾问' });
    // No server answers here: the lookup fails and the card offers a retry (the e2e tests see the adviser).
    expect(await within(dialog).findByRole('button', { name: '重试' })).toBeVisible();
  });

  it('shows a server warning raised through the prompts until it is acknowledged', async () => {
    const { runtime } = renderApp('/news');
    await screen.findByRole('heading', { name: '新闻资讯' });
    act(() => runtime.prompts.warn('该课程已下架'));
    const warning = await screen.findByRole('alertdialog', { name: /系统提示/ });
    await userEvent.click(within(warning).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(runtime.prompts.getSnapshot()).toEqual([]));
  });
});
