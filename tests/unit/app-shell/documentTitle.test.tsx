import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecordTitle } from '@/app/router/recordTitle';
import { i18n } from '@/i18n';
import { markedLayoutLoaders, markedPageLoaders, renderApp, settlePageImports } from './renderApp';

// A real page chunk asked for by a test finishes loading before this file's environment goes.
afterAll(settlePageImports);

// Chunks load through real dynamic imports here; a shared machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.head.querySelectorAll('title').forEach((title) => title.remove());
  document.title = '';
});

/** The title element as the server writes it for a record's page. */
function serveRecordTitle(location: string, title: string) {
  const element = document.head.querySelector('title') ?? document.head.appendChild(document.createElement('title'));
  element.setAttribute('data-location', location);
  element.textContent = title;
}
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
    const { runtime } = renderApp('/news', { layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    await waitFor(() => expect(document.title).toBe('新闻资讯'));
    await act(async () => runtime.navigator.navigate('/home', false));
    await waitFor(() => expect(document.title).toBe('首页'));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Home'));
  });

  it('keeps the record title the server named the page after, at the address it was served for', async () => {
    serveRecordTitle('/course/chapter?courseId=3', '初二数学同步精讲');
    renderApp('/course/chapter?courseId=3', { layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    expect(await screen.findByRole('heading', { name: '课程章节' })).toBeVisible();
    expect(document.title).toBe('初二数学同步精讲');
  });

  it('gives the next page its route title, and the record title again on coming back to its address', async () => {
    serveRecordTitle('/course/chapter?courseId=3', '初二数学同步精讲');
    const { runtime } = renderApp('/course/chapter?courseId=3', {
      layoutLoaders: markedLayoutLoaders,
      pageLoaders: markedPageLoaders,
    });
    expect(await screen.findByRole('heading', { name: '课程章节' })).toBeVisible();
    await act(async () => runtime.navigator.navigate('/news', false));
    await waitFor(() => expect(document.title).toBe('新闻资讯'));
    await act(async () => runtime.navigator.navigate('/course/chapter?courseId=3', false));
    await waitFor(() => expect(document.title).toBe('初二数学同步精讲'));
  });

  it('takes the route title where the served record title was written for another address', async () => {
    serveRecordTitle('/course/chapter?courseId=3', '初二数学同步精讲');
    renderApp('/course/chapter?courseId=4', { layoutLoaders: markedLayoutLoaders, pageLoaders: markedPageLoaders });
    await waitFor(() => expect(document.title).toBe('课程章节'));
  });

  it('names a detail page reached inside the app after its record once the record has arrived', async () => {
    function CoursePage() {
      useRecordTitle('初二数学《一次函数》专题精讲');
      return <h1>课程详情</h1>;
    }
    const { runtime } = renderApp('/news', {
      layoutLoaders: markedLayoutLoaders,
      pageLoaders: { ...markedPageLoaders, 'desktop/courseChapter': () => Promise.resolve({ default: CoursePage }) },
    });
    await waitFor(() => expect(document.title).toBe('新闻资讯'));
    await act(async () => runtime.navigator.navigate('/course/chapter?courseId=7', false));
    expect(await screen.findByRole('heading', { name: '课程详情' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('初二数学《一次函数》专题精讲'));
    await act(async () => runtime.navigator.navigate('/news', false));
    await waitFor(() => expect(document.title).toBe('新闻资讯'));
  });
});
