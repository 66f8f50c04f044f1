import { expect, test } from '@playwright/test';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

test('a phone fetches the first banner once, at the width it shows it, as the HTML preloaded it', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: PHONE_UA,
    viewport: { width: 375, height: 812 },
    // A phone's screen is as wide as its page (the project's desktop device would lend it a 1920 px screen).
    screen: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const banners: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && request.resourceType() === 'image') banners.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/m/home');
  const lead = page.getByRole('region', { name: '精选活动' }).locator('img').first();
  await expect(lead).toBeVisible();
  await expect.poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc !== '')).toBe(true);
  const shown = new URL(await lead.evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(shown.searchParams.get('w')).toBe('750');
  // Preloaded by the HTML and drawn from the same candidate: asked for once.
  expect(banners.filter((address) => address.startsWith(shown.pathname))).toEqual([`${shown.pathname}${shown.search}`]);
  await context.close();
});
