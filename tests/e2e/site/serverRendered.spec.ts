import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { untilTakenOver } from '../shell/takenOver';
import { DESKTOP, webApi } from './site';
import { answerWechatJsSdk } from '../mobile/wechat';

interface CourseDetail {
  id: number;
  title: string;
  teacherName: string;
  isFree: boolean;
  price: number;
}
interface ArticleDetail {
  id: number;
  title: string;
}

const PHONE = { width: 375, height: 812 } as const;
const WECHAT_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

/** The text of the page's root element as the server sent it, without running a script. */
async function servedRoot(request: APIRequestContext, path: string, headers = {}) {
  const response = await request.get(path, { headers });
  const html = await response.text();
  // From the root element to the data blocks after it, which hold the page's answers as data, not as text shown.
  const start = html.indexOf('<div id="root"');
  const root = html.slice(start, html.indexOf('<script', start));
  return { status: response.status(), html, root };
}

test('a course page arrives with its title, price, teacher and outline in the HTML', async ({ request }) => {
  const course = await webApi<CourseDetail>(request, 'course/findByCourseId', { courseId: 3 });
  expect(course.isFree).toBe(false);
  const { status, root } = await servedRoot(request, `/course/chapter?courseId=${course.id}`);
  expect(status).toBe(200);
  expect(root).toContain(`<h1`);
  expect(root).toContain(course.title);
  expect(root).toContain(`data-part="amount">${course.price}<`);
  expect(root).toContain(`主讲 ${course.teacherName}`);
  expect(root).toContain('课程大纲');
  // Links a crawler can follow to the rest of the site.
  expect(root).toContain('href="/news"');
  expect(root).not.toContain('需要启用 JavaScript');
});

