import { expect, test } from '@playwright/test';

test('an anonymous visit to /personal/order lands on /home with the login warning, whose OK opens the login dialog', async ({
  page,
}) => {
  await page.goto('/personal/order');
  await expect(page).toHaveURL(/\/home$/);
  const warning = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('此页面需要登录权限，请先登录');
  await warning.getByRole('button', { name: '确定' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});
