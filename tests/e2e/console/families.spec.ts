import { expect, test } from '@playwright/test';
import { paidCourses, signedIn } from '../commerce/shop';
import { signInAs } from './staffConsole';

/*
 * The console's families: customer service finds the demo family by the last four digits of its phone and
 * sees it whole, then grants a fresh family a course as compensation, which the family finds in 我的课程 at
 * once. A read-only member sees the demo family with its phone masked and no way to act on it.
 */
test.setTimeout(120_000);

const DEMO_FAMILY = { phone: '13800138000', familyId: 'a1f0c3e2d4b54f6e8a9b0c1d2e3f4a5b' };

test('service finds the demo family by its last four digits, and grants a fresh family a course as compensation that it sees in 我的课程', async ({
  browser,
  page,
  request,
}) => {
  const familyContext = await browser.newContext();
  const account = await signedIn(familyContext, request);
  const course = (await paidCourses(request)).at(-2)!;

  await signInAs(page, 'service', 3);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '家庭用户' }).click();
  await expect(page).toHaveURL(/\/admin\/families$/);
  await expect(page.getByText(/共 \d+ 个家庭/)).toBeVisible();
  await page.getByLabel('手机号或姓名').fill('8000');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/admin\/families\?q=8000$/);
  const demoRow = page.getByTestId(`family-${DEMO_FAMILY.familyId}`);
  await expect(demoRow).toContainText('138****8000');
  await demoRow.getByRole('link', { name: '138****8000', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/families/${DEMO_FAMILY.familyId}$`));
  // Service acts on accounts and calls families: the phone is whole.
  await expect(page.getByTestId('family-phone')).toHaveText(DEMO_FAMILY.phone);
  await expect(page.getByRole('region', { name: '订单' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /\/admin\/orders\/XB/,
  );

  await page.getByRole('link', { name: '返回家庭列表' }).click();
  await page.getByLabel('手机号或姓名').fill(account.phone);
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByTestId(`family-${account.rsNo}`).getByRole('link', { name: '查看' }).click();
  await expect(page.getByTestId('family-phone')).toHaveText(account.phone);
  await expect(page.getByRole('region', { name: '课程与学习进度' })).toContainText('还没有课程');

  await page.getByRole('button', { name: '开通课程' }).click();
  const dialog = page.getByRole('dialog', { name: '开通课程' });
  await dialog.getByRole('button', { name: '确定' }).click();
  // Nothing chosen, no reason: each field says what it needs.
  await expect(dialog.getByLabel('课程')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('请填写原因')).toBeVisible();
  await dialog.getByLabel('课程').selectOption({ label: course.title });
  // The chip's label covers its radio, as a person sees it.
  await dialog.getByText('补偿', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: '补偿' })).toBeChecked();
  await dialog.getByLabel('原因').fill('直播课卡顿，补偿一门课');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  const courses = page.getByRole('region', { name: '课程与学习进度' });
  await expect(courses).toContainText(course.title);
  await expect(courses).toContainText('补偿');

  const family = await familyContext.newPage();
  await family.goto('/personal/my-course');
  await expect(family.locator(`[data-course-id="${course.id}"]`)).toContainText(course.title);
  await familyContext.close();
});

test('a read-only member sees the demo family with its phone masked, and neither its actions nor the weekly reports run', async ({
  page,
}) => {
  await signInAs(page, 'readOnly', 6, `/admin/families?q=8000`);
  await expect(page).toHaveURL(/\/admin\/families\?q=8000$/);
  // The weekly reports are explained, not offered: building them needs service.write.
  const weekly = page.getByRole('region', { name: '学习周报' });
  await expect(weekly).toContainText('生成周报需要客服权限');
  await expect(weekly.getByRole('button')).toHaveCount(0);
  await page.getByTestId(`family-${DEMO_FAMILY.familyId}`).getByRole('link', { name: '查看' }).click();
  await expect(page.getByTestId('family-phone')).toHaveText('138****8000');
  await expect(page.getByText('你的角色只能看到隐藏中间四位的手机号。')).toBeVisible();
  await expect(page.getByText('你的角色只能查看这个家庭，不能操作。')).toBeVisible();
  await expect(page.getByRole('group', { name: '操作' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '开通课程' })).toHaveCount(0);
});
