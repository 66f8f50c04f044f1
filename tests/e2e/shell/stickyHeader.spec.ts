import { expect, test } from '@playwright/test';

test('the desktop header sticks to the top once the page scrolls past it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 400 });
  await page.goto('/news');
  const bar = page.locator('header[data-state] > [data-state]').first();
  await expect(bar).toHaveAttribute('data-state', 'static');
  await page.mouse.wheel(0, 400);
  await expect(bar).toHaveAttribute('data-state', 'sticky');
  await page.mouse.wheel(0, -400);
  await expect(bar).toHaveAttribute('data-state', 'static');
});
