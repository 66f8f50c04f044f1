import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { WECHAT_UA } from '../mobile/wechat';
import { DESKTOP, webApi, type CourseCard, type Paged } from '../site/site';

const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];

/** WeChat's built-in browser on a Windows computer. */
const DESKTOP_WECHAT_UA =
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090c11) XWEB/11275 Flue';

/** WeChat's jweixin script as the page would get it from res.wx.qq.com, recording what the page gives it. */
const SDK_STAND_IN = `(() => {
  const calls = (window.shareCalls = []);
  let ready = null;
  window.wx = {
    config: (options) => { calls.push(['config', options]); setTimeout(() => ready && ready(), 0); },
    ready: (callback) => { ready = callback; },
    error: () => undefined,
    updateAppMessageShareData: (data) => calls.push(['appMessage', data]),
    updateTimelineShareData: (data) => calls.push(['timeline', data]),
  };
})();`;

type ShareCall = [string, Record<string, string>];

interface Visit {
  page: Page;
  /** The form of every weixin/shareConfig request the page made. */
  asked: URLSearchParams[];
  /** The JS-SDK script downloads. */
  sdkLoads: string[];
}

/** A page in WeChat (phone or computer), WeChat's JS-SDK answered by the stand-in. */
async function openInWechat(browser: Browser, device: 'phone' | 'desktop'): Promise<Visit> {
  const context =
    device === 'phone'
      ? await browser.newContext({ ...iPhone, userAgent: WECHAT_UA, viewport: { width: 375, height: 812 } })
      : await browser.newContext({ userAgent: DESKTOP_WECHAT_UA, viewport: DESKTOP });
  const page = await context.newPage();
  const asked: URLSearchParams[] = [];
  const sdkLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/weixin/shareConfig')) asked.push(new URLSearchParams(request.postData() ?? ''));
  });
  await page.route('https://res.wx.qq.com/**', (route) => {
    sdkLoads.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: SDK_STAND_IN });
  });
  return { page, asked, sdkLoads };
}

/** What the page gave the JS-SDK, once it has shared. */
async function sharedCalls(page: Page): Promise<ShareCall[]> {
  const read = () => page.evaluate(() => (window as unknown as { shareCalls?: ShareCall[] }).shareCalls ?? []);
  await expect.poll(async () => (await read()).map(([name]) => name)).toEqual(['config', 'appMessage', 'timeline']);
  return read();
}

/** The card WeChat was given: the page's title, its address as the link, an absolute picture. */
async function expectCard(page: Page, title: string) {
  const calls = await sharedCalls(page);
  expect(calls[0]![1]).toMatchObject({ appId: expect.any(String), signature: expect.any(String) });
  const card = calls[1]![1];
  expect(card.title).toBe(title);
  expect(card.desc).toEqual(expect.any(String));
  expect(card.link).toBe(page.url().split('#')[0]);
  expect(card.imgUrl).toMatch(/^https?:\/\/[^/]+\/\S+/);
  expect(calls[2]![1]).toEqual({ title, link: card.link, imgUrl: card.imgUrl });
}

async function aCourse(request: Parameters<typeof webApi>[0]): Promise<CourseCard> {
  const { list } = await webApi<Paged<CourseCard>>(request, 'course/findByCategoryId', { size: 1 });
  expect(list.length).toBeGreaterThan(0);
  return list[0]!;
}

test('a course shared from WeChat on a computer carries its own card, asked for with type 0', async ({ browser, request }) => {
  const course = await aCourse(request);
  const { page, asked, sdkLoads } = await openInWechat(browser, 'desktop');
  await page.goto(`/course/chapter?courseId=${course.id}`);
  const title = (await page.locator('#course-title').textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  await expectCard(page, title);
  expect(sdkLoads).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js']);
  expect(asked).toHaveLength(1);
  expect(asked[0]!.get('type')).toBe('0');
  expect(asked[0]!.get('url')).toBe(page.url().split('#')[0]);
  await page.context().close();
});

test("a course's phone page shared from WeChat carries the course's card, asked for with type 1", async ({
  browser,
  request,
}) => {
  const course = await aCourse(request);
  const { page, asked } = await openInWechat(browser, 'phone');
  await page.goto(`/m/course?courseId=${course.id}`);
  const title = (await page.locator('#course-title').textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  await expectCard(page, title);
  expect(asked.map((form) => form.get('type'))).toEqual(['1']);
  await page.context().close();
});

test("a tutor's profile shared from WeChat on a phone carries the tutor's name and photo, asked for with type 1", async ({
  browser,
  request,
}) => {
  const { list } = await webApi<Paged<{ id: number; name: string }>>(request, 'teacherInfo/find', { size: 1 });
  const { page, asked } = await openInWechat(browser, 'phone');
  await page.goto(`/smarter/detail?id=${list[0]!.id}`);
  const name = page.locator('#tutor-name');
  await expect(name).toHaveText(list[0]!.name);

  await expectCard(page, list[0]!.name);
  expect(asked.map((form) => form.get('type'))).toEqual(['1']);
  expect(asked[0]!.get('url')).toBe(page.url().split('#')[0]);
  await page.context().close();
});

test('outside WeChat a course page downloads no share setup, asks for no share config and loads no JS-SDK', async ({
  browser,
  request,
}) => {
  const course = await aCourse(request);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const asked: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/weixin/shareConfig') || request.url().includes('res.wx.qq.com')) asked.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(`/course/chapter?courseId=${course.id}`);
  await expect(page.locator('#course-title')).not.toBeEmpty();
  await page.waitForTimeout(1_500);
  expect(asked).toEqual([]);
  // The share setup machine (its id survives minifying) is in none of the scripts the visit downloaded.
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('shareSetup'))).toEqual([]);
  expect(await page.evaluate(() => 'wx' in window)).toBe(false);
  await context.close();
});
