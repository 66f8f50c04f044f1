import { expect, test } from '@playwright/test';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

type Box = { x: number; y: number; width: number; height: number };

function expectWithinAPixel(booted: Box, drawn: Box) {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(booted[side] - drawn[side]), side).toBeLessThanOrEqual(1);
  }
}

/*
 * Pages the server does not draw (not `drawnOnServer` in the route table: the feedback form, the phone's gift pack) and every page
 * of a signed-in visitor arrive with the bar; a drawn page arrives with its real header
 * (tests/e2e/site/serverRendered.spec.ts).
 */
test.describe('the bar the HTML draws before the scripts run', () => {
  test('shows the site logo where the desktop header puts it, and the page replaces it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The scripts held back: what a visitor sees while they download.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/fackback');
    const bootLogo = page.locator('.boot-shell').getByRole('img', { name: '学伴在线' });
    await expect(bootLogo).toBeVisible();
    const booted = await bootLogo.boundingBox();

    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.locator('.boot-shell')).toHaveCount(0);
    const headerLogo = await page.locator('header [role="img"][data-size]').first().boundingBox();
    expect(headerLogo).not.toBeNull();
    // Same place and size, within a pixel: the logo does not jump when the real header arrives.
    expectWithinAPixel(booted!, headerLogo!);
  });

  test("matches the phone site's navbar logo at 375 px", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 375, height: 812 }, hasTouch: true });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/m/gift');
    const booted = await page.locator('.boot-shell').getByRole('img', { name: '学伴在线' }).boundingBox();
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.locator('.boot-shell')).toHaveCount(0);
    const navbarLogo = await page.locator('header [role="img"][data-size]').first().boundingBox();
    expectWithinAPixel(booted!, navbarLogo!);
    await context.close();
  });
});
