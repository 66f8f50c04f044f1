import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { api, signedIn } from '../commerce/shop';
import { signInAs } from './staffConsole';

/*
 * Broadcasts from the console: the content editor sends a message to one grade, a family of that grade finds
 * it in 消息中心 once the fan-out job has run, and a family of another grade never gets it. A read-only member
 * reads the list but cannot compose.
 */
test.setTimeout(150_000);

const MY_MESSAGES = '/api/v1/notification/findByUserInfoId';

/** A fresh family of the grade with its 消息中心 open. */
async function familyOf(browser: Browser, request: APIRequestContext, grade: string) {
  const context = await browser.newContext();
  const account = await signedIn(context, request, grade);
  const page = await context.newPage();
  await page.goto('/personal/notification');
  /** The titles of the family's messages, as its 消息中心 reads them. */
  const titles = async () =>
    (await api<{ list: { title: string }[] }>(request, MY_MESSAGES, { size: '50' }, account.token)).list.map(
      (item) => item.title,
    );
  return { page, titles, close: () => context.close() };
}

test('the content editor sends a message to 初一: a 初一 family sees it in 消息中心, a 初二 family does not', async ({
  browser,
  page,
  request,
}) => {
  const title = `初一家长会通知 ${Date.now().toString(36)}`;
  const first = await familyOf(browser, request, '初一');
  const second = await familyOf(browser, request, '初二');

  await signInAs(page, 'contentEditor', 5);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '消息推送' }).click();
  await expect(page).toHaveURL(/\/admin\/broadcasts$/);
  await page.getByRole('button', { name: '撰写推送' }).click();
  await expect(page).toHaveURL(/\/admin\/broadcasts\/new$/);

  // Sending with nothing filled in says what is missing.
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(page.getByText('请填写标题（不超过 40 个字）')).toBeVisible();

  await page.getByLabel('标题', { exact: true }).fill(title);
  await page.getByLabel('正文').fill('本周六上午九点线上家长会，请准时参加。');
  await page.getByLabel('发送对象').selectOption({ label: '某年级' });
  await page.getByLabel('年级', { exact: true }).selectOption({ label: '初一' });
  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('complementary', { name: '在消息中心的样子' });
  await expect(preview.getByTestId('broadcast-reach')).toHaveText(/将送达 [1-9]\d* 个家庭/);
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();

  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/broadcasts\/\d+$/);
  await expect(page.getByText('已保存，推送任务会按时送达。')).toBeVisible();

  // The fan-out job runs every few seconds on the e2e server; the family's page shows it after a reload.
  await expect
    .poll(
      async () => {
        await first.page.reload();
        return first.page.getByRole('heading', { name: title }).count();
      },
      { timeout: 90_000, intervals: [2_000, 5_000] },
    )
    .toBe(1);
  // One run of the job delivers the whole audience: by now the other grade would have it too, were it included.
  expect(await first.titles()).toContain(title);
  expect(await second.titles()).not.toContain(title);

  await page.getByRole('link', { name: '返回推送列表' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('已送达');
  await expect(row).toContainText('初一');

  await first.close();
  await second.close();
});

test('a read-only member reads the broadcasts but has no compose button', async ({ page }) => {
  await signInAs(page, 'readOnly', 7);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '消息推送' }).click();
  await expect(page.getByRole('heading', { name: '消息推送' })).toBeVisible();
  await expect(page.getByText(/共 \d+ 条推送|还没有消息推送。/)).toBeVisible();
  await expect(page.getByRole('button', { name: '撰写推送' })).toHaveCount(0);
  await page.goto('/admin/broadcasts/new');
  await expect(page.getByText('没有这条推送，或你的角色不能打开它。')).toBeVisible();
});
