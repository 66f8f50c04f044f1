import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './staffConsole';

/** A subject code of letters only, its own to this run, so a rerun against the same server adds a new one. */
const code = `e${Date.now()
  .toString(26)
  .split('')
  .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
  .join('')}`;
const NAME = '编程';
const RENAMED = '编程启蒙';

/** The subject links of /course's filters at an address. */
async function familySubjects(page: Page, address: string): Promise<string[]> {
  await page.goto(address);
  const row = page.getByRole('region', { name: '课程筛选' }).getByRole('list', { name: '学科' });
  await expect(row.getByRole('link', { name: '全部', exact: true })).toBeVisible();
  return row.getByRole('link').allInnerTexts();
}

test('a course editor adds a subject for 初中, renames it, offers it to courses and families, then deletes it', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'courseEditor', 4);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '年级与学科' }).click();
  await expect(page).toHaveURL(/\/admin\/taxonomy$/);
  await expect(page.getByRole('heading', { level: 1, name: '年级与学科' })).toBeVisible();
  await expect(page.getByTestId('grade-group')).toHaveCount(3);
  await expect(page.getByTestId('grade')).toHaveCount(12);

  // A subject in use cannot go: the refusal says what uses it.
  const math = page.locator('tr[data-code="math"]');
  await math.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(/学科「数学」仍被 \d+ 门课程.*使用，不能删除/)).toBeVisible();

  await page.getByRole('button', { name: '新增学科' }).click();
  const dialog = page.getByRole('dialog', { name: '新增学科' });
  // Nothing filled in: the form names what is missing.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写名称（不超过 12 个字）')).toBeVisible();
  await expect(dialog.getByText('请至少选择一个学段')).toBeVisible();

  await dialog.getByRole('textbox', { name: '名称' }).fill(NAME);
  await dialog.getByRole('textbox', { name: '代码' }).fill(code);
  await dialog.getByRole('checkbox', { name: '初中' }).check();
  await dialog.getByRole('textbox', { name: '渐变起始色', exact: true }).fill('#1b2b5e');
  // A colour picked is written out as #rrggbb.
  await dialog.getByLabel('选择渐变结束色').fill('#3f7cf2');
  await expect(dialog.getByRole('textbox', { name: '渐变结束色', exact: true })).toHaveValue('#3f7cf2');
  await expect(dialog.getByTestId('subject-cover-preview')).toHaveText(NAME);
  await expect(dialog.getByTestId('subject-cover-preview')).toHaveCSS(
    'background-image',
    'linear-gradient(135deg, rgb(27, 43, 94), rgb(63, 124, 242))',
  );
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.locator(`tr[data-code="${code}"]`);
  await expect(row).toContainText(NAME);
  await expect(row).toContainText('初中');
  await expect(row).toContainText('未使用');
  // A new subject joins the end of the site's order.
  await expect(page.locator('tbody tr').last()).toHaveAttribute('data-code', code);

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '修改学科' });
  await expect(edit.getByRole('textbox', { name: '代码' })).toBeDisabled();
  await edit.getByRole('textbox', { name: '名称' }).fill(RENAMED);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText(RENAMED);

  // The course form offers it at once.
  await page.goto('/admin/courses/new');
  await expect(page.getByLabel('学科').locator('option', { hasText: RENAMED })).toHaveCount(1);

  // So do the family site's course filters, for 初中 and not for 小学.
  const family = await browser.newPage();
  expect(await familySubjects(family, '/course')).toContain(RENAMED);
  expect(await familySubjects(family, '/course?stage=junior')).toContain(RENAMED);
  expect(await familySubjects(family, '/course?stage=primary')).not.toContain(RENAMED);

  // A content editor reads the page without a way to change it.
  const reader = await browser.newPage();
  await signInAs(reader, 'contentEditor', 4, '/admin/taxonomy');
  await expect(reader.getByText('你的角色只能查看年级与学科。')).toBeVisible();
  await expect(reader.locator(`tr[data-code="${code}"]`)).toContainText(RENAMED);
  await expect(reader.getByTestId('grade')).toHaveCount(12);
  await expect(reader.getByRole('button', { name: '新增学科' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: /^(编辑|删除)$/ })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: /改名$/ })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: /^上移/ })).toHaveCount(0);
  await reader.close();

  // Deleted, it is gone from the console and the family site.
  await page.goto('/admin/taxonomy');
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('status').filter({ hasText: `已删除学科「${RENAMED}」` })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await familySubjects(family, '/course')).not.toContain(RENAMED);
});
