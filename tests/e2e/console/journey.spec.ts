import { expect, test, type Page } from '@playwright/test';
import { payAtCashier, signedIn } from '../commerce/shop';
import { lessonClip, withoutNativeHls } from './lessonClip';
import { signInAs } from './staffConsole';

/*
 * The whole way of a course, from the console to a family and back: an owner builds and publishes it with a
 * transcoded lesson video, a family finds it on /course, buys it in the sandbox and plays the lesson; the
 * course is withdrawn and the family still plays what it bought, while a new visitor can no longer find it.
 */
test.setTimeout(180_000);

/** A grade and subject no other browser test lists, so this course never changes what they count. */
const GRADE = '高一';
const SUBJECT = '化学';
const TITLE = '高一化学·物质的量（全程）';

/** Waits until the lesson player has picture to show, its decryption key handed out. */
async function playsLesson(page: Page, classId: number): Promise<void> {
  const keys: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/key')) keys.push(response.status());
  });
  await page.goto(`/video?classId=${classId}`);
  const video = page.locator('video[slot="media"]');
  await expect(video).toHaveJSProperty('readyState', 4, { timeout: 30_000 });
  await expect.poll(() => keys).toContain(200);
}

test('an owner builds and publishes a course with a transcoded lesson; a family buys and plays it, and still plays it once it is withdrawn and no longer sold', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const clip = lessonClip('物质的量.mp4', 3);

  // The owner builds the course: two chapters, three lessons.
  await signInAs(page, 'owner', 1);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '课程' }).click();
  await page.getByRole('button', { name: '新建课程' }).click();
  await page.getByLabel('课程标题').fill(TITLE);
  await page.getByLabel('学科').selectOption({ label: SUBJECT });
  await page.getByLabel('年级').selectOption({ label: GRADE });
  await page.getByLabel('主讲老师').fill('周岚');
  await page.getByLabel('售价（元）').fill('129');
  await page.getByRole('button', { name: '创建草稿' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  const courseId = Number(page.url().split('/').pop());
  for (const chapter of ['第一章 物质的量', '第二章 气体摩尔体积']) {
    await page.getByLabel('新章节名称').fill(chapter);
    await page.getByRole('button', { name: '添加章节' }).click();
    await expect(page.getByText(chapter)).toBeVisible();
  }
  for (const [chapter, lesson] of [
    ['第一章 物质的量', '摩尔的定义'],
    ['第一章 物质的量', '摩尔质量'],
    ['第二章 气体摩尔体积', '标准状况下的体积'],
  ] as const) {
    const field = page.getByLabel(`新课时名称（${chapter}）`);
    await field.fill(lesson);
    await field.press('Enter');
    await expect(page.locator('[data-testid^="lesson-"]').filter({ hasText: lesson })).toBeVisible();
  }
  await expect(page.getByText('2 章 · 3 讲')).toBeVisible();

  // The first lesson's video: uploaded, transcoded to HLS, ready.
  const lesson = page.locator('[data-testid^="lesson-"]').filter({ hasText: '摩尔的定义' });
  await lesson.getByLabel('选择视频文件（摩尔的定义）').setInputFiles(clip);
  await expect(lesson.getByText(/^已就绪 · 0:03$/)).toBeVisible({ timeout: 60_000 });
  const classId = Number((await lesson.getAttribute('data-testid'))!.replace('lesson-', ''));

  await page.getByRole('button', { name: '发布' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已发布' })).toBeVisible();

  // A family finds it on /course by grade and subject, and buys it at the sandbox cashier.
  const familyContext = await browser.newContext();
  const account = await signedIn(familyContext, request);
  // Where a login through the dialog keeps the session for the media requests too.
  await familyContext.addCookies([{ name: 'xueban_token', value: account.token, url: baseURL! }]);
  await withoutNativeHls(familyContext);
  const family = await familyContext.newPage();
  await family.goto('/course');
  const filters = family.getByRole('region', { name: '课程筛选' });
  await filters.getByRole('list', { name: '年级' }).getByRole('link', { name: GRADE, exact: true }).click();
  await filters.getByRole('list', { name: '学科' }).getByRole('link', { name: SUBJECT, exact: true }).click();
  await family.getByRole('main').getByRole('article').filter({ hasText: TITLE }).getByRole('heading').click();
  await expect(family).toHaveURL(new RegExp(`/course/chapter\\?courseId=${courseId}`));
  await expect(family.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // The outline as the owner built it, the transcoded lesson with its length.
  await expect(family.getByText('2 章', { exact: true })).toBeVisible();
  await expect(family.getByText('3 讲', { exact: true })).toBeVisible();
  await expect(family.getByRole('listitem').filter({ hasText: '摩尔的定义' }).getByText('0:03')).toBeVisible();
  await family.getByRole('link', { name: '立即购买' }).first().click();
  await expect(family.getByTestId('payable')).toHaveText('¥129.00');
  await family.getByRole('radio', { name: /支付宝/ }).check();
  await family.getByRole('button', { name: '提交订单' }).click();
  const cashier = await payAtCashier(family, () => family.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
  await cashier.close();
  await expect(family.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');

  // The bought lesson plays: its key is handed to the owner of the course.
  await playsLesson(family, classId);

  // Withdrawn: gone for a new visitor, still the family's.
  await page.getByRole('button', { name: '下架' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '下架' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已下架' })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(`/course/chapter?courseId=${courseId}`);
  await expect(visitor.getByText('已下架，暂停销售')).toBeVisible();
  await expect(visitor.getByRole('link', { name: '立即购买' })).toHaveCount(0);
  await visitor.goto(`/search?keyword=${encodeURIComponent('物质的量（全程）')}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(TITLE)).toHaveCount(0);
  await playsLesson(family, classId);
});
