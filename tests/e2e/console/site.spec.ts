import { expect, test, type Page } from '@playwright/test';
import { png } from './pictures';
import { signInAs } from './staffConsole';

/** A datetime-local value this many hours from now, in the browser's own time zone (as a person would pick it). */
async function localTime(page: Page, hours: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 3_600_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, hours);
}

/** The home carousel's slides, first to last, by their pictures' descriptions. */
async function homeSlides(page: Page): Promise<string[]> {
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: '精选活动' });
  await expect(carousel.locator('img').first()).toBeAttached();
  return carousel.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
}

async function checkAdviser(page: Page, keyword: string) {
  await page.goto('/about/acontact-ensure');
  const form = page.getByRole('region', { name: '核验顾问身份' });
  await form.getByLabel('顾问微信号或手机号').fill(keyword);
  await form.getByRole('button', { name: '立即核验' }).click();
  return form;
}

test('a content editor schedules a banner onto the home carousel, moves it, and turns off an adviser the site then calls not genuine', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'contentEditor', 2, '/admin/site');
  await expect(page).toHaveURL(/\/admin\/site\/banners$/);
  await expect(page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '站点运营' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '轮播图', selected: true })).toBeVisible();

  // A banner of its own, scheduled from an hour ago to tomorrow, joins the end of the carousel.
  const title = '端到端排期轮播图';
  await page.getByRole('button', { name: '新增轮播图' }).click();
  const form = page.getByRole('dialog', { name: '新增轮播图' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请填写标题（不超过 40 个字）')).toBeVisible();
  await expect(form.getByText('请上传轮播图图片')).toBeVisible();

  await form
    .getByTestId('cover-input')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(700, 200, [37, 99, 235]) });
  await page.getByRole('dialog', { name: '裁剪轮播图' }).getByRole('button', { name: '使用这张图片' }).click();
  await expect(form.getByRole('button', { name: '更换图片' })).toBeVisible();
  await form.getByLabel('标题', { exact: true }).fill(title);
  await form.getByLabel('副标题', { exact: true }).fill('只在排期内展示');
  await form.getByText('站内页面', { exact: true }).click();
  await form.getByLabel('站内地址').fill('/course/more');
  await form.getByLabel('开始时间').fill(await localTime(page, -1));
  await form.getByLabel('结束时间').fill(await localTime(page, 24));
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  const rows = page.getByRole('row');
  const ours = rows.filter({ hasText: title });
  await expect(ours.getByText('展示中')).toBeVisible();
  await expect(rows.last()).toContainText(title);

  const visitor = await browser.newPage();
  const before = await homeSlides(visitor);
  expect(before.at(-1)).toBe(`${title}：只在排期内展示`);
  const previous = before.at(-2)!;

  // Moved up one place, it shows before the banner that was ahead of it.
  await page.getByRole('button', { name: `上移「${title}」` }).click();
  await expect(rows.nth((await rows.count()) - 2)).toContainText(title);
  const after = await homeSlides(visitor);
  expect(after.indexOf(`${title}：只在排期内展示`)).toBe(after.indexOf(previous) - 1);

  // Deleted again, so the family pages' own journeys meet the carousel they know.
  await ours.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: '删除' }).click();
  // While the question is open the table is hidden from the accessibility tree: wait for the answer first.
  await expect(confirm).toBeHidden();
  await expect(rows.filter({ hasText: '高三冲刺季' })).toHaveCount(1);
  await expect(ours).toHaveCount(0);
  expect(await homeSlides(visitor)).not.toContain(`${title}：只在排期内展示`);

  // An adviser of its own: genuine once added, not genuine once turned off.
  await page.getByRole('tab', { name: '顾问防伪名单' }).click();
  await expect(page).toHaveURL(/\/admin\/site\/advisers$/);
  await page.getByRole('button', { name: '新增顾问' }).click();
  const adviserForm = page.getByRole('dialog', { name: '新增顾问' });
  await adviserForm.getByLabel('姓名').fill('端到端顾问');
  await adviserForm.getByLabel('微信号').fill('xueban_e2e_check');
  await adviserForm.getByLabel('电话').fill('010-62889999');
  await adviserForm.getByRole('checkbox', { name: '初中' }).check();
  await adviserForm
    .getByTestId('cover-input')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: png(240, 240, [15, 23, 42]) });
  await page.getByRole('dialog', { name: '裁剪二维码' }).getByRole('button', { name: '使用这张二维码' }).click();
  await expect(adviserForm.getByRole('button', { name: '更换二维码' })).toBeVisible();
  await adviserForm.getByRole('button', { name: '保存' }).click();
  await expect(adviserForm).toBeHidden();
  const adviserRow = page.getByRole('row').filter({ hasText: 'xueban_e2e_check' });
  await expect(adviserRow.getByText('在岗')).toBeVisible();

  let check = await checkAdviser(visitor, 'xueban_e2e_check');
  await expect(check.getByText('核验通过：端到端顾问是学伴在线的官方课程顾问')).toBeVisible();

  await adviserRow.getByRole('button', { name: '编辑' }).click();
  const editForm = page.getByRole('dialog', { name: '编辑顾问' });
  await editForm.getByRole('checkbox', { name: /在岗/ }).uncheck();
  await editForm.getByRole('button', { name: '保存' }).click();
  await expect(editForm).toBeHidden();
  await expect(adviserRow.getByText('已停用')).toBeVisible();

  check = await checkAdviser(visitor, 'xueban_e2e_check');
  await expect(check.getByRole('alert')).toContainText('未查到“xueban_e2e_check”，对方不是学伴在线的顾问');
  check = await checkAdviser(visitor, '01062889999');
  await expect(check.getByRole('alert')).toContainText('未查到');
});

test('a read-only member sees the site’s operations without a way to change them', async ({ page }) => {
  await signInAs(page, 'readOnly', 3, '/admin/site/advisers');
  await expect(page.getByRole('tab', { name: '顾问防伪名单', selected: true })).toBeVisible();
  await expect(page.getByText('你的角色只能查看站点运营内容。')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'xueban_teacher_li01' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增顾问' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '编辑' })).toHaveCount(0);
});
