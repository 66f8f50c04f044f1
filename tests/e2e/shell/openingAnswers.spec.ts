import { expect, test, type Browser, type Page } from '@playwright/test';
import { openingCalls } from '../../../contract/api/openingCalls';
import { iPhoneProfile } from '../mobile/phone';
import { DESKTOP, webApi, type CourseCard, type Paged } from '../site/site';

/** The opening calls of a page address, as the HTTP client sends them: path and form. */
function openingCallsOf(address: string): string[] {
  const url = new URL(address, 'http://site.test');
  return openingCalls(url.pathname, url.searchParams).map(
    (call) =>
      `${call.path} ${new URLSearchParams(Object.entries(call.payload).map(([name, value]) => [name, String(value)])).toString()}`,
  );
}

/** A fresh visit of `path`, with every API call the page sends over the network. */
async function firstVisit(browser: Browser, path: string, phone: boolean) {
  const context = await browser.newContext(phone ? iPhoneProfile : { viewport: DESKTOP });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) sent.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
  });
  await page.goto(path);
  return { page, sent, close: () => context.close() };
}

/**
 * What the page sent over the network to the paths of its opening calls: nothing, when the page and the
 * table agree (a page that asked with other fields would send the call itself, and show up here).
 */
function sentToOpeningPaths(address: string, sent: string[]): string[] {
  const paths = new Set(openingCallsOf(address).map((call) => call.split(' ')[0]));
  expect(paths.size, `${address} has opening calls`).toBeGreaterThan(0);
  return sent.filter((call) => paths.has(call.split(' ')[0]));
}

async function expectDrawn(page: Page, what: RegExp | string) {
  await expect(page.getByRole('heading', { name: what }).first()).toBeVisible();
}

test.describe('the answers a first visit finds in the HTML', () => {
  test('/home and /m/home draw their banner, grades and headline shelf without asking the server for them', async ({
    browser,
  }) => {
    const desktop = await firstVisit(browser, '/home', false);
    await expect(desktop.page.getByRole('img', { name: /秋季学期课程限时优惠/ })).toBeVisible();
    await expectDrawn(desktop.page, '热门推荐');
    expect(sentToOpeningPaths('/home', desktop.sent)).toEqual([]);
    await desktop.close();

    const phone = await firstVisit(browser, '/m/home', true);
    await expect(phone.page.getByRole('img', { name: /秋季学期课程限时优惠/ })).toBeVisible();
    expect(sentToOpeningPaths('/m/home', phone.sent)).toEqual([]);
    await phone.close();
  });

  test('/home and /m/home draw their banner in their first render, with no placeholder in its place before it', async ({
    browser,
  }) => {
    for (const [path, phone] of [
      ['/home', false],
      ['/m/home', true],
    ] as const) {
      const context = await browser.newContext(phone ? iPhoneProfile : { viewport: DESKTOP });
      const page = await context.newPage();
      // Each batch of DOM changes is looked at once it is done: a placeholder seen in a batch before the
      // one that brings the banner means the page drew twice, first without its data.
      await page.addInitScript(() => {
        const seen = { placeholderFirst: false, banner: false };
        Object.assign(window, { firstRender: seen });
        new MutationObserver(() => {
          if (seen.banner) return;
          const banner = document.querySelector('#root img[alt*="秋季学期课程限时优惠"]');
          if (!banner && document.querySelector('#root [data-shape]')) seen.placeholderFirst = true;
          seen.banner = banner !== null;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await expect(page.getByRole('img', { name: /秋季学期课程限时优惠/ })).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { firstRender: unknown }).firstRender);
      expect(seen, path).toEqual({ placeholderFirst: false, banner: true });
      await context.close();
    }
  });

  test("a course page draws its course and its first chapter's lessons without asking for them", async ({ browser, request }) => {
    const [course] = (await webApi<Paged<CourseCard>>(request, 'course/findByHeadlineId', { size: 1 })).list;
    const address = `/course/chapter?courseId=${course!.id}`;
    const visit = await firstVisit(browser, address, false);
    await expect(visit.page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
    await expect(visit.page.getByText(/试看/).first()).toBeVisible();
    expect(sentToOpeningPaths(address, visit.sent)).toEqual([]);
    expect(visit.sent.filter((call) => call.startsWith('/api/web/v1/course/findChapterClass'))).toEqual([]);
    await visit.close();
  });

  test('an article draws its text and the courses beside it without asking for them', async ({ browser, request }) => {
    const [article] = (await webApi<Paged<{ id: number; title: string }>>(request, 'information/find', { size: 1 })).list;
    const address = `/news/detail?id=${article!.id}`;
    const visit = await firstVisit(browser, address, true);
    await expect(visit.page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
    await expect(visit.page.getByRole('link', { name: /课/ }).first()).toBeVisible();
    expect(sentToOpeningPaths(address, visit.sent)).toEqual([]);
    await visit.close();
  });

  test('the course system on a phone lists its first page without asking for it', async ({ browser }) => {
    const visit = await firstVisit(browser, '/m/course', true);
    await expect(visit.page.locator('article').first()).toBeVisible();
    expect(sentToOpeningPaths('/m/course', visit.sent)).toEqual([]);
    await visit.close();
  });

  test('a signed-in browser asks the server itself', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: 'xueban_token', value: 'expired-session', url: test.info().project.use.baseURL! }]);
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => void (request.url().includes('/homePage/findBanner') && sent.push(request.url())));
    await page.goto('/home');
    await expect(page.getByRole('img', { name: /秋季学期课程限时优惠/ })).toBeVisible();
    expect(sent).toHaveLength(1);
    await context.close();
  });
});
