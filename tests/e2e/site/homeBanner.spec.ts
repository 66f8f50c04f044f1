import { expect, test, type Page } from '@playwright/test';
import { DESKTOP } from './site';

test.use({ viewport: DESKTOP });

const banner = (page: Page) => page.getByRole('region', { name: '精选活动' });

test('the home banner answers its arrows from the first moment, before it has started on its own', async ({ page }) => {
  // Idle callbacks never run: the carousel starts only because the visitor reaches for it.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/home');
  const carousel = banner(page);
  const dots = carousel.getByRole('button', { name: /查看第 \d+ 张/ });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');

  await carousel.hover();
  await carousel.getByRole('button', { name: '下一张' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');

  await dots.nth(0).click();
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
});

test('the home banner starts on its own once the browser is idle', async ({ page }) => {
  await page.goto('/home');
  const carousel = banner(page);
  // A started carousel positions its track; before it starts the track has no transform of its own.
  await expect(carousel.getByRole('list')).toHaveAttribute('style', /transform/);
});
