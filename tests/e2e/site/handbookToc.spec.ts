import { expect, test, type Page } from '@playwright/test';
import { DESKTOP } from './site';

test.use({ viewport: DESKTOP });

const toc = (page: Page) => page.getByRole('navigation', { name: '目录' });
/** The entry the table of contents marks as the reader's place. */
const currentEntry = (page: Page) => toc(page).locator('a[aria-current="location"]');

interface Entry {
  id: string;
  text: string;
}

/** The sections the table of contents lists, by the id its links point at. */
async function sections(page: Page): Promise<Entry[]> {
  const links = toc(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ id: anchor.getAttribute('href')!.slice(1), text: anchor.textContent!.trim() })),
  );
}

/**
 * A section in the middle of the text that the table marks once its heading is at the top of the window:
 * one the page can scroll that far, whose next heading is not also in the top fifth of the window (the
 * table marks the last heading the reader has passed, so a chapter heading directly followed by its first
 * subsection hands the mark on to it).
 */
async function laterSection(page: Page, entries: readonly Entry[]): Promise<Entry> {
  const markable = await page.evaluate(
    (ids) => {
      const topOf = (id: string) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY;
      const lowestScroll = document.documentElement.scrollHeight - window.innerHeight;
      return ids.filter((id, index) => {
        const next = ids[index + 1];
        const room = (next ? topOf(next) : Infinity) - topOf(id);
        return index > 0 && topOf(id) <= lowestScroll && room > window.innerHeight * 0.2 + 16;
      });
    },
    entries.map((entry) => entry.id),
  );
  expect(markable.length).toBeGreaterThan(1);
  const id = markable[Math.floor(markable.length / 2)]!;
  return entries.find((entry) => entry.id === id)!;
}

for (const path of ['/manual/middleSchool', '/manual/highSchool']) {
  test(`the table of contents of ${path} follows the reader's scrolling`, async ({ page }) => {
    await page.goto(path);
    const entries = await sections(page);
    expect(entries.length).toBeGreaterThan(3);
    // At the top, the first section is the current one.
    await expect(currentEntry(page)).toHaveCount(1);
    await expect(currentEntry(page)).toHaveText(entries[0]!.text);

    // Scrolled to a later section: its entry becomes current, and only it.
    const later = await laterSection(page, entries);
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ block: 'start' }), later.id);
    await expect(currentEntry(page)).toHaveText(later.text);
    await expect(currentEntry(page)).toHaveCount(1);
    // The table stays in view beside the text while the reader is further down.
    await expect(toc(page).getByRole('link', { name: later.text, exact: true })).toBeInViewport();

    // Back to the top: the first section again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(currentEntry(page)).toHaveText(entries[0]!.text);
  });
}

test('choosing an entry scrolls to its section, marks it and names it in the address', async ({ page }) => {
  await page.goto('/manual/middleSchool');
  const target = await laterSection(page, await sections(page));
  await toc(page).getByRole('link', { name: target.text, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/manual/middleSchool#${target.id}$`));
  await expect(page.locator(`[id="${target.id}"]`)).toBeInViewport();
  await expect(currentEntry(page)).toHaveText(target.text);
});

test('an address that names a section opens the handbook at that section', async ({ page }) => {
  await page.goto('/manual/highSchool');
  const target = await laterSection(page, await sections(page));
  await page.goto(`/manual/highSchool#${target.id}`);
  await expect(page.locator(`[id="${target.id}"]`)).toBeInViewport();
  await expect(currentEntry(page)).toHaveText(target.text);
});
