import { expect, test } from '@playwright/test';
import { png } from './pictures';
import { consoleToken, signInAs } from './staffConsole';

/**
 * A name, school, major and introduction no family-site journey searches for (they search 物理, 中考, 竞赛 …),
 * and a tutor placed at the end of the order, so this tutor never stands in their way while it is shown.
 */
const tutor = { name: '端到端·沈星河', school: '南京大学', major: '天文学', intro: '喜欢用星空讲清光是怎么走的。' };

test('a course editor adds a tutor with a photo, shows it on the family tutor list, then hides it from the site', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'courseEditor', 2);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '学霸导师' }).click();
  await expect(page).toHaveURL(/\/admin\/tutors$/);
  await expect(page.getByText(/共 \d+ 位导师/)).toBeVisible();
  await page.getByRole('button', { name: '添加导师' }).click();
  await expect(page).toHaveURL(/\/admin\/tutors\/new$/);

  // Nothing filled in yet: the form names what is missing, field by field.
  await page.getByRole('button', { name: '保存（先隐藏）' }).click();
  await expect(page.getByText('请填写姓名（不超过 16 个字）')).toBeVisible();
  await expect(page.getByText('请上传照片')).toBeVisible();

  await page.getByLabel('姓名', { exact: true }).fill(tutor.name);
  await page.getByLabel('性别', { exact: true }).selectOption({ label: '男' });
  await page.getByLabel('学校', { exact: true }).fill(tutor.school);
  await page.getByLabel('专业', { exact: true }).fill(tutor.major);
  await page.getByLabel('辅导学科', { exact: true }).selectOption({ label: '物理' });
  await page.getByLabel('辅导年级', { exact: true }).selectOption({ label: '初二' });
  const categoryId = await page.getByLabel('辅导学科', { exact: true }).inputValue();
  const gradeId = await page.getByLabel('辅导年级', { exact: true }).inputValue();
  await page
    .getByTestId('cover-input')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png(300, 400, [99, 102, 241]) });
  // The picture is cropped square before it is uploaded.
  await page.getByRole('dialog', { name: '裁剪照片' }).getByRole('button', { name: '使用这张照片' }).click();
  await expect(page.getByRole('button', { name: '更换照片' })).toBeVisible();
  await page.getByRole('button', { name: '+ 添加一条成就' }).click();
  await page.getByRole('textbox', { name: '第 1 条成就' }).fill('天文奥赛全国二等奖');
  await page.getByRole('button', { name: '+ 添加一条成就' }).click();
  await page.getByRole('textbox', { name: '第 2 条成就' }).fill('自制望远镜拍下木星');
  await page.getByRole('button', { name: '上移第 2 条' }).click();
  await page.getByLabel('个人介绍', { exact: true }).fill(tutor.intro);

  await page.getByRole('button', { name: '保存（先隐藏）' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已添加' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tutors\/\d+$/);
  const tutorId = Number(page.url().split('/').pop());
  await expect(page.getByText('已隐藏', { exact: true })).toBeVisible();

  // Hidden, it is the console's alone.
  const visitor = await browser.newPage();
  const listed = `/smarter?categoryId=${categoryId}&gradeId=${gradeId}`;
  await visitor.goto(`/smarter/detail?id=${tutorId}`);
  await expect(visitor.getByText('学霸信息不存在')).toBeVisible();

  await page.getByRole('button', { name: '显示', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '显示' }).click();
  await expect(page.getByRole('status').filter({ hasText: `已显示「${tutor.name}」` })).toBeVisible();
  await expect(page.getByText('显示中', { exact: true })).toBeVisible();

  await visitor.goto(listed);
  const card = visitor.getByRole('main').getByRole('article').filter({ hasText: tutor.name });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/upload\/files\//);
  await card.getByRole('link').first().click();
  await expect(visitor.getByRole('heading', { level: 1, name: tutor.name })).toBeVisible();
  await expect(visitor.getByRole('list', { name: '成就' }).getByRole('listitem')).toHaveText([
    '自制望远镜拍下木星',
    '天文奥赛全国二等奖',
  ]);
  await expect(visitor.getByText(tutor.intro)).toBeVisible();

  // Hidden from the list's row, it leaves the family pages at once.
  await page.getByRole('link', { name: '← 返回导师列表' }).click();
  await page.getByLabel('搜索姓名、学校或编号').fill(tutor.name);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByTestId(`tutor-${tutorId}`);
  await row.getByRole('button', { name: `隐藏 ${tutor.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '隐藏' }).click();
  await expect(page.getByRole('status').filter({ hasText: `已隐藏「${tutor.name}」` })).toBeVisible();
  await expect(row.getByText('已隐藏')).toBeVisible();

  await visitor.goto(listed);
  await expect(visitor.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('article').filter({ hasText: tutor.name })).toHaveCount(0);
  await visitor.goto(`/smarter/detail?id=${tutorId}`);
  await expect(visitor.getByText('学霸信息不存在')).toBeVisible();
});

test('a read-only member sees the tutors but no way to change them, and the API refuses a change', async ({ page }) => {
  await signInAs(page, 'readOnly', 2, '/admin/tutors');
  await expect(page.getByText(/共 \d+ 位导师/)).toBeVisible();
  await expect(page.getByRole('button', { name: '添加导师' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(显示|隐藏) / })).toHaveCount(0);

  const first = page.getByRole('main').getByRole('row').nth(1);
  await first.getByRole('link', { name: '查看', exact: true }).click();
  await expect(page.getByText('你的角色只能查看学霸导师，不能修改。')).toBeVisible();
  await expect(page.getByLabel('姓名', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^(保存|隐藏|显示)$/ })).toHaveCount(0);
  const tutorId = page.url().split('/').pop()!;

  const answer = await page.request.post('/api/admin/v1/tutor/visibility', {
    form: { tutorId, visibility: 'hidden', version: '1' },
    headers: { Authorization: `Bearer ${await consoleToken(page)}` },
  });
  expect(await answer.json()).toMatchObject({ status: 0, message: '无权限' });
});
