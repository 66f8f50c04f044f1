import { expect, test } from '@playwright/test';

test('a page chunk that fails to load shows the chunk error view, whose reload brings the page', async ({ page }) => {
  const blockChunk = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route('**/NewsPage-*.js', blockChunk);
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  await expect(page.locator('[data-layout="desktop"]')).toBeVisible();

  await page.unroute('**/NewsPage-*.js', blockChunk);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
});
