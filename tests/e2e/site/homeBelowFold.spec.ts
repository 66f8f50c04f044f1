import { expect, test } from '@playwright/test';

// A short window: the sections under the first screens start well below it.
test.use({ viewport: { width: 1280, height: 480 } });

test('/home draws the sections under its first screens only when the visitor scrolls near them', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => void (request.url().includes('/teacherInfo/') && asked.push(request.url())));
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /热门推荐/ })).toBeVisible();
  const tutors = page.getByRole('heading', { name: /学霸导师/ });
  await expect(tutors).toHaveCount(0);
  expect(asked).toEqual([]);

  await page.mouse.wheel(0, 4000);
  await expect(tutors).toBeVisible();
  await expect(page.getByRole('link', { name: /导师/ }).first()).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
});
