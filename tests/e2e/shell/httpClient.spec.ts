import { expect, test } from '@playwright/test';
import { DESKTOP } from '../site/site';

const HTTP_CLIENT_CHUNK = /\/assets\/transport-[\w-]+\.js$/;

test.describe('the HTTP client (axios)', () => {
  test('is downloaded by a drawn page (/news) only when its visitor first asks the server for something', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const clientAsked: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (HTTP_CLIENT_CHUNK.test(path)) clientAsked.push(path);
      if (path.startsWith('/api/')) apiCalls.push(`${request.resourceType()} ${path}`);
    });
    await page.goto('/news');
    await expect(page.locator('#root[data-server-drawn]')).toBeAttached();
    // The app has taken the page over (it starts once the first screen is in) and idled.
    await page.waitForLoadState('networkidle');
    expect(clientAsked).toEqual([]);
    expect(apiCalls).toEqual([]);

    const search = page.getByRole('banner').getByRole('combobox', { name: '搜索课程、资讯、学霸' });
    await search.fill('物理');
    await search.press('Enter');
    await expect(page.getByText(/“物理”的搜索结果，共 \d+ 条/)).toBeVisible();
    expect(clientAsked).toHaveLength(1);
    // The API's calls go out through axios's XMLHttpRequest adapter.
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((call) => call.startsWith('xhr '))).toBe(true);
    await context.close();
  });
});
