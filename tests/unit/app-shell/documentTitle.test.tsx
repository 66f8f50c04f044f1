import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { markedLayoutLoaders, renderApp } from './renderApp';

// Chunks load through real dynamic imports here; a shared machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.title = '';
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('zh-CN');
});

describe('document title', () => {
  it('takes the title of the route on screen', async () => {
    renderApp('/news', { layoutLoaders: markedLayoutLoaders });
    await waitFor(() => expect(document.title).toBe('新闻资讯'));
  });

  it('takes the title of the page a redirect lands on', async () => {
    renderApp('/about', { layoutLoaders: markedLayoutLoaders });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/about/cooperation'));
    expect(document.title).toBe('合作共赢');
  });

  it('falls back to the default title on a page without one', async () => {
    renderApp('/no-such-page', { layoutLoaders: markedLayoutLoaders });
    expect(await screen.findByRole('heading', { name: '页面走丢了' })).toBeVisible();
    expect(document.title).toBe('学伴在线');
  });

  it('follows navigation and the interface language', async () => {
    renderApp('/home', { layoutLoaders: markedLayoutLoaders });
    await waitFor(() => expect(document.title).toBe('首页'));
    await userEvent.click(await screen.findByRole('link', { name: '返回首页' }));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Home'));
  });
});
