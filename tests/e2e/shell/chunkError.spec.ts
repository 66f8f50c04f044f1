import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** The news page's chunk, by the build's manifest (page chunks go by their hash alone). */
function newsPageChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest['src/pages/desktop/news/NewsPage.tsx'];
  if (!chunk) throw new Error('The build has no chunk for src/pages/desktop/news/NewsPage.tsx');
  return `**/${chunk.file}`;
}

test('a page chunk that fails to load shows the chunk error view, whose reload brings the page', async ({ page }) => {
  const blockChunk = (route: { abort: () => Promise<void> }) => route.abort();
  const newsChunk = newsPageChunk();
  await page.route(newsChunk, blockChunk);
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  await expect(page.locator('[data-layout="desktop"]')).toBeVisible();

  await page.unroute(newsChunk, blockChunk);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
});
