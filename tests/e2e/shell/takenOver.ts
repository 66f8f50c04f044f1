import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the app has taken over the element of a page the server drew (React has hydrated it): until then
 * a drawn page's links navigate as plain links, loading the next page from the server, and only from then on do
 * they move within the app (kept-alive pages, the scroll positions it remembers).
 */
export async function untilTakenOver(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the app takes the drawn page over',
    })
    .toBe(true);
}
