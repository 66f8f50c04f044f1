import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectPageErrors, DESKTOP, NARROW } from './site';

/*
 * Every public page renders cleanly at a phone's width and at the desktop width: no console error, nothing
 * wider than the window, its main heading shown. The narrow window keeps the desktop browser's user agent:
 * a phone's user agent would be sent on to /m (see tests/e2e/shell/phoneRedirect.spec.ts).
 */

export interface PublicPage {
  name: string;
  /** The address and the page's main heading (h1); records are looked up through the public API. */
  resolve: (request: APIRequestContext) => Promise<{ path: string; heading: string }>;
  /** The h1 is for screen readers only; the heading people see is the first h2. */
  visuallyHiddenTitle?: boolean;
}

export const fixed = (path: string, heading: string) => async () => ({ path, heading });

async function expectCleanPage(page: Page, entry: PublicPage, heading: string, errors: string[]) {
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveCount(1);
  await expect(title).toHaveText(heading);
  await expect(title).toBeVisible();
  // The heading people see: the h1 itself, or the first h2 where the h1 is for screen readers only.
  const seen = entry.visuallyHiddenTitle ? page.getByRole('main').getByRole('heading', { level: 2 }).first() : title;
  await expect(seen).toBeVisible();
  expect((await seen.boundingBox())?.height ?? 0, 'the heading is drawn at a readable size').toBeGreaterThan(12);

  // Everything has arrived before the width is measured: sections that load as they come near are
  // brought near the way a reader does, by going down the page.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // The headless shell draws frames on demand and now and then skips one: a frame or 100 ms.
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    }
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() => [...document.images].every((image) => image.loading === 'lazy' || image.complete));
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.content, `content ${widths.content}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(widths.window);
  expect(errors).toEqual([]);
}

/** One test per page, loading it at the narrow width and again at the desktop width. */
export function testPublicPages(pages: readonly PublicPage[]) {
  // The pages do not depend on each other: both workers share them.
  test.describe.configure({ mode: 'parallel' });

  for (const entry of pages) {
    test(`the ${entry.name} page renders cleanly at ${NARROW.width} and ${DESKTOP.width} px wide`, async ({ page, request }) => {
      const { path, heading } = await entry.resolve(request);
      const errors = collectPageErrors(page);
      await page.setViewportSize(NARROW);
      await page.goto(path);
      await expectCleanPage(page, entry, heading, errors);

      // Loaded afresh at the desktop width, not just widened.
      await page.setViewportSize(DESKTOP);
      await page.reload();
      await expectCleanPage(page, entry, heading, errors);
    });
  }
}
