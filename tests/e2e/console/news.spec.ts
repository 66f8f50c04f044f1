import { expect, test } from '@playwright/test';
import { png } from './pictures';
import { firstSignIn } from './staffConsole';

test('a content editor writes an article with a picture, previews it, and publishes it to /news and the sitemap', async ({
  page,
  browser,
}) => {
  await firstSignIn(page, '13600136002');
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '资讯' }).click();
  await expect(page.getByText(/共 \d+ 篇资讯/)).toBeVisible();
  await page.getByRole('button', { name: '写资讯' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);

  // Nothing typed yet: the form names what is missing.
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('请填写标题（不超过 80 个字）')).toBeVisible();
  await expect(page.getByText('正文不能为空')).toBeVisible();

  const title = '寒假衔接怎么学：三周计划表（端到端）';
  await page.getByLabel('标题', { exact: true }).fill(title);
  // A category the site's own news journeys do not read, so the article never stands in their way.
  await page.getByLabel('分类', { exact: true }).selectOption({ label: '平台动态' });
  await page.getByLabel('作者', { exact: true }).fill('教研组');
  await page.getByLabel('摘要', { exact: true }).fill('把三周拆成回顾、专练、模拟三段');
  const body = page.getByRole('textbox', { name: '正文' });
  await body.click();
  await page.getByRole('button', { name: '标题 H2' }).click();
  await page.keyboard.type('第一周：回顾');
  await page.keyboard.press('Enter');
  await page.keyboard.type('每天一小时，先把课本例题重做一遍。');
  await page
    .getByTestId('article-image-input')
    .setInputFiles({ name: '计划表.png', mimeType: 'image/png', buffer: png(64, 36, [37, 99, 235]) });
  await expect(body.locator('img')).toHaveAttribute('src', /\/api\/upload\/files\//);
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(320, 240, [16, 185, 129]) });
  // The picture is cropped to the 16:9 cover shape before it is uploaded.
  await page.getByRole('dialog', { name: '裁剪封面' }).getByRole('button', { name: '使用这张封面' }).click();
  await expect(page.getByRole('button', { name: '更换封面' })).toBeVisible();
  await expect(page.getByRole('button', { name: '移除封面' })).toBeVisible();

  // The preview shows the body as the site will.
  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('article', { name: '预览' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: '第一周：回顾' })).toBeVisible();
  await expect(preview.locator('img')).toBeVisible();
  await page.getByRole('button', { name: '编辑' }).click();

  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const articleId = Number(page.url().split('/').pop());

  // A draft is the console's alone.
  const visitor = await browser.newPage();
  await visitor.goto(`/news/detail?id=${articleId}`);
  await expect(visitor.getByText('文章不存在或已删除')).toBeVisible();

  await page.getByRole('button', { name: '发布' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已发布' })).toBeVisible();
  await expect(page.getByText('已发布', { exact: true }).first()).toBeVisible();

  await visitor.goto('/news');
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: '第一周：回顾' })).toBeVisible();
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/news/detail?id=${articleId}</loc>`);

  // Unpublished, it leaves the site and the sitemap at once.
  await page.getByRole('button', { name: '撤回' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '撤回' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已撤回' })).toBeVisible();
  expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(`/news/detail?id=${articleId}</loc>`);
  await visitor.reload();
  await expect(visitor.getByText('文章不存在或已删除')).toBeVisible();
});

test('a customer service agent has no news menu and cannot open the news pages', async ({ page }) => {
  await firstSignIn(page, '13600136005');
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: '课程' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '资讯' })).toHaveCount(0);
  await page.goto('/admin/news/1');
  await expect(page.getByRole('heading', { name: '没有这个后台页面' })).toBeVisible();
});
