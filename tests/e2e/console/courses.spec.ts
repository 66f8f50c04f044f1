import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { api, signedIn } from '../commerce/shop';
import { lessonClip, withoutNativeHls } from './lessonClip';
import { signInAs } from './staffConsole';

/**
 * The tests of this file run in order in one worker; later ones reuse the first one's signed-in console
 * instead of signing in again. A retry in a new worker signs in afresh with the same bound account.
 */
let editorSession: BrowserContextOptions['storageState'] | undefined;

async function asCourseEditor(page: Page) {
  await signInAs(page, 'courseEditor', 1);
  editorSession = await page.context().storageState();
}

async function courseEditorPage(browser: Browser, page: Page): Promise<Page> {
  if (!editorSession) {
    await asCourseEditor(page);
    return page;
  }
  const signedIn = await (await browser.newContext({ storageState: editorSession })).newPage();
  await signedIn.goto('/admin');
  return signedIn;
}

test('a course editor creates a draft, publishes it to the family site and withdraws it again', async ({ page, browser }) => {
  await asCourseEditor(page);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '课程' }).click();
  await expect(page.getByText(/共 \d+ 门课程/)).toBeVisible();

  await page.getByRole('button', { name: '新建课程' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/new$/);
  await page.getByLabel('课程标题').fill('初二数学·函数专题（端到端）');
  await page.getByLabel('学科').selectOption({ label: '数学' });
  await page.getByLabel('年级').selectOption({ label: '初二' });
  await page.getByLabel('主讲老师').fill('李明');
  await page.getByLabel('售价（元）').fill('199');
  await page.getByLabel('划线价（元）').fill('99');
  await page.getByRole('button', { name: '创建草稿' }).click();
  await expect(page.getByText('划线价应不低于售价')).toBeVisible();
  await page.getByLabel('划线价（元）').fill('299');
  await page.getByRole('button', { name: '创建草稿' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已创建草稿' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  const courseId = Number(page.url().split('/').pop());

  // Its outline: two chapters, a lesson in each, the second chapter put first.
  for (const title of ['第一章 一次函数', '第二章 反比例函数']) {
    await page.getByLabel('新章节名称').fill(title);
    await page.getByRole('button', { name: '添加章节' }).click();
    await expect(page.getByText(title)).toBeVisible();
  }
  await page.getByLabel('新课时名称（第一章 一次函数）').fill('函数的概念');
  await page.getByLabel('新课时名称（第一章 一次函数）').press('Enter');
  await page.getByLabel('新课时名称（第二章 反比例函数）').fill('反比例函数的意义');
  await page.getByLabel('新课时名称（第二章 反比例函数）').press('Enter');
  await expect(page.getByText('2 章 · 2 讲')).toBeVisible();
  await page.getByRole('button', { name: '上移 第二章 反比例函数' }).click();
  await expect(page.locator('[data-testid^="chapter-"]').first()).toContainText('第二章 反比例函数');
  await expect(page.locator('[data-testid^="lesson-"]').first()).toContainText('第 1 讲反比例函数的意义');

  // A draft is the console's alone.
  const family = await browser.newPage();
  await family.goto(`/course/chapter?courseId=${courseId}`);
  await expect(family.getByText('课程不存在或已下架')).toBeVisible();

  await page.getByRole('button', { name: '发布' }).click();
  await page
    .getByRole('alertdialog', { name: /发布「初二数学·函数专题（端到端）」/ })
    .getByRole('button', { name: '发布' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '已发布' })).toBeVisible();
  await expect(page.getByText(/版本 2/)).toBeVisible();

  await family.reload();
  await expect(family.getByRole('heading', { level: 1, name: '初二数学·函数专题（端到端）' })).toBeVisible();
  // The outline in the order the editor gave it.
  await expect(family.getByRole('button', { name: /^第1章 第二章 反比例函数/ })).toBeVisible();
  await expect(family.getByRole('button', { name: /^第2章 第一章 一次函数/ })).toBeVisible();
  await expect(family.getByText('¥199', { exact: false }).first()).toBeVisible();

  // Withdrawn from the list page; the list keeps its filter in the address.
  await page.getByRole('link', { name: '返回课程列表' }).click();
  await page.getByLabel('搜索标题或编号').fill('端到端');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/q=%E7%AB%AF%E5%88%B0%E7%AB%AF/);
  const row = page.getByTestId(`course-${courseId}`);
  await expect(page.getByText('共 1 门课程')).toBeVisible();
  await row.getByRole('button', { name: '下架' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '下架' }).click();
  await expect(row.getByText('已下架')).toBeVisible();
  await page.getByLabel('状态').selectOption('draft');
  await expect(page.getByText('没有符合条件的课程。')).toBeVisible();

  // Withdrawn at once on the page the server draws for anonymous visitors, though it was drawn and kept before.
  const served = await family.request.get(`/course/chapter?courseId=${courseId}`);
  expect(await served.text()).toContain('已下架，暂停销售');
  await family.goto(`/course/chapter?courseId=${courseId}`);
  await expect(family.getByText('已下架，暂停销售')).toBeVisible();

  // Not for sale any more: the family's search no longer finds it.
  await family.goto(`/search?keyword=${encodeURIComponent('函数专题（端到端）')}`);
  await expect(family.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(family.getByText('初二数学·函数专题（端到端）')).toHaveCount(0);
});

