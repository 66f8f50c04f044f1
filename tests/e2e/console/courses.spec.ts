import { expect, test } from '@playwright/test';
import { firstSignIn } from './staffConsole';

test('a course editor creates a draft, publishes it to the family site and withdraws it again', async ({ page, browser }) => {
  await firstSignIn(page, '13600136003');
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

  // Not for sale any more: the family's search no longer finds it.
  await family.goto(`/search?keyword=${encodeURIComponent('函数专题（端到端）')}`);
  await expect(family.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(family.getByText('初二数学·函数专题（端到端）')).toHaveCount(0);
});
