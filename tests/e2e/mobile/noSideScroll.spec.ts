import { expect, test } from '@playwright/test';
import { routeTable } from '../../../contract/routes/table';
import { iPhoneProfile } from './phone';

/** Every page of the mobile site, with the query that opens its other views (course, lesson). */
const mobilePaths = [
  ...routeTable
    .filter((route) => route.area === 'mobile' && route.path.startsWith('/m/') && !route.path.includes('*'))
    .map((route) => route.path),
  '/m/course?courseId=1',
  '/m/course?classId=1',
  '/m/x-not-a-page',
];

test.use({ ...iPhoneProfile, viewport: { width: 320, height: 640 } });

test('no page of the mobile site scrolls sideways on a 320 px phone, and its controls are thumb-sized', async ({ page }) => {
  for (const path of mobilePaths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(320);
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '[data-layout="mobile"] header a, [data-layout="mobile"] header button, main form button[type="submit"], main [data-store-link]',
        ),
      ]
        .filter((element) => element.offsetParent !== null)
        .map((element) => ({ text: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small, `${path}: controls under 44 px`).toEqual([]);
  }
});
