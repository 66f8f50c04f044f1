import { expect, test } from '@playwright/test';

test.describe('unknown paths', () => {
  test('a desktop path nobody knows shows the designed 404 leading home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('[data-layout="desktop"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面走丢了' })).toBeVisible();
    await expect(page).toHaveTitle('学伴在线');
    await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('[data-page="desktop/home"]').getByRole('heading', { level: 1 })).toBeAttached();
  });

  test('an unknown path of the mobile site shows the 404 in the mobile layout leading to the mobile home', async ({ page }) => {
    await page.goto('/m/x');
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面走丢了' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
