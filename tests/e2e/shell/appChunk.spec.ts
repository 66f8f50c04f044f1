import { expect, test, type Page } from '@playwright/test';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/**
 * Holds the entry script back for a while and notes when the app's chunk and style sheet are asked for
 * meanwhile: only the HTML can ask for them then, since no script has run.
 */
async function askedForWhileEntryHeld(page: Page, path: string) {
  const asked: string[] = [];
  let entryReleased = false;
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (/^\/assets\/app-[\w-]+\.(js|css)$/.test(file) && !entryReleased) asked.push(file.endsWith('.css') ? 'style' : 'script');
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    entryReleased = true;
    await route.continue();
  });
  await page.goto(path);
  return asked;
}

test.describe("the app's own chunk, evaluated after React DOM", () => {
  test('is fetched with its style sheet while the entry downloads, named by the HTML of a page the app draws', async ({
    page,
  }) => {
    const asked = await askedForWhileEntryHeld(page, '/fackback');
    expect(asked.sort()).toEqual(['script', 'style']);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('is not named by the HTML of a drawn page (a phone sent on from /home to /m/home): it is asked for once the first screen is in', async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 375, height: 812 }, hasTouch: true });
    const page = await context.newPage();
    const app = page.waitForRequest((request) => /\/assets\/app-[\w-]+\.js$/.test(request.url()));
    const asked = await askedForWhileEntryHeld(page, '/home');
    expect(asked).toEqual([]);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/app-"]')).toHaveAttribute('disabled', '');
    await expect(page.locator('#root[data-server-drawn]')).toBeAttached();
    await app;
    await context.close();
  });
});
