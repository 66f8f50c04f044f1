import { devices, expect, test } from '@playwright/test';

const iPhone = devices['iPhone 13'];
test.use({ userAgent: iPhone.userAgent, viewport: iPhone.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('a phone opening /home lands on the mobile home', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '学伴在线手机版' })).toBeAttached();
});

test('a phone keeps a shared link to a desktop-only page where it is', async ({ page }) => {
  await page.goto('/news');
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('[data-layout="desktop"]')).toBeVisible();
});