test('a course editor uploads a lesson video, which is transcoded, shown ready, and plays as HLS for a family with its progress saved, until the editor takes it off the lesson', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const clip = lessonClip('第一课.mp4', 2);
  const editor = await courseEditorPage(browser, page);
  await editor.goto('/admin/courses/new');
  await editor.getByLabel('课程标题').fill('视频上传（端到端）');
  await editor.getByLabel('学科').selectOption({ label: '数学' });
  await editor.getByLabel('售价（元）').fill('99');
  await editor.getByRole('button', { name: '创建草稿' }).click();
  await expect(editor).toHaveURL(/\/admin\/courses\/\d+$/);
  await editor.getByLabel('新章节名称').fill('第一章');
  await editor.getByRole('button', { name: '添加章节' }).click();
  await editor.getByLabel('新课时名称（第一章）').fill('开篇');
  await editor.getByLabel('新课时名称（第一章）').press('Enter');
  const lesson = editor.locator('[data-testid^="lesson-"]').first();
  await expect(lesson).toContainText('未上传视频');

  await lesson.getByLabel('选择视频文件（开篇）').setInputFiles(clip);
  await expect(lesson.getByText(/^已就绪 · 0:02$/)).toBeVisible({ timeout: 30_000 });
  await expect(lesson).not.toContainText('未上传视频');
  // After a reload the outline still shows the video's status from the server.
  await editor.reload();
  const ready = editor.locator('[data-testid^="lesson-"]').first();
  await expect(ready.getByText('已就绪 · 0:02')).toBeVisible();
  const classId = Number((await ready.getAttribute('data-testid'))!.replace('lesson-', ''));

  // A trial lesson of a published course: any signed-in family may watch it.
  await ready.getByLabel('试看').click();
  await expect(ready.getByLabel('试看')).toBeChecked();
  await editor.getByRole('button', { name: '发布' }).click();
  await editor.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(editor.getByRole('status').filter({ hasText: '已发布' })).toBeVisible();

  const familyContext = await browser.newContext();
  const account = await signedIn(familyContext, request);
  await familyContext.addCookies([{ name: 'xueban_token', value: account.token, url: baseURL! }]);
  await withoutNativeHls(familyContext);
  const family = await familyContext.newPage();
  const scripts: string[] = [];
  family.on('request', (asked) => {
    if (asked.resourceType() === 'script') scripts.push(asked.url());
  });
  await family.goto(`/video?classId=${classId}`);
  const video = family.locator('video[slot="media"]');
  await expect(video).toHaveJSProperty('readyState', 4, { timeout: 20_000 });
  // hls.js was fetched for this lesson only, and feeds the element through Media Source Extensions.
  expect(scripts.some((url) => /\/hls-[\w-]+\.js$/.test(url))).toBe(true);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect(video).toHaveJSProperty('ended', true, { timeout: 20_000 });
  // Playing to the end saves the position: the lesson counts as finished.
  await expect
    .poll(
      async () =>
        (
          await api<{ progress: number }>(
            request,
            '/api/web/v1/course/studyCourseVideo',
            { classId: String(classId) },
            account.token,
          )
        ).progress,
      { timeout: 10_000 },
    )
    .toBe(100);

  // Taken off the lesson after a confirmation: the outline shows the lesson without a video, and it no longer plays.
  await ready.getByRole('button', { name: '移除视频（开篇）' }).click();
  const question = editor.getByRole('alertdialog', { name: '移除「开篇」的视频' });
  await question.getByRole('button', { name: '保留' }).click();
  await expect(question).toHaveCount(0);
  await expect(ready.getByText('已就绪 · 0:02')).toBeVisible();
  await ready.getByRole('button', { name: '移除视频（开篇）' }).click();
  await question.getByRole('button', { name: '移除' }).click();
  await expect(question).toHaveCount(0);
  await expect(ready).toContainText('未上传视频');
  await expect(ready.getByText('已就绪 · 0:02')).toHaveCount(0);
  await expect(ready.getByRole('button', { name: '移除视频（开篇）' })).toHaveCount(0);
  await expect(ready.getByText('上传视频', { exact: true })).toBeVisible();
  await editor.reload();
  await expect(editor.locator('[data-testid^="lesson-"]').first()).toContainText('未上传视频');

  await family.reload();
  await expect(family.getByText('该课时暂无视频')).toBeVisible();
  await expect(family.locator('video[slot="media"]')).toHaveCount(0);
});

test('a course editor sets when a course goes on sale: until then the family reads it but cannot buy it', async ({
  browser,
  page,
}) => {
  const editor = await courseEditorPage(browser, page);
  await editor.goto('/admin/courses/new');
  await editor.getByLabel('课程标题').fill('开售预告（端到端）');
  await editor.getByLabel('学科').selectOption({ label: '数学' });
  await editor.getByLabel('售价（元）').fill('59');
  // A window that ends before it starts is named at once.
  await editor.getByLabel('开售时间').fill('2030-01-08T10:00');
  await editor.getByLabel('停售时间').fill('2030-01-01T10:00');
  await editor.getByRole('button', { name: '创建草稿' }).click();
  await expect(editor.getByText('停售时间应晚于开售时间')).toBeVisible();
  await editor.getByLabel('停售时间').fill('');
  await editor.getByRole('button', { name: '创建草稿' }).click();
  await expect(editor).toHaveURL(/\/admin\/courses\/\d+$/);
  const courseId = Number(editor.url().split('/').pop());
  // Reopened, the field shows the time the editor typed.
  await editor.reload();
  await expect(editor.getByLabel('开售时间')).toHaveValue('2030-01-08T10:00');
  await editor.getByRole('button', { name: '发布' }).click();
  await editor.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(editor.getByRole('status').filter({ hasText: '已发布' })).toBeVisible();

  const family = await browser.newPage();
  await family.goto(`/course/chapter?courseId=${courseId}`);
  await expect(family.getByRole('heading', { level: 1, name: '开售预告（端到端）' })).toBeVisible();
  await expect(family.getByTestId('sale-note')).toHaveText('01-08 10:00 开售');
  await expect(family.getByRole('link', { name: '立即购买' })).toHaveCount(0);
});
