import { expect, test } from '@playwright/test';
import { signInAs } from './staffConsole';

// This file's own accounts (see e2eStaff.ts): no other spec file signs in with them.
const EDITOR_SLOT = 3;
const READER_SLOT = 4;

test('a content editor publishes the user agreement, a tender notice and a FAQ answer, and families see each at once', async ({
  page,
  browser,
}) => {
  // Three journeys in one: the agreement, a notice and a FAQ answer, each checked on the site.
  test.setTimeout(180_000);
  const visitor = await browser.newPage();
  await signInAs(page, 'contentEditor', EDITOR_SLOT);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '页面与公告' }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByTestId('site-page-user-agreement')).toContainText('/about/aboutUserAgreement');

  // The user agreement: a clause added at its end stays a draft until it is published.
  await page.getByTestId('site-page-user-agreement').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/pages\/user-agreement$/);
  const clause = '补充条款（端到端）：家长可以随时在个人中心查看孩子的学习记录。';
  const body = page.getByRole('textbox', { name: '正文' });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(clause);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('status').filter({ hasText: '草稿已保存' })).toBeVisible();
  await expect(page.getByText('有未发布的修改').first()).toBeVisible();

  await visitor.goto('/about/aboutUserAgreement');
  await expect(visitor.getByRole('heading', { name: '用户协议', level: 1 })).toBeVisible();
  await expect(visitor.getByText(clause)).toHaveCount(0);

  // The preview is the agreement page itself: its heading, version date and table of contents.
  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('article', { name: '预览' });
  await expect(preview.getByRole('heading', { name: '用户协议', level: 1 })).toBeVisible();
  await expect(preview.getByText(clause)).toBeVisible();
  await expect(preview.getByRole('link', { name: /定义/ }).first()).toBeVisible();
  await page.getByRole('button', { name: '编辑' }).click();

  await page.getByRole('button', { name: '发布' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已发布，网站已更新' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(clause)).toBeVisible();
  // The agreement kept its sections: the table of contents still links to them.
  await expect(visitor.getByRole('link', { name: /定义/ }).first()).toBeVisible();

  // A tender notice: written unpublished, then published to the list and the sitemap.
  await page.getByRole('link', { name: '返回网站页面' }).click();
  await page.getByRole('navigation', { name: '页面与公告分区' }).getByRole('link', { name: '招标公告' }).click();
  await expect(page.getByText(/共 \d+ 条公告/)).toBeVisible();
  await page.getByRole('button', { name: '新建公告' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/tenders\/new$/);
  await page.getByRole('button', { name: '保存（暂不发布）' }).click();
  await expect(page.getByText('请填写项目编号：字母、数字和连字符，2 到 40 个字符')).toBeVisible();
  await expect(page.getByText('正文不能为空')).toBeVisible();

  const title = '学伴在线端到端测试设备采购项目招标公告';
  await page.getByLabel('项目编号', { exact: true }).fill('XB-E2E-2026-001');
  await page.getByLabel('标题', { exact: true }).fill(title);
  await page.getByLabel('摘要', { exact: true }).fill('采购测试设备一批（端到端）');
  await page.getByLabel('投标截止时间', { exact: true }).fill('2027-01-15T14:00');
  await page.getByLabel('联系方式', { exact: true }).fill('王老师 010-12345678');
  const tenderBody = page.getByRole('textbox', { name: '正文' });
  await tenderBody.click();
  await page.keyboard.type('一、项目概况：采购测试设备一批。');
  await page.getByRole('button', { name: '保存（暂不发布）' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/tenders\/\d+$/);
  const tenderId = Number(page.url().split('/').pop());

  await visitor.goto(`/about/tender-announcement?id=${tenderId}`);
  await expect(visitor.getByText('公告不存在或已撤下')).toBeVisible();

  await page.getByRole('button', { name: '发布' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已发布，网站已更新' })).toBeVisible();

  await visitor.goto('/about/tender-announcement');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByText('一、项目概况：采购测试设备一批。')).toBeVisible();
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/about/tender-announcement?id=${tenderId}</loc>`);

  // A FAQ answer: a question added at the end of the trainer FAQ, then its answer edited.
  await page.getByRole('link', { name: '返回招标公告' }).click();
  await page.getByRole('navigation', { name: '页面与公告分区' }).getByRole('link', { name: '常见问题与收费' }).click();
  const question = '入驻审核一般需要多久？（端到端）';
  const entries = page.getByRole('region', { name: '培训师常见问题' });
  await entries.getByRole('button', { name: '新增' }).click();
  await entries.getByLabel('问题', { exact: true }).fill(question);
  await entries.getByLabel('回答', { exact: true }).fill('五个工作日内。');
  await entries.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存，网站已更新' })).toBeVisible();
  // Held by its test id: while it is edited, the question is in a text box rather than the row's text.
  const rowId = await entries.getByRole('listitem').filter({ hasText: question }).getAttribute('data-testid');
  const row = page.getByTestId(rowId!);
  await row.getByRole('button', { name: '编辑' }).click();
  const answer = '资料齐全后三个工作日内完成审核，结果以短信通知。';
  await row.getByLabel('回答', { exact: true }).fill(answer);
  await row.getByRole('button', { name: '保存' }).click();
  await expect(row.getByText(answer)).toBeVisible();

  // The answer must show within a few loads: other instances hear of the save a moment later. (This instance's
  // first load once showed the old answer, joined to a read begun before the save: readCache.ts no longer allows it.)
  await expect(async () => {
    await visitor.goto('/faq/trainer');
    await visitor.getByText(question).click();
    await expect(visitor.getByText(answer)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await visitor.close();
});

test('a read-only member opens the pages, notices and FAQ but changes nothing', async ({ page }) => {
  await signInAs(page, 'readOnly', READER_SLOT, '/admin/pages/privacy-agreement');
  await expect(page.getByText('你的角色只能查看网站页面。')).toBeVisible();
  await expect(page.getByRole('button', { name: '保存草稿' })).toHaveCount(0);
  await page.goto('/admin/pages/faq');
  await expect(page.getByText('你的角色只能查看常见问题与收费表。')).toBeVisible();
  await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
  await page.goto('/admin/pages/tenders');
  await expect(page.getByRole('button', { name: '新建公告' })).toHaveCount(0);
});
