import { expect, test } from '@playwright/test';
import { iPhoneProfile } from './phone';

test.use(iPhoneProfile);

/*
 * The phone's landing pages draw placeholders first and their content as each call answers. The calls are
 * held back here so that every placeholder is on screen before its content replaces it; what the content
 * then moves is the layout shift a visitor sees (and Lighthouse scores), summed as the browser reports it.
 */
for (const path of ['/m/home', '/m/course']) {
  for (const width of [320, 375, 430]) {
    test(`${path} does not move what is on screen when its content arrives, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await expect(page.locator('a[href*="courseId="]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const total = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
      );
      expect(total).toBeLessThan(0.01);
    });
  }
}
