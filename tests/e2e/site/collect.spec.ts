import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoStudentExtras } from '../../../server/src/platform/db/seed/data/demo-student';
import { browserToken, completeDemoStudentLogin, loginDialog, post, useDemoStudentDevice } from '../account/accounts';
import { DESKTOP, webApi, type Paged } from './site';

test.use({ viewport: DESKTOP });

type Kind = 'course' | 'news' | 'tutor';

/** A record the demo student's seeded collections leave out, so collecting it is a change. */
async function notYetCollected(request: APIRequestContext, kind: Kind) {
  const seeded = new Set(demoStudentExtras.collections.filter((item) => item.kind === kind).map((item) => item.targetCode));
  const path = { course: 'course/findByCategoryId', news: 'information/find', tutor: 'teacherInfo/find' }[kind];
  const { list } = await webApi<Paged<{ id: number; code: string }>>(request, path, { size: 20 });
  return list.find((item) => !seeded.has(item.code))!;
}

/** What the server says about the logged-in student's collection of one record. */
async function collectedOnServer(page: Page, request: APIRequestContext, objectType: Kind, objectId: number) {
  const rsNo = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('xueban.user')!) as { value: { rsNo: string } }).value.rsNo,
  );
  const answer = await post<{ collected: boolean }>(
    request,
    '/collection/check',
    { objectType, objectId: String(objectId) },
    await browserToken(page, rsNo),
  );
  expect(answer.status, answer.message).toBe(1);
  return answer.appData.collected;
}

/** Collects, checks it on the page, after a reload and on the server, then takes it back the same way. */
async function collectAndUncollect(page: Page, request: APIRequestContext, kind: Kind, id: number, subject: string) {
  const button = page.getByRole('button', { name: new RegExp(`^(已)?收藏 ${subject}$`) });
  // The student's state of the record has arrived before it is changed.
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAccessibleName(`已收藏 ${subject}`);
  await expect(page.getByText('已加入我的收藏')).toBeVisible();
  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await collectedOnServer(page, request, kind, id)).toBe(true);

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('已取消收藏')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(await collectedOnServer(page, request, kind, id)).toBe(false);
}

test('an anonymous visitor collects a course through the login dialog; it stays collected until taken back', async ({
  page,
  request,
}) => {
  // The demo student's login may wait its turn behind the SMS-check test, which waits out the phone's resend minute.
  test.setTimeout(120_000);
  const course = await notYetCollected(request, 'course');
  await useDemoStudentDevice(page.context());
  await page.goto(`/course/chapter?courseId=${course.id}`);
  const button = page.getByRole('button', { name: '收藏 课程', exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  await button.click();
  await expect(loginDialog(page)).toBeVisible();
  await completeDemoStudentLogin(page, request);

  // The collect asked for before the login goes through once logged in.
  const collected = page.getByRole('button', { name: '已收藏 课程' });
  await expect(collected).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`/course/chapter\\?courseId=${course.id}$`));
  await page.reload();
  await expect(collected).toHaveAttribute('aria-pressed', 'true');
  expect(await collectedOnServer(page, request, 'course', course.id)).toBe(true);

  await collected.click();
  const idle = page.getByRole('button', { name: '收藏 课程', exact: true });
  await expect(idle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('已取消收藏')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(idle).not.toHaveAttribute('aria-busy', 'true');
  await expect(idle).toHaveAttribute('aria-pressed', 'false');
  expect(await collectedOnServer(page, request, 'course', course.id)).toBe(false);

  // The same student collects an article and a tutor.
  const article = await notYetCollected(request, 'news');
  await page.goto(`/news/detail?id=${article.id}`);
  await collectAndUncollect(page, request, 'news', article.id, '文章');

  const tutor = await notYetCollected(request, 'tutor');
  await page.goto(`/smarter/detail?id=${tutor.id}`);
  await collectAndUncollect(page, request, 'tutor', tutor.id, '学霸');
});