test('with scripts off, an article reads in full and a phone’s home shows its courses', async ({ browser, request }) => {
  const { list } = await webApi<{ list: ArticleDetail[] }>(request, 'information/find', { page: 1, size: 1 });
  const article = list[0]!;
  const desktop = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
  const page = await desktop.newPage();
  await page.goto(`/news/detail?id=${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '面包屑导航' }).getByRole('link', { name: '新闻资讯' })).toBeVisible();
  await desktop.close();

  const phone = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, userAgent: WECHAT_PHONE });
  const mobile = await phone.newPage();
  await mobile.goto('/m/home');
  await expect(mobile.getByRole('heading', { name: '选年级 · 找课程' })).toBeVisible();
  await expect(mobile.getByRole('link', { name: '一年级' }).first()).toBeVisible();
  await phone.close();
});

test('the browser takes over the drawn page without drawing it again: the login dialog opens and links navigate without a reload', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The heading as the HTML parser made it, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('main h1');
    });
  });
  await page.goto('/course/chapter?courseId=3');
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Hydrated, not drawn again: the app took over the very element the server sent.
  expect(await page.evaluate(() => (window as { drawnHeading?: Element | null }).drawnHeading?.isConnected)).toBe(true);
  expect(
    await page.evaluate(() => document.querySelector('main h1') === (window as { drawnHeading?: Element }).drawnHeading),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: '新闻资讯' }).click();
  await expect(page).toHaveURL(/\/news$/);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

test('every drawn page is taken over by the browser without a mismatch, on a desktop and in WeChat on a phone', async ({
  browser,
}) => {
  const pages = {
    desktop: [
      '/home',
      '/course',
      '/course/chapter?courseId=3',
      '/news',
      '/news/detail?id=1',
      '/smarter',
      '/smarter/detail?id=1',
      '/faq/table',
      '/search?keyWord=物理',
    ],
    phone: ['/m/home', '/m/course', '/m/about', '/course/chapter?courseId=3', '/news/detail?id=1'],
  };
  for (const [kind, paths] of Object.entries(pages)) {
    const context = await browser.newContext(
      kind === 'phone' ? { viewport: PHONE, userAgent: WECHAT_PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP },
    );
    // In WeChat a course sets its share card, which loads WeChat's JS-SDK.
    if (kind === 'phone') await answerWechatJsSdk(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    if (kind === 'desktop') {
      // A keyword in this browser's search history, which the header's box lists and the server cannot know.
      await page.goto('/news');
      const box = page.getByRole('banner').getByRole('combobox', { name: '搜索课程、资讯、学霸' });
      await untilTakenOver(box);
      await box.fill('物理');
      await box.press('Enter');
      await expect(page).toHaveURL(/keyWord=/);
    }
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.locator('#root').getAttribute('data-server-drawn'), path).toBe('');
      await expect(page.getByRole('main').first(), path).toBeVisible();
    }
    expect(errors).toEqual([]);
    await context.close();
  }
});

/** Holds the app's chunk back for a second and a half; says whether it has been let through. */
async function holdBackTheApp(page: Page) {
  let released = false;
  await page.route('**/assets/app-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    released = true;
    await route.continue();
  });
  return { arrived: () => released };
}

test('a button clicked before the app has arrived still does its work once it has', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // The app's chunk held back for a while: the drawn page is on screen, its buttons not yet run by anything. The
  // layout's and the page's chunks take longer still: the app has arrived, their code not yet.
  const app = await holdBackTheApp(page);
  await page.route(/\/assets\/(desktop|CourseChapterPage)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/course/chapter?courseId=3', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  expect(app.arrived()).toBe(false);
  await expect(page.getByRole('dialog', { name: '欢迎登录学伴在线' })).toBeVisible();
});

test('words typed into the drawn search box before the app has arrived stay, and searching finds them', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const app = await holdBackTheApp(page);
  await page.goto('/news', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('banner').getByRole('combobox', { name: '搜索课程、资讯、学霸' });
  await search.pressSequentially('物理', { delay: 50 });
  expect(app.arrived()).toBe(false);
  await untilTakenOver(search);
  await expect(search).toHaveValue('物理');
  await search.press('Enter');
  await expect(page.getByText(/“物理”的搜索结果，共 \d+ 条/)).toBeVisible();
  await expect(page).toHaveURL(/\/search\?/);
});

test('an unknown address and a course that does not exist are answered 404, and no course is drawn', async ({ request }) => {
  expect((await request.get('/no-such-page')).status()).toBe(404);
  const { status, root } = await servedRoot(request, '/course/chapter?courseId=999999');
  expect(status).toBe(404);
  // Its call is refused, so the page has no course to draw: no heading, no price.
  expect(root).not.toContain('<h1');
  expect(root).not.toContain('data-part="amount"');
});

test('a signed-in visitor is never served a drawn page, not even one kept for anonymous visitors', async ({ request }) => {
  // An anonymous visit first, so the drawn page is kept.
  expect((await servedRoot(request, '/course/chapter?courseId=3')).root).toContain('课程大纲');
  const again = await request.get('/course/chapter?courseId=3');
  expect(again.headers()['server-timing']).toMatch(/\brender;dur=/);
  const { root } = await servedRoot(request, '/course/chapter?courseId=3', { cookie: 'xueban_token=some-token' });
  expect(root).not.toContain('课程大纲');
  expect(root).toContain('boot-shell');
});

test('the server sends a phone to the phone site before drawing anything, and moves / for good', async ({ request }) => {
  const phone = await request.get('/course?gradeId=3', { headers: { 'user-agent': WECHAT_PHONE }, maxRedirects: 0 });
  expect(phone.status()).toBe(302);
  expect(phone.headers()['location']).toBe('/m/course?gradeId=3');
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(301);
  expect(root.headers()['location']).toBe('/home');
  const drawn = await servedRoot(request, '/course?gradeId=3', { 'user-agent': WECHAT_PHONE });
  expect(drawn.status).toBe(200);
  expect(drawn.html).toContain('data-server-drawn');
});
