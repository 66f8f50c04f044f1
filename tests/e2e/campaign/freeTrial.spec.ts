import { expect, test } from '@playwright/test';
import { expectNoSideways, fillPhoneAndCode, phonePage } from './campaign';

test.describe('the free trial on a phone', () => {
  test('claims a free course with phone and SMS code and watches its trial lessons', async ({ browser, request }) => {
    const page = await phonePage(browser);
    await page.goto('/freeCourse/home');
    const first = page.getByRole('button', { pressed: false }).filter({ hasText: '试看' }).first();
    await first.click();
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
    await expectNoSideways(page);
    await fillPhoneAndCode(page, request);
    await page.getByRole('button', { name: '免费领取' }).click();

    await expect(page).toHaveURL(/\/freeCourse\/watch$/);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /.+/);
    const lessons = page.getByRole('region', { name: '试看课时' }).getByRole('button');
    expect(await lessons.count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /^购买《/ })).toHaveAttribute('href', /\/course\/purchase\?courseId=\d+/);
    await page.context().close();
  });

  test('refuses a second claim from the same phone', async ({ browser, request }) => {
    const page = await phonePage(browser);
    await page.goto('/freeCourse/home');
    await page.getByRole('button', { pressed: false }).filter({ hasText: '试看' }).first().click();
    const phone = await fillPhoneAndCode(page, request);
    await page.getByRole('button', { name: '免费领取' }).click();
    await expect(page).toHaveURL(/\/freeCourse\/watch$/);
    await page.context().close();

    const again = await phonePage(browser);
    await again.goto('/freeCourse/home');
    await again.getByRole('button', { pressed: false }).filter({ hasText: '试看' }).nth(1).click();
    await again.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
    await again.getByRole('textbox', { name: '短信验证码' }).fill('123456');
    await again.getByRole('button', { name: '免费领取' }).click();
    await expect(again.getByText('该手机号已领取过免费试看课')).toBeVisible();
    await expect(again).toHaveURL(/\/freeCourse\/home$/);
    await again.context().close();
  });

  test('says what is missing before claiming', async ({ browser }) => {
    const page = await phonePage(browser);
    await page.goto('/freeCourse/home');
    await page.getByRole('button', { name: '免费领取' }).click();
    await expect(page.getByText('请先选择一门课程')).toBeVisible();
    await expect(page.getByText('请输入 11 位手机号')).toBeVisible();
    await expect(page.getByText('请输入短信验证码')).toBeVisible();
    await page.context().close();
  });
});
