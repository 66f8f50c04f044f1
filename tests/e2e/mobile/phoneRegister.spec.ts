import { expect, test } from '@playwright/test';
import { registerOnPage } from '../account/accounts';
import { paidCourses } from '../commerce/shop';
import { iPhoneProfile } from './phone';

/*
 * A new family on a phone: the course's one buy button, /m/login, its register link, and after registering
 * back on the way to buying that course, never on /home and never in the desktop frame.
 */

test.use(iPhoneProfile);

test('a phone visitor who registers from /m/login goes on to buy the course they chose', async ({ page, request }) => {
  test.setTimeout(90_000);
  const course = (await paidCourses(request))[5]!;
  await page.goto(`/m/course?courseId=${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  // One way to buy on a phone: the sticky bar, not a second button in the page above it.
  await expect(page.getByRole('link', { name: '立即购买' })).toHaveCount(1);
  await page.getByRole('region', { name: '购买课程' }).getByRole('link', { name: '立即购买' }).tap();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);

  await page.getByRole('link', { name: '还没有账号？去注册' }).tap();
  await expect(page).toHaveURL(/\/register$/);
  // Drawn in the phone's frame, without the tab bar a form does not need.
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);

  await registerOnPage(page, request);

  await expect(page).toHaveURL(new RegExp(`/course/purchase\\?courseId=${course.id}$`));
  const grades = page.getByRole('dialog', { name: /年级/ });
  await expect(grades).toBeVisible();
  await grades.getByRole('radio', { name: '五年级' }).tap();
  await grades.getByRole('button', { name: /确定|保存/ }).tap();
  await expect(grades).toBeHidden();
  await expect(page.getByTestId('payable')).toHaveText(`¥${course.price.toFixed(2)}`);
});
