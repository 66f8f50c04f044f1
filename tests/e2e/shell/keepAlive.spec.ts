import { expect, test, type Page } from '@playwright/test';
import { untilTakenOver } from './takenOver';

declare global {
  interface Window {
    __keptNode?: Element | null;
    __leftNode?: Element | null;
  }
}

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name, exact: true });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a kept-alive page survives a visit to another page and comes back as it was left, scroll position included', async ({
  page,
}) => {
  // Short enough for the home page to scroll.
  await page.setViewportSize({ width: 1440, height: 400 });
  await page.goto('/home');
  const home = page.locator('[data-page="desktop/home"]');
  await expect(home).toBeVisible();
  // Scrolled before and after the app takes the drawn page over: where it was left is kept either way.
  await page.mouse.wheel(0, 120);
  await untilTakenOver(navLink(page, '关于我们'));
  await page.evaluate(() => {
    window.__keptNode = document.querySelector('[data-page="desktop/home"]');
  });
  await page.mouse.wheel(0, 120);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  const left = await scrollY(page);

  // /about redirects to /about/cooperation, which is not kept alive.
  await navLink(page, '关于我们').click();
  await expect(page).toHaveURL(/\/about\/cooperation$/);
  await expect(page.locator('[data-page="about/cooperation"]')).toBeVisible();
  await expect(home).toBeHidden();
  expect(await page.evaluate(() => window.__keptNode?.isConnected)).toBe(true);
  expect(await scrollY(page)).toBe(0);
  await page.evaluate(() => {
    window.__leftNode = document.querySelector('[data-page="about/cooperation"]');
  });

  await navLink(page, '首页').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(home).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('[data-page="desktop/home"]') === window.__keptNode)).toBe(true);
  await expect.poll(() => scrollY(page)).toBe(left);
  // The page that is not kept alive was unmounted when the visitor left it.
  expect(await page.evaluate(() => window.__leftNode?.isConnected)).toBe(false);
});

test('going back in history returns to the same kept-alive page', async ({ page }) => {
  await page.goto('/news');
  await expect(page.locator('[data-page="desktop/news"]')).toBeVisible();
  await untilTakenOver(navLink(page, '首页'));
  await page.evaluate(() => {
    window.__keptNode = document.querySelector('[data-page="desktop/news"]');
  });

  await navLink(page, '首页').click();
  await expect(page.locator('[data-page="desktop/home"]')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('[data-page="desktop/news"]')).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('[data-page="desktop/news"]') === window.__keptNode)).toBe(true);
});
